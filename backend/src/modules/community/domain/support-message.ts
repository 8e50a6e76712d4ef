import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '@boogy/contracts/email';
import { cleanText } from '../../../shared/ddd';
import { communityErrors } from './community.errors';

/** The contact form's limits (docs/product-decisions.md: name 1–100, email, subject 1–200, message 10–2000). */
export const SUPPORT_LIMITS = { nameMax: 100, subjectMax: 200, messageMin: 10, messageMax: 2000 } as const;
export const SUPPORT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  email: INVALID_EMAIL_MESSAGE,
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be less than 200 characters',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be less than 2000 characters',
} as const;

export interface SupportMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
}


/**
 * The confirmation may quote the message (its name, subject and text) only to an address proved to
 * be the sender's: the form takes any address, and a quoted confirmation would relay a stranger's
 * text to whomever they typed in.
 */
export function confirmationMayQuote(message: SupportMessage, senderProvedEmail: string | null): boolean {
  return senderProvedEmail !== null && senderProvedEmail.trim().toLowerCase() === message.email;
}

export function supportMessage(input: { name: string; email: string; subject: string; message: string; userId?: string | null }): SupportMessage {
  const name = cleanText(input.name).trim();
  const email = cleanText(input.email).trim().toLowerCase();
  const subject = cleanText(input.subject).trim();
  const message = cleanText(input.message).trim();
  const problems: string[] = [];
  if (!name) problems.push(SUPPORT_MESSAGES.nameRequired);
  if (name.length > SUPPORT_LIMITS.nameMax) problems.push(SUPPORT_MESSAGES.nameTooLong);
  if (!isEmailAddress(email)) problems.push(SUPPORT_MESSAGES.email);
  if (!subject) problems.push(SUPPORT_MESSAGES.subjectRequired);
  if (subject.length > SUPPORT_LIMITS.subjectMax) problems.push(SUPPORT_MESSAGES.subjectTooLong);
  if (message.length < SUPPORT_LIMITS.messageMin) problems.push(SUPPORT_MESSAGES.messageTooShort);
  if (message.length > SUPPORT_LIMITS.messageMax) problems.push(SUPPORT_MESSAGES.messageTooLong);
  if (problems.length > 0) throw communityErrors.invalid(problems);
  // A subject goes into an email header: never let it carry a line break.
  return { name, email, subject: subject.replace(/[\r\n]+/g, ' '), message, userId: input.userId ?? null };
}

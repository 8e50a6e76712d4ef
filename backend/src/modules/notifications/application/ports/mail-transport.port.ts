import type { EmailMessage } from '../email-message';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** Where a rendered email goes: a real SMTP server, or the built-in mailbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  /** `id` is stable across retries of one email, so a retried delivery can be recognised. */
  deliver(id: string, from: string, message: EmailMessage): Promise<void>;
}

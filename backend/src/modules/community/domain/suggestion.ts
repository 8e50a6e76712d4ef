import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '@boogy/contracts/email';
import { cleanText } from '../../../shared/ddd';
import { communityErrors } from './community.errors';

/** The spec's limits and messages (§5 "Suggestion form"), word for word. */
export const SUGGESTION_LIMITS = { titleMax: 200, descriptionMin: 10, descriptionMax: 1000, nameMax: 100, notesMax: 2000 } as const;
export const SUGGESTION_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 200 characters',
  descriptionTooShort: 'Description must be at least 10 characters',
  descriptionTooLong: 'Description must be less than 1000 characters',
  nameTooLong: 'Name must be less than 100 characters',
  email: INVALID_EMAIL_MESSAGE,
} as const;

export const SUGGESTION_STATUSES = ['pending', 'under_review', 'completed', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/**
 * Moderation moves (the spec shows the statuses, not the moves): a new idea is looked at or turned
 * down; one under review is done, turned down or put back; a rejected idea can be reconsidered and a
 * completed one reopened. Staying in the same status (to edit the notes) is always allowed.
 */
const TRANSITIONS: Record<SuggestionStatus, readonly SuggestionStatus[]> = {
  pending: ['under_review', 'rejected', 'completed'],
  under_review: ['pending', 'completed', 'rejected'],
  rejected: ['under_review'],
  completed: ['under_review'],
};

export function canMoveSuggestion(from: SuggestionStatus, to: SuggestionStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to);
}

export function isSuggestionStatus(value: unknown): value is SuggestionStatus {
  return typeof value === 'string' && (SUGGESTION_STATUSES as readonly string[]).includes(value);
}

export interface NewSuggestion {
  title: string;
  description: string;
  submitterName: string | null;
  submitterEmail: string | null;
  userId: string | null;
}

const blankToNull = (value: string | null | undefined) => (value && cleanText(value).trim() ? cleanText(value).trim() : null);

/** Trims and checks a submitted idea (title 1–200, description 10–1000, optional name ≤ 100 and email); throws with every problem. */
export function newSuggestion(input: { title: string; description: string; submitterName?: string | null; submitterEmail?: string | null; userId?: string | null }): NewSuggestion {
  const title = cleanText(input.title).trim();
  const description = cleanText(input.description).trim();
  const submitterName = blankToNull(input.submitterName);
  const submitterEmail = blankToNull(input.submitterEmail)?.toLowerCase() ?? null;
  const problems: string[] = [];
  if (!title) problems.push(SUGGESTION_MESSAGES.titleRequired);
  if (title.length > SUGGESTION_LIMITS.titleMax) problems.push(SUGGESTION_MESSAGES.titleTooLong);
  if (description.length < SUGGESTION_LIMITS.descriptionMin) problems.push(SUGGESTION_MESSAGES.descriptionTooShort);
  if (description.length > SUGGESTION_LIMITS.descriptionMax) problems.push(SUGGESTION_MESSAGES.descriptionTooLong);
  if (submitterName && submitterName.length > SUGGESTION_LIMITS.nameMax) problems.push(SUGGESTION_MESSAGES.nameTooLong);
  if (submitterEmail && !isEmailAddress(submitterEmail)) problems.push(SUGGESTION_MESSAGES.email);
  if (problems.length > 0) throw communityErrors.invalid(problems);
  return { title, description, submitterName, submitterEmail, userId: input.userId ?? null };
}

/** An admin's move of a suggestion to `to` with notes (≤ 2000, blank clears them). */
export function moderate(current: SuggestionStatus, to: SuggestionStatus, notes: string | null | undefined): { status: SuggestionStatus; adminNotes: string | null } {
  if (!canMoveSuggestion(current, to)) throw communityErrors.transitionRefused(current, to);
  const adminNotes = blankToNull(notes);
  if (adminNotes && adminNotes.length > SUGGESTION_LIMITS.notesMax) throw communityErrors.invalid([`Notes must be at most ${SUGGESTION_LIMITS.notesMax} characters`]);
  return { status: to, adminNotes };
}

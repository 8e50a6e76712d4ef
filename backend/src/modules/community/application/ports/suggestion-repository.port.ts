import type { NewSuggestion, SuggestionStatus } from '../../domain/suggestion';
import type { Voter } from '../../domain/vote';
import type { SuggestionAdminView, SuggestionView } from '../views';

export const SUGGESTION_REPOSITORY = Symbol('SUGGESTION_REPOSITORY');

export type VoteOutcome = { outcome: 'recorded'; votes: number } | { outcome: 'duplicate' } | { outcome: 'not_found' };

/** Where suggestions and their votes are kept. */
export interface SuggestionRepository {
  /** Most votes first, then newest. */
  list(): Promise<SuggestionView[]>;
  listForAdmin(): Promise<SuggestionAdminView[]>;
  add(suggestion: NewSuggestion): Promise<SuggestionView>;
  statusOf(id: string): Promise<SuggestionStatus | null>;
  /** The votes already cast for the suggestion by any of the voter's identities. */
  votesBy(id: string, voter: Voter): Promise<Voter[]>;
  /** Records the vote and counts it in one transaction; a vote racing another of the same voter is a duplicate. */
  addVote(id: string, voter: Voter): Promise<VoteOutcome>;
  /** Saves a moderation only if the status is still `expected`; null when it changed meanwhile or the suggestion is gone. */
  saveModeration(id: string, expected: SuggestionStatus, change: { status: SuggestionStatus; adminNotes: string | null }): Promise<SuggestionAdminView | null>;
}

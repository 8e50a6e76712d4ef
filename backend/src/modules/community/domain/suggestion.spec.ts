import { DomainError } from '../../../shared/ddd';
import { canMoveSuggestion, moderate, newSuggestion, SUGGESTION_MESSAGES } from './suggestion';

const problemsOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.details ?? [error.message];
    throw error;
  }
  return [];
};

describe('a suggestion', () => {
  const ok = { title: 'Reggaeton style', description: 'Please add a reggaeton style for summer parties.' };

  it('is trimmed, with blank name and email stored as none and the email lower-cased', () => {
    expect(newSuggestion({ ...ok, title: '  Reggaeton style ', submitterName: '  ', submitterEmail: ' Ada@Example.COM ' })).toEqual({
      title: 'Reggaeton style',
      description: ok.description,
      submitterName: null,
      submitterEmail: 'ada@example.com',
      userId: null,
    });
  });

  it('needs a title of 1–200 characters', () => {
    expect(problemsOf(() => newSuggestion({ ...ok, title: '   ' }))).toEqual([SUGGESTION_MESSAGES.titleRequired]);
    expect(problemsOf(() => newSuggestion({ ...ok, title: 'x'.repeat(200) }))).toEqual([]);
    expect(problemsOf(() => newSuggestion({ ...ok, title: 'x'.repeat(201) }))).toEqual([SUGGESTION_MESSAGES.titleTooLong]);
  });

  it('needs a description of 10–1000 characters', () => {
    expect(problemsOf(() => newSuggestion({ ...ok, description: '123456789' }))).toEqual([SUGGESTION_MESSAGES.descriptionTooShort]);
    expect(problemsOf(() => newSuggestion({ ...ok, description: '1234567890' }))).toEqual([]);
    expect(problemsOf(() => newSuggestion({ ...ok, description: 'x'.repeat(1000) }))).toEqual([]);
    expect(problemsOf(() => newSuggestion({ ...ok, description: 'x'.repeat(1001) }))).toEqual([SUGGESTION_MESSAGES.descriptionTooLong]);
  });

  it('refuses a name over 100 characters and an invalid email, listing every problem', () => {
    expect(problemsOf(() => newSuggestion({ title: '', description: 'short', submitterName: 'n'.repeat(101), submitterEmail: 'not-an-email' }))).toEqual([
      SUGGESTION_MESSAGES.titleRequired,
      SUGGESTION_MESSAGES.descriptionTooShort,
      SUGGESTION_MESSAGES.nameTooLong,
      SUGGESTION_MESSAGES.email,
    ]);
  });
});

describe('suggestion moderation', () => {
  it('moves pending ideas under review, to rejected or completed, and reopens finished ones only under review', () => {
    expect(canMoveSuggestion('pending', 'under_review')).toBe(true);
    expect(canMoveSuggestion('under_review', 'completed')).toBe(true);
    expect(canMoveSuggestion('under_review', 'rejected')).toBe(true);
    expect(canMoveSuggestion('rejected', 'under_review')).toBe(true);
    expect(canMoveSuggestion('completed', 'under_review')).toBe(true);
    expect(canMoveSuggestion('completed', 'pending')).toBe(false);
    expect(canMoveSuggestion('rejected', 'completed')).toBe(false);
    expect(canMoveSuggestion('completed', 'completed')).toBe(true);
  });

  it('refuses a move that is not allowed with a conflict, and keeps notes trimmed (blank clears them)', () => {
    expect(() => moderate('rejected', 'completed', null)).toThrow('A rejected suggestion cannot become completed.');
    expect(moderate('pending', 'under_review', '  Looking into it ')).toEqual({ status: 'under_review', adminNotes: 'Looking into it' });
    expect(moderate('under_review', 'under_review', '   ')).toEqual({ status: 'under_review', adminNotes: null });
    expect(() => moderate('pending', 'pending', 'x'.repeat(2001))).toThrow('Notes must be at most 2000 characters');
  });
});

import { SubmitSuggestionCommand } from '../../../src/modules/community/application/commands/submit-suggestion/submit-suggestion.command';
import { ListSuggestionsQuery } from '../../../src/modules/community/application/queries/list-suggestions/list-suggestions.query';
import { useHandlerHarness } from '../../support/handler-harness';

const IDEA = { title: 'Reggaeton style', description: 'Please add a reggaeton style for summer pool parties.' };

/** Submitting an idea: the spec's limits and messages, word for word, and what is stored. */
describe('SubmitSuggestion on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();

  it('stores a trimmed idea, pending with no votes, and keeps the email off the public board', async () => {
    const created = await h().execute<{ id: string }>(new SubmitSuggestionCommand({ ...IDEA, title: '  Karaoke battles ', submitterName: ' Ada ', submitterEmail: 'Ada@Example.com' }, null));
    expect(created).toMatchObject({ title: 'Karaoke battles', submitterName: 'Ada', votes: 0, status: 'pending' });
    const [row] = await h().sql<{ submitter_email: string }>('select submitter_email from community.suggestions where id = $1', [created.id]);
    expect(row!.submitter_email).toBe('ada@example.com');
    const board = await h().ask<object[]>(new ListSuggestionsQuery());
    expect(JSON.stringify(board)).not.toContain('ada@example.com');
  });

  it.each([
    ['a blank title', { ...IDEA, title: '   ' }, 'Title is required'],
    ['a 201-character title', { ...IDEA, title: 'x'.repeat(201) }, 'Title must be less than 200 characters'],
    ['a 9-character description', { ...IDEA, description: 'too short' }, 'Description must be at least 10 characters'],
    ['a 1001-character description', { ...IDEA, description: 'x'.repeat(1001) }, 'Description must be less than 1000 characters'],
    ['a 101-character name', { ...IDEA, submitterName: 'n'.repeat(101) }, 'Name must be less than 100 characters'],
    ['a malformed email', { ...IDEA, submitterEmail: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %s with "%s" and stores nothing', async (_label, input, message) => {
    const before = (await h().sql('select id from community.suggestions')).length;
    await expect(h().execute(new SubmitSuggestionCommand(input, null))).rejects.toMatchObject({ kind: 'invalid', message });
    expect(await h().sql('select id from community.suggestions')).toHaveLength(before);
  });

  it('accepts the longest title and description the limits allow', async () => {
    const created = await h().execute<{ title: string }>(new SubmitSuggestionCommand({ title: 't'.repeat(200), description: 'd'.repeat(1000) }, null));
    expect(created.title).toHaveLength(200);
  });
});

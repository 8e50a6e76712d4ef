import { SubmitSuggestionCommand } from '../../../src/modules/community/application/commands/submit-suggestion/submit-suggestion.command';
import { VoteForSuggestionCommand } from '../../../src/modules/community/application/commands/vote-for-suggestion/vote-for-suggestion.command';
import { ListSuggestionsQuery } from '../../../src/modules/community/application/queries/list-suggestions/list-suggestions.query';
import { useHandlerHarness } from '../../support/handler-harness';

/** One vote per address, per email and per signed-in user, on the real tables (races included). */
describe('VoteForSuggestion on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const suggest = async (title = 'Pool party style') => (await h().execute<{ id: string }>(new SubmitSuggestionCommand({ title, description: 'Songs for a summer pool party.' }, null))).id;
  const vote = (id: string, voter: { userId?: string; email?: string; ip?: string }) =>
    h().execute<{ votes: number }>(new VoteForSuggestionCommand(id, { userId: voter.userId ?? null, email: voter.email ?? null, ip: voter.ip ?? null }));

  it('counts one vote per address, per email (any case) and per account', async () => {
    const id = await suggest();
    const { id: userId } = await h().user();
    await expect(vote(id, { ip: '10.50.0.1', email: 'Voter@Example.com' })).resolves.toEqual({ votes: 1 });
    await expect(vote(id, { ip: '10.50.0.1' })).rejects.toMatchObject({ code: 'already_voted', message: 'You may have already voted for this suggestion.' });
    await expect(vote(id, { ip: '10.50.0.2', email: 'voter@example.COM' })).rejects.toMatchObject({ code: 'already_voted' });
    await expect(vote(id, { ip: '10.50.0.3', userId })).resolves.toEqual({ votes: 2 });
    await expect(vote(id, { ip: '10.50.0.4', userId })).rejects.toMatchObject({ code: 'already_voted' });
  });

  it('lets a signed-in user vote as themselves from an address that already voted anonymously', async () => {
    const id = await suggest();
    const { id: userId } = await h().user();
    await vote(id, { ip: '10.53.0.1' });
    await expect(vote(id, { ip: '10.53.0.1', userId })).resolves.toEqual({ votes: 2 });
    await expect(vote(id, { ip: '10.53.0.1' })).rejects.toMatchObject({ code: 'already_voted' });
  });

  it('keeps one vote when the same voter votes ten times at once, and counts ten different voters', async () => {
    const id = await suggest();
    const same = await Promise.allSettled(Array.from({ length: 10 }, () => vote(id, { ip: '10.51.0.1' })));
    expect(same.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await Promise.all(Array.from({ length: 10 }, (_, i) => vote(id, { ip: `10.52.0.${i + 1}` })));
    const [row] = await h().sql<{ votes: number; counted: string }>('select s.votes, (select count(*) from community.suggestion_votes v where v.suggestion_id = s.id) as counted from community.suggestions s where s.id = $1', [id]);
    expect([row!.votes, Number(row!.counted)]).toEqual([11, 11]);
  });

  it('sorts the board by votes, most first, and answers not found for an unknown suggestion', async () => {
    const popular = await suggest('Popular idea');
    const newer = await suggest('Newer idea');
    for (let i = 0; i < 3; i++) await vote(popular, { ip: `10.54.0.${i + 1}` });
    const board = await h().ask<{ id: string; votes: number }[]>(new ListSuggestionsQuery());
    expect(board.findIndex((s) => s.id === popular)).toBeLessThan(board.findIndex((s) => s.id === newer));
    expect(board.map((s) => s.votes)).toEqual([...board.map((s) => s.votes)].sort((a, b) => b - a));
    await expect(vote('00000000-0000-4000-8000-000000000000', { ip: '10.54.0.9' })).rejects.toMatchObject({ kind: 'not_found' });
  });
});

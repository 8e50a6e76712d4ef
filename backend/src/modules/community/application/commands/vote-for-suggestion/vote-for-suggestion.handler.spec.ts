import type { NewSuggestion, SuggestionStatus } from '../../../domain/suggestion';
import type { Voter } from '../../../domain/vote';
import type { SuggestionRepository, VoteOutcome } from '../../ports/suggestion-repository.port';
import { VoteForSuggestionCommand } from './vote-for-suggestion.command';
import { VoteForSuggestionHandler } from './vote-for-suggestion.handler';

/** An in-memory stand-in for the port: one suggestion, its votes, and a switch to simulate a lost race. */
class MemorySuggestions implements Partial<SuggestionRepository> {
  votes: Voter[] = [];
  raceLost = false;
  constructor(private readonly id: string) {}
  statusOf(id: string): Promise<SuggestionStatus | null> {
    return Promise.resolve(id === this.id ? 'pending' : null);
  }
  votesBy(): Promise<Voter[]> {
    return Promise.resolve(this.votes);
  }
  addVote(_id: string, v: Voter): Promise<VoteOutcome> {
    if (this.raceLost) return Promise.resolve({ outcome: 'duplicate' });
    this.votes.push(v);
    return Promise.resolve({ outcome: 'recorded', votes: this.votes.length });
  }
  add(_s: NewSuggestion): never {
    throw new Error('not used');
  }
}

describe('VoteForSuggestionHandler', () => {
  const id = 'b1b2c3d4-0000-4000-8000-000000000001';
  const setup = () => {
    const repo = new MemorySuggestions(id);
    return { repo, handler: new VoteForSuggestionHandler(repo as unknown as SuggestionRepository) };
  };

  it('counts a first vote and refuses the same IP, email or user again', async () => {
    const { handler } = setup();
    await expect(handler.execute(new VoteForSuggestionCommand(id, { userId: null, email: 'a@example.com', ip: '10.0.0.1' }))).resolves.toEqual({ votes: 1 });
    await expect(handler.execute(new VoteForSuggestionCommand(id, { userId: null, email: null, ip: '10.0.0.1' }))).rejects.toThrow('You may have already voted for this suggestion.');
    await expect(handler.execute(new VoteForSuggestionCommand(id, { userId: null, email: 'A@example.com', ip: '10.0.0.2' }))).rejects.toMatchObject({ kind: 'conflict' });
    await expect(handler.execute(new VoteForSuggestionCommand(id, { userId: 'u1', email: null, ip: '10.0.0.3' }))).resolves.toEqual({ votes: 2 });
  });

  it('reports a vote that lost a race to the same voter as already voted, and an unknown suggestion as not found', async () => {
    const { handler, repo } = setup();
    repo.raceLost = true;
    await expect(handler.execute(new VoteForSuggestionCommand(id, { userId: null, email: null, ip: '10.0.0.9' }))).rejects.toMatchObject({ code: 'already_voted' });
    await expect(handler.execute(new VoteForSuggestionCommand('other', { userId: null, email: null, ip: '10.0.0.9' }))).rejects.toMatchObject({ kind: 'not_found' });
  });
});

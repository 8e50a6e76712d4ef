import { Command } from '@nestjs/cqrs';

export class VoteForSuggestionCommand extends Command<{ votes: number }> {
  constructor(
    readonly suggestionId: string,
    readonly voter: { userId: string | null; email: string | null; ip: string | null },
  ) {
    super();
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { communityErrors } from '../../../domain/community.errors';
import { hasAlreadyVoted, voter as toVoter } from '../../../domain/vote';
import { SUGGESTION_REPOSITORY, type SuggestionRepository } from '../../ports/suggestion-repository.port';
import { VoteForSuggestionCommand } from './vote-for-suggestion.command';

/** One vote per suggestion per user, email or IP; the database settles two votes racing each other. */
@CommandHandler(VoteForSuggestionCommand)
export class VoteForSuggestionHandler implements ICommandHandler<VoteForSuggestionCommand> {
  constructor(@Inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository) {}

  async execute({ suggestionId, voter }: VoteForSuggestionCommand): Promise<{ votes: number }> {
    const v = toVoter(voter);
    if (!(await this.suggestions.statusOf(suggestionId))) throw communityErrors.suggestionNotFound();
    if (hasAlreadyVoted(v, await this.suggestions.votesBy(suggestionId, v))) throw communityErrors.alreadyVoted();
    const result = await this.suggestions.addVote(suggestionId, v);
    if (result.outcome === 'not_found') throw communityErrors.suggestionNotFound();
    if (result.outcome === 'duplicate') throw communityErrors.alreadyVoted();
    return { votes: result.votes };
  }
}

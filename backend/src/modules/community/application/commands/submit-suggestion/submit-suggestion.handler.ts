import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newSuggestion } from '../../../domain/suggestion';
import { SUGGESTION_REPOSITORY, type SuggestionRepository } from '../../ports/suggestion-repository.port';
import type { SuggestionView } from '../../views';
import { SubmitSuggestionCommand } from './submit-suggestion.command';

/** Anyone may post an idea; it starts pending with no votes. */
@CommandHandler(SubmitSuggestionCommand)
export class SubmitSuggestionHandler implements ICommandHandler<SubmitSuggestionCommand> {
  constructor(@Inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository) {}

  async execute({ input, userId }: SubmitSuggestionCommand): Promise<SuggestionView> {
    return this.suggestions.add(newSuggestion({ ...input, userId }));
  }
}

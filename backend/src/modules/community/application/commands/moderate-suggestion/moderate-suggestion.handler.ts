import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { communityErrors } from '../../../domain/community.errors';
import { moderate } from '../../../domain/suggestion';
import { SUGGESTION_REPOSITORY, type SuggestionRepository } from '../../ports/suggestion-repository.port';
import type { SuggestionAdminView } from '../../views';
import { ModerateSuggestionCommand } from './moderate-suggestion.command';

/** Admin: a new status (an allowed move) and notes. Two admins at once: the second, stale one is refused. */
@CommandHandler(ModerateSuggestionCommand)
export class ModerateSuggestionHandler implements ICommandHandler<ModerateSuggestionCommand> {
  constructor(@Inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository) {}

  async execute({ suggestionId, status, adminNotes }: ModerateSuggestionCommand): Promise<SuggestionAdminView> {
    const current = await this.suggestions.statusOf(suggestionId);
    if (!current) throw communityErrors.suggestionNotFound();
    const saved = await this.suggestions.saveModeration(suggestionId, current, moderate(current, status, adminNotes));
    if (!saved) throw communityErrors.transitionRefused(current, status);
    return saved;
  }
}

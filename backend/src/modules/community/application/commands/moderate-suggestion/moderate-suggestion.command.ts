import { Command } from '@nestjs/cqrs';
import type { SuggestionStatus } from '../../../domain/suggestion';
import type { SuggestionAdminView } from '../../views';

export class ModerateSuggestionCommand extends Command<SuggestionAdminView> {
  constructor(
    readonly suggestionId: string,
    readonly status: SuggestionStatus,
    readonly adminNotes: string | null | undefined,
  ) {
    super();
  }
}

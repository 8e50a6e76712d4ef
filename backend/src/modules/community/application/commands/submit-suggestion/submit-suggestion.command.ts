import { Command } from '@nestjs/cqrs';
import type { SuggestionView } from '../../views';

export class SubmitSuggestionCommand extends Command<SuggestionView> {
  constructor(
    readonly input: { title: string; description: string; submitterName?: string | null; submitterEmail?: string | null },
    readonly userId: string | null,
  ) {
    super();
  }
}

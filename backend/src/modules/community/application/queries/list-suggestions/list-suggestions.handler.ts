import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SUGGESTION_REPOSITORY, type SuggestionRepository } from '../../ports/suggestion-repository.port';
import type { SuggestionAdminView, SuggestionView } from '../../views';
import { ListSuggestionsForAdminQuery, ListSuggestionsQuery } from './list-suggestions.query';

@QueryHandler(ListSuggestionsQuery)
export class ListSuggestionsHandler implements IQueryHandler<ListSuggestionsQuery> {
  constructor(@Inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository) {}

  execute(): Promise<SuggestionView[]> {
    return this.suggestions.list();
  }
}

@QueryHandler(ListSuggestionsForAdminQuery)
export class ListSuggestionsForAdminHandler implements IQueryHandler<ListSuggestionsForAdminQuery> {
  constructor(@Inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository) {}

  execute(): Promise<SuggestionAdminView[]> {
    return this.suggestions.listForAdmin();
  }
}

import { Query } from '@nestjs/cqrs';
import type { SuggestionAdminView, SuggestionView } from '../../views';

/** The community board: most votes first. */
export class ListSuggestionsQuery extends Query<SuggestionView[]> {}

/** The same, with submitter emails and admin notes (admin only). */
export class ListSuggestionsForAdminQuery extends Query<SuggestionAdminView[]> {}

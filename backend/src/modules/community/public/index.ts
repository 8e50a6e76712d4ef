// Community's public facade: use cases and read-model types other contexts may use.
export { ListSuggestionsQuery, ListSuggestionsForAdminQuery } from '../application/queries/list-suggestions/list-suggestions.query';
export { ModerateSuggestionCommand } from '../application/commands/moderate-suggestion/moderate-suggestion.command';
export { GetHelpFactsQuery } from '../application/queries/get-help-facts/get-help-facts.query';
export type { SuggestionView, SuggestionAdminView, HelpFacts } from '../application/views';

import { DomainError } from '../../../shared/ddd';

export const communityErrors = {
  invalid: (problems: string[]) => new DomainError('invalid', 'validation_failed', problems[0]!, problems.length > 1 ? problems : undefined),
  suggestionNotFound: () => new DomainError('not_found', 'suggestion_not_found', 'Suggestion not found'),
  alreadyVoted: () => new DomainError('conflict', 'already_voted', 'You may have already voted for this suggestion.'),
  transitionRefused: (from: string, to: string) => new DomainError('conflict', 'status_transition_refused', `A ${from.replace('_', ' ')} suggestion cannot become ${to.replace('_', ' ')}.`),
};

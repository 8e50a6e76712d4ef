import { MAX_NAME_LENGTH, MAX_NAMES, namesProblem, namesProblemMessage, splitNames } from '@boogy/contracts/song-names';
import { InvalidSongInputError } from './catalog.errors';

export { MAX_NAME_LENGTH, MAX_NAMES };

/**
 * The names rule shared with the screens (`@boogy/contracts/song-names`): split by commas or new
 * lines, trimmed, empties dropped; 1 to 20 names of at most 40 characters with letters in them.
 */
export function parseNames(input: string | readonly string[]): string[] {
  const names = splitNames(input);
  const problem = namesProblem(names);
  if (problem) throw new InvalidSongInputError(namesProblemMessage(problem), problem.code);
  return names;
}

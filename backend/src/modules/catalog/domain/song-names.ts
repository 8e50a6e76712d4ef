import { InvalidSongInputError } from './catalog.errors';

export const MAX_NAMES = 20;
export const MAX_NAME_LENGTH = 40;

/**
 * The spec's name rules: split by commas (or new lines), trimmed, empties dropped; 1 to 20 names.
 * Messages are the spec's, word for word.
 */
export function parseNames(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(/[,\n]/) : input.flatMap((n) => String(n).split(','));
  const names = parts.map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n.length > 0);
  if (names.length === 0) throw new InvalidSongInputError('Names Required: Please enter at least one name!', 'names_required');
  if (names.length > MAX_NAMES) {
    throw new InvalidSongInputError('Too Many Names: Maximum 20 names allowed for optimal song quality.', 'too_many_names');
  }
  const tooLong = names.find((n) => n.length > MAX_NAME_LENGTH);
  if (tooLong) throw new InvalidSongInputError(`Invalid Name: "${tooLong.slice(0, MAX_NAME_LENGTH)}…" is longer than ${MAX_NAME_LENGTH} characters.`, 'invalid_name');
  // Emoji or symbols only ("🎉🎉"): nothing to sing. The engine's own words for it.
  const noLetters = names.find((n) => !/\p{L}/u.test(n));
  if (noLetters) throw new InvalidSongInputError(`Invalid Name: "${noLetters}" has no letters left once markup, emoji and symbols are removed.`, 'invalid_name');
  return names;
}

// The generator's names rule, shared by the screens and the server so that both split and judge a
// list of names the same way. Limits come from openapi.yaml (limits.ts); messages are the spec's.
// Dependency-free on purpose: the backend loads this file at run time as it is.
import { MAX_NAME_LENGTH, MAX_NAMES, MIN_NAMES } from '@boogy/contracts/limits';

export { MAX_NAME_LENGTH, MAX_NAMES, MIN_NAMES };

/** Split by commas or new lines, trimmed, inner spaces collapsed, empty entries dropped. */
export function splitNames(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(/[,\n]/) : input.flatMap((name) => String(name).split(/[,\n]/));
  return parts.map((name) => name.trim().replace(/\s+/g, ' ')).filter((name) => name.length > 0);
}

export type NamesProblemCode = 'names_required' | 'too_many_names' | 'invalid_name';

export interface NamesProblem {
  code: NamesProblemCode;
  title: string;
  description: string;
}

/** What is wrong with an already split list of names, in the spec's words; null when nothing is. */
export function namesProblem(names: readonly string[]): NamesProblem | null {
  if (names.length < MIN_NAMES) return { code: 'names_required', title: 'Names Required', description: 'Please enter at least one name!' };
  if (names.length > MAX_NAMES) {
    return { code: 'too_many_names', title: 'Too Many Names', description: `Maximum ${MAX_NAMES} names allowed for optimal song quality.` };
  }
  const tooLong = names.find((name) => name.length > MAX_NAME_LENGTH);
  if (tooLong) {
    return { code: 'invalid_name', title: 'Invalid Name', description: `"${tooLong.slice(0, MAX_NAME_LENGTH)}…" is longer than ${MAX_NAME_LENGTH} characters.` };
  }
  // Emoji or symbols only ("🎉🎉"): nothing to sing.
  const noLetters = names.find((name) => !/\p{L}/u.test(name));
  if (noLetters) {
    return { code: 'invalid_name', title: 'Invalid Name', description: `"${noLetters}" has no letters left once markup, emoji and symbols are removed.` };
  }
  return null;
}

/** "Title: description", the one-line form the API's error bodies use. */
export function namesProblemMessage(problem: NamesProblem): string {
  return `${problem.title}: ${problem.description}`;
}

/** The two list messages in their one-line form, for validators that cannot call namesProblem. */
export const NAMES_REQUIRED_MESSAGE = namesProblemMessage(namesProblem([])!);
export const TOO_MANY_NAMES_MESSAGE = namesProblemMessage(namesProblem(Array.from({ length: MAX_NAMES + 1 }, () => 'a'))!);

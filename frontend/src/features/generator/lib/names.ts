export const MAX_NAMES = 20;

/** The spec's rule: split by commas, trimmed, empties dropped. */
export function splitNames(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

export type NamesProblem = { title: string; description: string } | null;

export function namesProblem(names: readonly string[]): NamesProblem {
  if (names.length === 0) return { title: 'Names Required', description: 'Please enter at least one name!' };
  if (names.length > MAX_NAMES) return { title: 'Too Many Names', description: 'Maximum 20 names allowed for optimal song quality.' };
  return null;
}

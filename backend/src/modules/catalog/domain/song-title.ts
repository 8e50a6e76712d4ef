/**
 * Titles follow `{product}N_{firstName}` (DECISIONS "Name and money"), N being one more than the
 * highest number among the owner's titles of that shape.
 */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function highestSongNumber(product: string, titles: readonly string[]): number {
  const pattern = new RegExp(`^${escapeRegExp(product)}(\\d{1,9})_`);
  let highest = 0;
  for (const title of titles) {
    const match = pattern.exec(title);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest;
}

/** The first name as a title part: letters, digits and hyphens only, so the title is also a good file name. */
export function titleFirstName(firstName: string): string {
  const cleaned = firstName
    .trim()
    .split(/\s+/)[0]!
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}-]/gu, '');
  return cleaned.slice(0, 30) || 'Friend';
}

export function songTitle(product: string, number: number, firstName: string): string {
  return `${product}${number}_${titleFirstName(firstName)}`;
}

/** The default shown when a title is edited and the song has none (account spec §4). */
export function defaultEditTitle(product: string, names: readonly string[]): string {
  return `${product} - ${names.join(', ')}`;
}

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

const STYLE_LABELS: Record<string, string> = { 'hip-hop': 'Hip-Hop', 'k-pop': 'K-Pop', kids: 'Kids', wedding: 'Wedding' };
const NAMES_SHOWN = 3;

export interface TitleFacts {
  title: string;
  names: readonly string[];
  style: string;
  isBirthday: boolean;
  isWedding: boolean;
}

/**
 * The title people read (emails, as the screens do): the owner's own once renamed, else the names
 * with the style and the event — "Oliver, Sophie, and Marcus · K-Pop Birthday". The stored default
 * (`Boogy3_Oliver`) reads like a file name and is never shown.
 */
export function humanSongTitle(product: string, song: TitleFacts): string {
  if (song.title && !new RegExp(`^${escapeRegExp(product)}\\d+_`).test(song.title)) return song.title;
  const names = song.names.length === 0 ? 'Friends'
    : song.names.length <= NAMES_SHOWN ? new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(song.names)
    : `${song.names.slice(0, NAMES_SHOWN).join(', ')} + ${song.names.length - NAMES_SHOWN} more`;
  const style = STYLE_LABELS[song.style] ?? 'Party';
  const event = song.isWedding ? 'Wedding' : song.isBirthday ? 'Birthday' : 'Party';
  return `${names} · ${style === event ? style : `${style} ${event}`}`;
}

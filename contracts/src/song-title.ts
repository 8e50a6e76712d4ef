// The human title of a song, shared by the screens and the server (share pages' link previews).
// Dependency-free on purpose: the backend loads this file at run time as it is.
import type { components } from './schema.js';

export type SongStyle = components['schemas']['SongStyle'];

/** How each of the contract's song styles is named on screen. */
export const STYLE_LABELS: Record<SongStyle, string> = {
  'hip-hop': 'Hip-Hop',
  'k-pop': 'K-Pop',
  kids: 'Kids',
  wedding: 'Wedding',
};

/** Style and event are absent from views that do not carry them: then "Party Song". */
export interface TitledSong {
  title: string;
  names: string[];
  style?: SongStyle;
  isBirthday?: boolean;
  isWedding?: boolean;
}

const NAMES_SHOWN = 3;
const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

function namesPart(names: string[]): string {
  if (names.length === 0) return 'Friends';
  if (names.length <= NAMES_SHOWN) return listFormat.format(names);
  return `${names.slice(0, NAMES_SHOWN).join(', ')} + ${names.length - NAMES_SHOWN} more`;
}

/** The stored default title ("Boogy3_Alice", docs/product-decisions.md) reads like a file name: it is never shown. */
function isDefaultTitle(title: string, productName: string): boolean {
  const escaped = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}\\d+_`).test(title);
}

/**
 * The title every screen shows: the user's own once renamed, else the names with the style and the
 * event — "Oliver, Sophie, and Marcus · K-Pop Birthday".
 */
export function humanSongTitle(song: TitledSong, productName: string): string {
  if (song.title && !isDefaultTitle(song.title, productName)) return song.title;
  if (!song.style) return `${namesPart(song.names)} · Party Song`;
  const style = STYLE_LABELS[song.style];
  const event = song.isWedding ? 'Wedding' : song.isBirthday ? 'Birthday' : 'Party';
  const kind = style === event ? style : `${style} ${event}`.trim();
  return `${namesPart(song.names)} · ${kind}`;
}

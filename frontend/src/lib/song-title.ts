import { PRODUCT_NAME } from '@/config/product';
import { STYLE_LABELS, type SongStyle } from '@/config/song-styles';

/** Style and event are absent from views that do not carry them (a public share): then "Party Song". */
export interface TitledSong {
  title: string;
  names: string[];
  style?: SongStyle;
  isBirthday?: boolean;
  isWedding?: boolean;
}

/** The stored default title ("Boogy3_Alice", DECISIONS.md) reads like a file name: it is never shown. */
const DEFAULT_TITLE = new RegExp(`^${PRODUCT_NAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d+_`);
const NAMES_SHOWN = 3;
const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

function namesPart(names: string[]): string {
  if (names.length === 0) return 'Friends';
  if (names.length <= NAMES_SHOWN) return listFormat.format(names);
  return `${names.slice(0, NAMES_SHOWN).join(', ')} + ${names.length - NAMES_SHOWN} more`;
}

/**
 * The title every screen shows: the user's own once renamed, else the names with the style and the
 * event — "Oliver, Sophie, and Marcus · K-Pop Birthday".
 */
export function songTitle(song: TitledSong): string {
  if (song.title && !DEFAULT_TITLE.test(song.title)) return song.title;
  if (!song.style) return `${namesPart(song.names)} · Party Song`;
  const style = STYLE_LABELS[song.style];
  const event = song.isWedding ? 'Wedding' : song.isBirthday ? 'Birthday' : 'Party';
  const kind = style === event ? style : `${style} ${event}`.trim();
  return `${namesPart(song.names)} · ${kind}`;
}

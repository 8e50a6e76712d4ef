import { PRODUCT_NAME } from '@/config/product';
import { songTitle } from '@/lib/song-title';

/** The title field's starting value: the current title, or '{product} - {names joined}' (spec). */
export const editableTitle = (song: { title: string; names: string[] }) => song.title || `${PRODUCT_NAME} - ${song.names.join(', ')}`;
export const displayTitle = songTitle;
export const featuring = (song: { names: string[] }) => (song.names.length > 0 ? song.names.join(', ') : 'Friends');

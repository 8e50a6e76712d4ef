import { PRODUCT_NAME } from '@/config/product';
import { songTitle, type TitledSong } from '@/lib/song-title';

/**
 * The title field's starting value: the title the card shows (the stored "Boogy1_Ngozi" reads like
 * a file name and is never shown), or '{product} - {names joined}' (spec) without names.
 */
export const editableTitle = (song: TitledSong) => songTitle(song) || `${PRODUCT_NAME} - ${song.names.join(', ')}`;
export const displayTitle = songTitle;
export const featuring = (song: { names: string[] }) => (song.names.length > 0 ? song.names.join(', ') : 'Friends');

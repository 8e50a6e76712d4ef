import { PRODUCT_NAME } from '@/config/product';

/** The title field's starting value: the current title, or '{product} - {names joined}' (spec). */
export const editableTitle = (song: { title: string; names: string[] }) => song.title || `${PRODUCT_NAME} - ${song.names.join(', ')}`;
export const displayTitle = (song: { title: string }) => song.title || 'Party Song';
export const featuring = (song: { names: string[] }) => (song.names.length > 0 ? song.names.join(', ') : 'Friends');

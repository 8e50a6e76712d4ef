import type { Schema } from '@boogy/contracts';

export type SongStyle = Schema<'SongStyle'>;

/** How each of the contract's song styles is named on screen (the values come from openapi.yaml). */
export { STYLE_LABELS } from '@boogy/contracts/song-title';

import type { Schema } from '@boogy/contracts';

export type SongStyle = Schema<'SongStyle'>;

/** How each of the contract's song styles is named on screen (the values come from openapi.yaml). */
export const STYLE_LABELS: Record<SongStyle, string> = {
  'hip-hop': 'Hip-Hop',
  'k-pop': 'K-Pop',
  kids: 'Kids',
  wedding: 'Wedding',
};

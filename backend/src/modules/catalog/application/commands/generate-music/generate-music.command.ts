import type { NamePronunciation } from '../../../domain/name-pronunciation';

export interface GenerateMusicCommand {
  songId: string;
  /** The edited lyrics; stored on the song before rendering. */
  lyrics?: string;
  vocalGender?: string;
  style?: string;
  /** Replaces the song's "sounds like" spellings when given. */
  pronunciations?: NamePronunciation[];
}

export interface GenerateMusicCommand {
  songId: string;
  /** The edited lyrics; stored on the song before rendering. */
  lyrics?: string;
  vocalGender?: string;
  style?: string;
}

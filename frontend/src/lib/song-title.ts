import { humanSongTitle, type TitledSong } from '@boogy/contracts/song-title';
import { PRODUCT_NAME } from '@/config/product';

export type { TitledSong };

/**
 * The title every screen shows: the user's own once renamed, else the names with the style and the
 * event — "Oliver, Sophie, and Marcus · K-Pop Birthday". The rule lives in contracts/ so the server's
 * link previews of share pages read the same.
 */
export function songTitle(song: TitledSong): string {
  return humanSongTitle(song, PRODUCT_NAME);
}

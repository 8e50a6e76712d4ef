import type { Song } from '../../domain/song';
import type { SongForPurchase } from '../../../checkout/public';

/** What selling a song reads and changes (checkout asks through its messages), in the open unit of work. */
export abstract class SongSales {
  /** The facts checkout needs to sell a song, or null when there is no such song. */
  abstract findForPurchase(songId: string): Promise<SongForPurchase | null>;
  /** The title people read (the owner's own, else names · style event); null when there is no such song. */
  abstract humanTitle(songId: string, product: string): Promise<string | null>;
  /** The song under its row lock until the unit of work commits, as the aggregate whose rules decide; null when it is gone. */
  abstract lockForPayment(songId: string): Promise<Song | null>;
  /** Writes what paying and refunding change; the read cache forgets the song once that commits. */
  abstract savePayment(song: Song): Promise<void>;
  /** Moves a guest's songs (not yet owned by any user) to the account; answers how many moved. */
  abstract assignGuestSongs(guestId: string, userId: string): Promise<number>;
}

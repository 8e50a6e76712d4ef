import type { MarkSongPaidOutcome, SongForPurchase } from '../../public/asks-catalog';

/** What the checkout needs from the catalog and identity (through the messages it declares in its public/). */
export const CATALOG_PORT = Symbol('CATALOG_PORT');
export const ACCOUNTS_PORT = Symbol('ACCOUNTS_PORT');

export type { SongForPurchase };

export interface CatalogPort {
  findSongForPurchase(songId: string): Promise<SongForPurchase | null>;
  /**
   * Unlocks the song for this payment, checked under its row lock: 'missing' when the song no
   * longer exists (deleted, or expired and removed), and nothing changes when another payment
   * already unlocked it or this one did before (idempotent per payment).
   */
  markSongPaid(songId: string, paymentId: string): Promise<MarkSongPaidOutcome>;
  /** Locks the full song again, only if this payment is the one that unlocked it. */
  revokeSongPayment(songId: string, paymentId: string): Promise<void>;
  assignGuestSongsToUser(guestId: string, userId: string): Promise<void>;
  /** The title people read (names · style event until renamed); null when the song is gone. */
  songTitle(songId: string): Promise<string | null>;
}

export interface AccountsPort {
  /** The id of the account with this email, whatever its letter case, or null. */
  findUserIdByEmail(email: string): Promise<string | null>;
  /** A passwordless account for a guest who paid or took a free song, in the caller's transaction. */
  createGuestBuyer(buyer: { email: string; firstName: string }): Promise<string>;
  /** Where a receipt goes: the active account's email, or null. */
  emailOf(userId: string): Promise<string | null>;
  /** A one-time sign-in link path for a receipt (`/sign-in-link?token=…`), in the caller's transaction. */
  receiptSignInPath(userId: string): Promise<string | null>;
}

/** A song belongs to its user, or to the guest cookie that made it while no user owns it. */
export function ownsSong(song: SongForPurchase, buyer: { userId: string | null; guestId: string | null }): boolean {
  if (song.ownerUserId) return song.ownerUserId === buyer.userId;
  return song.guestId !== null && song.guestId === buyer.guestId;
}

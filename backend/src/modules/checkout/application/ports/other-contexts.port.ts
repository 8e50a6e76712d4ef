import type { EntityManager } from '@mikro-orm/postgresql';

/** What the checkout needs from the catalog and identity (implemented over their public facades). */
export const CATALOG_PORT = Symbol('CATALOG_PORT');
export const ACCOUNTS_PORT = Symbol('ACCOUNTS_PORT');

export interface SongForPurchase {
  id: string;
  title: string;
  ownerUserId: string | null;
  guestId: string | null;
  isPaid: boolean;
}

export interface CatalogPort {
  findSongForPurchase(em: EntityManager, songId: string): Promise<SongForPurchase | null>;
  /**
   * Unlocks the song for this payment, checked under its row lock: 'missing' when the song no
   * longer exists (deleted, or expired and removed), and nothing changes when another payment
   * already unlocked it or this one did before (idempotent per payment).
   */
  markSongPaid(em: EntityManager, songId: string, paymentId: string): Promise<'marked' | 'already_by_this_payment' | 'paid_by_another_payment' | 'missing'>;
  /** Locks the full song again, only if this payment is the one that unlocked it. */
  revokeSongPayment(em: EntityManager, songId: string, paymentId: string): Promise<void>;
  assignGuestSongsToUser(em: EntityManager, guestId: string, userId: string): Promise<void>;
  /** The title people read (names · style event until renamed); null when the song is gone. */
  songTitle(em: EntityManager, songId: string): Promise<string | null>;
}

export interface AccountsPort {
  /** The id of the account with this email, whatever its letter case, or null. */
  findUserIdByEmail(em: EntityManager, email: string): Promise<string | null>;
  /** A passwordless account for a guest who paid or took a free song, in the caller's transaction. */
  createGuestBuyer(em: EntityManager, buyer: { email: string; firstName: string }): Promise<string>;
  /** Where a receipt goes: the active account's email, or null. */
  emailOf(em: EntityManager, userId: string): Promise<string | null>;
  /** A one-time sign-in link path for a receipt (`/sign-in-link?token=…`), in the caller's transaction. */
  receiptSignInPath(em: EntityManager, userId: string): Promise<string | null>;
}

/** A song belongs to its user, or to the guest cookie that made it while no user owns it. */
export function ownsSong(song: SongForPurchase, buyer: { userId: string | null; guestId: string | null }): boolean {
  if (song.ownerUserId) return song.ownerUserId === buyer.userId;
  return song.guestId !== null && song.guestId === buyer.guestId;
}

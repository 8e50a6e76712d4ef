import type { HeldPurchase } from '../../domain/song-purchase';

/** The song's one purchase, held in the database (a row per song: the first to insert it wins). */
export const SONG_PURCHASES = Symbol('SONG_PURCHASES');

export interface SongPurchases {
  /**
   * Takes the song's purchase for this order (null: a free download) in the caller's transaction,
   * waiting for a concurrent taker to commit or roll back. Answers null when taken now, else who holds it.
   */
  take(songId: string, claim: { orderId: string | null; voucherId: string | null }): Promise<HeldPurchase | null>;
  /** The purchase became this payment. */
  paid(songId: string, paymentId: string): Promise<void>;
  /** Gives up a purchase an order took and never paid (its capture definitely failed). */
  releaseOrder(orderId: string): Promise<void>;
  /** A refunded payment frees its song for a new purchase. */
  releasePayment(paymentId: string): Promise<void>;
  /** Gives up the purchase an unpaid order holds; false when it holds none. */
  releaseUnpaidOrder(orderId: string): Promise<boolean>;
  /** Who holds it now, or null. */
  holder(songId: string): Promise<HeldPurchase | null>;
}

import { DomainError } from '../../../shared/ddd';

/** Who holds a song's one purchase: a capture in flight (orderId), or the payment it became. */
export interface HeldPurchase {
  orderId: string | null;
  paymentId: string | null;
}

export const songPurchaseErrors = {
  alreadyPaid: () => new DomainError('conflict', 'already_paid', 'This song is already paid for'),
  inProgress: () => new DomainError('conflict', 'purchase_in_progress', 'A payment for this song is already in progress'),
};

/**
 * A song is bought once: whoever takes its purchase first (a capture or a free download) wins,
 * and every other purchase is refused before any money moves. A capture retrying its own order
 * keeps the purchase it took. `held` is the purchase found when taking it failed (null: taken now).
 */
export function purchaseVerdict(held: HeldPurchase | null, orderId: string | null): 'taken' | 'mine' | DomainError {
  if (held === null) return 'taken';
  if (orderId !== null && held.orderId === orderId) return held.paymentId ? songPurchaseErrors.alreadyPaid() : 'mine';
  return held.paymentId ? songPurchaseErrors.alreadyPaid() : songPurchaseErrors.inProgress();
}

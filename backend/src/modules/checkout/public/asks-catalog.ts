import { Command, Query } from '@nestjs/cqrs';

/*
 * What the checkout asks of the catalog. The checkout declares these messages and the catalog
 * handles them (catalog/application/for-checkout/), so the catalog imports the checkout and never
 * the other way round. Run inside the checkout's unit of work, they join its transaction.
 */

/** The facts checkout needs to sell a song. */
export interface SongForPurchase {
  id: string;
  title: string;
  ownerUserId: string | null;
  guestId: string | null;
  isPaid: boolean;
}

/** The song to sell, or null when there is no such song. */
export class FindSongForPurchaseQuery extends Query<SongForPurchase | null> {
  constructor(readonly songId: string) {
    super();
  }
}

/** The title people read on a receipt (the owner's own, else names · style event); null when the song is gone. */
export class FindSongTitleForReceiptQuery extends Query<string | null> {
  constructor(readonly songId: string) {
    super();
  }
}

/** What unlocking a song did: only 'marked' changed anything. */
export type MarkSongPaidOutcome = 'marked' | 'already_by_this_payment' | 'paid_by_another_payment' | 'missing';

/**
 * Unlocks the full song for this payment (a paid song never expires), checked under the song's row
 * lock: 'missing' when it no longer exists; a song another payment unlocked is left as it is; a
 * repeat with the same payment changes nothing.
 */
export class MarkSongPaidCommand extends Command<MarkSongPaidOutcome> {
  constructor(
    readonly songId: string,
    readonly paymentId: string,
  ) {
    super();
  }
}

/** A refund locks the full song again (it then expires like any unpaid song), only if this payment unlocked it; true when it did. */
export class RevokeSongPaymentCommand extends Command<boolean> {
  constructor(
    readonly songId: string,
    readonly paymentId: string,
  ) {
    super();
  }
}

/** A guest buyer's songs (not yet owned by any user) move to the account that paid; answers how many moved. */
export class AssignGuestSongsToBuyerCommand extends Command<number> {
  constructor(
    readonly guestId: string,
    readonly userId: string,
  ) {
    super();
  }
}

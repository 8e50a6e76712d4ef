import { fixedDomainError } from '../../../shared/ddd';

/** Another payment unlocked this song already: a second one is refused (checkout refunds it). */
export class SongPaidTwiceError extends fixedDomainError('conflict', 'already_paid', 'This song is already paid for') {}

/**
 * Whether a song is paid, and by which payment. A song is paid once: a repeat by the payment that
 * unlocked it changes nothing, any other payment is refused, and only that payment's refund locks
 * it again. (The song row's lock and the checkout's one-purchase-per-song table enforce the same
 * in the database.)
 */
export class SongPayment {
  private constructor(
    readonly isPaid: boolean,
    readonly paymentId: string | null,
  ) {}

  static restore(state: { isPaid: boolean; paymentId: string | null }): SongPayment {
    return new SongPayment(state.isPaid, state.paymentId);
  }

  static unpaid(): SongPayment {
    return new SongPayment(false, null);
  }

  /** Paid by this payment; `changed` is false for a repeat. Throws SongPaidTwiceError for another payment. */
  pay(paymentId: string): { payment: SongPayment; changed: boolean } {
    if (!paymentId) throw new Error('SongPayment.pay: a payment id is required');
    if (this.isPaid) {
      if (this.paymentId !== paymentId) throw new SongPaidTwiceError();
      return { payment: this, changed: false };
    }
    return { payment: new SongPayment(true, paymentId), changed: true };
  }

  /** Whether refunding `paymentId` locks the song again: only the payment that unlocked it does. */
  isRevokedBy(paymentId: string): boolean {
    return this.isPaid && this.paymentId === paymentId;
  }
}

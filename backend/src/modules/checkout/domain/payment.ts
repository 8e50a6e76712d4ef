export type PaymentStatus = 'captured' | 'free' | 'refunded' | 'duplicate';

/** What the refund rules need of a payment (the repository keeps the rest of the row). */
export interface PaymentState {
  id: string;
  userId: string;
  songId: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  isRefunded: boolean;
  refundedAt: Date | null;
  refundReason: string | null;
}

export type PaymentEvent = { type: 'refunded'; paymentId: string; buyerUserId: string; songId: string | null; amountRefundedCents: number; currency: string };

/** A refund reason is kept up to this many characters. */
export const REFUND_REASON_MAX = 500;

/**
 * A payment that unlocked a song or a pack. It is refunded once: the refund takes back what it
 * unlocked (its song, when it is the payment that unlocked it) and is announced once.
 */
export class Payment {
  private readonly events: PaymentEvent[] = [];

  private constructor(private readonly state: PaymentState) {}

  static restore(state: PaymentState): Payment {
    return new Payment({ ...state });
  }

  get id(): string { return this.state.id; }
  get userId(): string { return this.state.userId; }
  get songId(): string | null { return this.state.songId; }
  get amount(): number { return this.state.amount; }
  get currency(): string { return this.state.currency; }
  get status(): PaymentStatus { return this.state.status; }
  get isRefunded(): boolean { return this.state.isRefunded; }
  get refundedAt(): Date | null { return this.state.refundedAt; }

  toState(): PaymentState {
    return { ...this.state };
  }

  pullEvents(): PaymentEvent[] {
    return this.events.splice(0, this.events.length);
  }

  /** Refunded at `now` for `reason`; false, changing nothing, when it was refunded already. */
  refund(reason: string, now: Date): boolean {
    if (this.state.isRefunded) return false;
    Object.assign(this.state, { isRefunded: true, status: 'refunded', refundedAt: now, refundReason: reason.slice(0, REFUND_REASON_MAX) });
    this.events.push({ type: 'refunded', paymentId: this.id, buyerUserId: this.userId, songId: this.songId, amountRefundedCents: this.amount, currency: this.currency });
    return true;
  }
}

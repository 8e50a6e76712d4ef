import { DomainError } from '../../../shared/ddd';
import type { StoredCaptureResult } from './capture-result';

export type OrderStatus = 'created' | 'captured' | 'failed';
export type PaymentProvider = 'sandbox' | 'paypal';

/** Everything an order holds; the repository maps it to and from its table. */
export interface OrderState {
  id: string;
  provider: PaymentProvider;
  providerOrderId: string;
  songId: string | null;
  packId: string | null;
  buyerUserId: string | null;
  buyerGuestId: string | null;
  guestEmail: string | null;
  guestFirstName: string | null;
  listPriceCents: number;
  amountCents: number;
  currency: string;
  voucherId: string | null;
  voucherClaimed: boolean;
  captureAttempt: number;
  captureStartedAt: Date | null;
  status: OrderStatus;
  failureReason: string | null;
  captureResult: StoredCaptureResult | null;
  /** Last change: a capture attempt touches it, so the release of stale claims leaves the order alone. */
  updatedAt: Date;
}

/** What the provider says it captured for an order. */
export interface CapturedMoney {
  amountCents: number;
  currency: string;
  /** Our order id as the provider echoes it (custom_id); null when it did not. */
  customId: string | null;
}

export type OrderEvent =
  | { type: 'capture-started'; orderId: string }
  | { type: 'captured'; orderId: string; paymentId: string }
  | { type: 'failed'; orderId: string; reason: string };

/** A move an order's life cycle does not allow (a bug or a race the caller must not hide). */
export class IllegalOrderTransitionError extends DomainError {
  constructor(move: string, status: OrderStatus) {
    super('conflict', 'illegal_order_transition', `A ${status} order cannot ${move}.`);
  }
}

/**
 * An order at the payment provider and its life cycle: created (open) → captured | failed. While
 * open, a capture attempt may start (it holds the song's purchase and, counted once per order, the
 * voucher's use); an attempt that took no money ends and gives the voucher's use back, so the next
 * attempt is a new request for the provider. An order is captured once and keeps that first
 * result (a repeat answers it). A failed order starts no capture, but money the provider took for
 * it anyway (a late webhook) is still honoured: it is captured then, or refused and refunded.
 */
export class Order {
  private readonly events: OrderEvent[] = [];

  private constructor(private readonly state: OrderState) {}

  static restore(state: OrderState): Order {
    return new Order({ ...state });
  }

  get id(): string { return this.state.id; }
  get provider(): PaymentProvider { return this.state.provider; }
  get providerOrderId(): string { return this.state.providerOrderId; }
  get songId(): string | null { return this.state.songId; }
  get packId(): string | null { return this.state.packId; }
  get buyerUserId(): string | null { return this.state.buyerUserId; }
  get buyerGuestId(): string | null { return this.state.buyerGuestId; }
  get guestEmail(): string | null { return this.state.guestEmail; }
  get guestFirstName(): string | null { return this.state.guestFirstName; }
  get amountCents(): number { return this.state.amountCents; }
  get currency(): string { return this.state.currency; }
  get voucherId(): string | null { return this.state.voucherId; }
  get voucherClaimed(): boolean { return this.state.voucherClaimed; }
  get captureAttempt(): number { return this.state.captureAttempt; }
  get status(): OrderStatus { return this.state.status; }
  get failureReason(): string | null { return this.state.failureReason; }
  get isOpen(): boolean { return this.state.status === 'created'; }

  /** The first capture's result, once captured: a repeated capture answers exactly this. */
  get capturedResult(): StoredCaptureResult | null {
    return this.state.status === 'captured' ? this.state.captureResult : null;
  }

  toState(): OrderState {
    return { ...this.state };
  }

  pullEvents(): OrderEvent[] {
    return this.events.splice(0, this.events.length);
  }

  /**
   * A capture is sent to the provider from `now` (kept when an earlier attempt set it): an open
   * order found marked after a crash is asked about by the reconciliation. False when it is no longer open.
   */
  startCapture(now: Date): boolean {
    if (!this.isOpen) return false;
    this.state.captureStartedAt ??= now;
    this.state.updatedAt = now;
    this.events.push({ type: 'capture-started', orderId: this.id });
    return true;
  }

  /** Whether this attempt still has to claim the voucher's use (an earlier attempt of this order may hold it). */
  get needsVoucherClaim(): boolean {
    return this.isOpen && this.state.voucherId !== null && !this.state.voucherClaimed;
  }

  /** The voucher's use is counted for this order (once). */
  claimVoucher(): void {
    if (!this.isOpen) throw new IllegalOrderTransitionError('claim a voucher use', this.state.status);
    if (this.state.voucherId === null) throw new IllegalOrderTransitionError('claim a voucher it does not have', this.state.status);
    this.state.voucherClaimed = true;
  }

  /**
   * A capture that definitely took no money: the voucher's use it held is given back (answered,
   * for the caller to release), the next attempt is a new request for the provider, and with a
   * reason the order fails. Null, changing nothing, when the order is no longer open.
   */
  endAttempt(failureReason: string | null): { releaseVoucherId: string | null } | null {
    if (!this.isOpen) return null;
    const releaseVoucherId = this.dropClaims();
    this.state.captureAttempt += 1;
    if (failureReason !== null) this.markFailed(failureReason);
    return { releaseVoucherId };
  }

  /** Whether what the provider captured is what this order asked for (amount, currency, our id). */
  matches(capture: CapturedMoney): boolean {
    return capture.amountCents === this.state.amountCents && capture.currency === this.state.currency && (capture.customId === null || capture.customId === this.id);
  }

  /**
   * A capture that arrives without this order's claim (only the webhook path: the capture call
   * claims first). The money is taken: the voucher's use is counted even past its limit. Answers
   * whether a use must be counted now.
   */
  countLateVoucherUse(): boolean {
    if (this.state.voucherId === null || this.state.voucherClaimed) return false;
    this.state.voucherClaimed = true;
    return true;
  }

  /** Paid: the order keeps this result for good. Captured once (a failed order's late capture counts: the money is taken). */
  capture(result: StoredCaptureResult, buyerUserId: string): void {
    if (this.state.status === 'captured') throw new IllegalOrderTransitionError('be captured again', this.state.status);
    Object.assign(this.state, { status: 'captured', captureStartedAt: null, buyerUserId, captureResult: result });
    this.events.push({ type: 'captured', orderId: this.id, paymentId: result.paymentId });
  }

  /**
   * The payment is refused (or the claim could not be made): the order fails with `reason` (a
   * failed order keeps the latest) and the voucher use it held is answered for release. Null,
   * changing nothing, once captured: a paid order never fails.
   */
  fail(reason: string): { releaseVoucherId: string | null } | null {
    if (this.state.status === 'captured') return null;
    const releaseVoucherId = this.dropClaims();
    this.markFailed(reason);
    return { releaseVoucherId };
  }

  /**
   * Nothing was captured and the order was abandoned: its claims are given back (the voucher use
   * answered for release) while it stays open. Null when it is no longer open.
   */
  releaseClaims(): { releaseVoucherId: string | null } | null {
    if (!this.isOpen) return null;
    return { releaseVoucherId: this.dropClaims() };
  }

  private dropClaims(): string | null {
    const releaseVoucherId = this.state.voucherClaimed ? this.state.voucherId : null;
    Object.assign(this.state, { voucherClaimed: false, captureStartedAt: null });
    return releaseVoucherId;
  }

  private markFailed(reason: string): void {
    Object.assign(this.state, { status: 'failed', failureReason: reason });
    this.events.push({ type: 'failed', orderId: this.id, reason });
  }
}

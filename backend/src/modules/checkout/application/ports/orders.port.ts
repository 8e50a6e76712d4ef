import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredCaptureResult } from '../../domain/capture-result';

/** The checkout's orders (one per provider order), in the caller's transaction `em`. */
export const ORDERS = Symbol('Orders');

export type OrderStatus = 'created' | 'captured' | 'failed';
export type PaymentProvider = 'sandbox' | 'paypal';

/**
 * An order as the application reads it. A record answered by `find…` or `lock` is tracked by the
 * `em` it came from: what the caller changes on it is written at that `em`'s flush (the end of its
 * transaction), like any row of the unit of work.
 */
export interface OrderRecord {
  readonly id: string;
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
}

export type NewOrder = Pick<
  OrderRecord,
  'provider' | 'providerOrderId' | 'songId' | 'packId' | 'buyerUserId' | 'buyerGuestId' | 'guestEmail' | 'guestFirstName' | 'listPriceCents' | 'amountCents' | 'currency' | 'voucherId'
>;

/** An open order whose capture began and never recorded its outcome. */
export interface OpenCapture {
  id: string;
  providerOrderId: string;
  ageSeconds: number;
}

/** An open order holding a voucher use for a capture that may never come. */
export interface StaleVoucherClaim {
  id: string;
  providerOrderId: string;
  voucherId: string;
}

export interface Orders {
  /** A new order with its id, not stored until `save`. */
  draft(em: EntityManager, order: NewOrder): OrderRecord;
  save(em: EntityManager, order: OrderRecord): Promise<void>;
  findByProviderOrderId(em: EntityManager, providerOrderId: string, provider?: PaymentProvider): Promise<OrderRecord | null>;
  findById(em: EntityManager, id: string): Promise<OrderRecord | null>;
  /** The order under its row lock (it must exist). */
  lock(em: EntityManager, id: string): Promise<OrderRecord>;

  /** Marks an open order as capturing (kept when set already); null when it is no longer open. */
  markCapturing(em: EntityManager, id: string): Promise<{ voucherClaimed: boolean } | null>;
  markVoucherClaimed(em: EntityManager, id: string): Promise<void>;
  /** Ends an order whose claim could not be made: failed with this reason, no longer capturing. */
  failClaim(em: EntityManager, id: string, reason: string): Promise<void>;
  /** The voucher an open order claimed, under the order's row lock; null when it is not open. */
  lockOpen(em: EntityManager, id: string): Promise<{ voucherId: string | null; voucherClaimed: boolean } | null>;
  /** A capture attempt that took no money: claims off, next attempt, and failed when a reason is given. */
  endAttempt(em: EntityManager, id: string, failureReason: string | null): Promise<void>;

  /** Open orders of this provider capturing for longer than `olderThanSeconds`, oldest first. */
  capturesInFlight(em: EntityManager, provider: PaymentProvider, olderThanSeconds: number, limit: number): Promise<OpenCapture[]>;
  /** A capturing order untouched for `hours`, under its row lock; null otherwise. */
  lockAbandonedCapture(em: EntityManager, id: string, hours: number): Promise<{ voucherId: string | null; voucherClaimed: boolean } | null>;
  /** Clears the claims of an order (voucher use and capture mark). */
  clearClaims(em: EntityManager, id: string): Promise<void>;
  /** Open orders of this provider holding a voucher use, untouched for `hours`, oldest first. */
  staleVoucherClaims(em: EntityManager, provider: PaymentProvider, hours: number, limit: number): Promise<StaleVoucherClaim[]>;
  /** Clears the claims only if the order is still open, claimed and untouched for `hours`; false otherwise. */
  clearStaleClaim(em: EntityManager, id: string, hours: number): Promise<boolean>;
}

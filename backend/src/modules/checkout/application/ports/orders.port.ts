import type { Order, OrderState, OrderStatus, PaymentProvider } from '../../domain/order';

/** The checkout's orders (one per provider order), read and written in the open unit of work, if any. */
export const ORDERS = Symbol('Orders');

export type { OrderStatus, PaymentProvider };

/**
 * An order as the application reads it. A draft answered by `draft` is stored by `save`; every
 * later change goes through the `Order` aggregate (`load`, `update`).
 */
export type OrderRecord = Omit<OrderState, 'updatedAt'>;

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
  draft(order: NewOrder): OrderRecord;
  save(order: OrderRecord): Promise<void>;
  findByProviderOrderId(providerOrderId: string, provider?: PaymentProvider): Promise<OrderRecord | null>;
  findById(id: string): Promise<OrderRecord | null>;
  /** Inside a transaction: the order under its row lock (it must exist), as the aggregate its changes go through. */
  load(id: string): Promise<Order>;
  /** Writes the order's state at the caller's flush. */
  update(order: Order): void;

  /** Open orders of this provider capturing for longer than `olderThanSeconds`, oldest first. */
  capturesInFlight(provider: PaymentProvider, olderThanSeconds: number, limit: number): Promise<OpenCapture[]>;
  /** A capturing open order untouched for `hours`, under its row lock; null otherwise. */
  loadAbandonedCapture(id: string, hours: number): Promise<Order | null>;
  /** Open orders of this provider holding a voucher use, untouched for `hours`, oldest first. */
  staleVoucherClaims(provider: PaymentProvider, hours: number, limit: number): Promise<StaleVoucherClaim[]>;
  /** The order under its row lock only if it is still open, holds a voucher use and was untouched for `hours`; null otherwise. */
  loadStaleClaim(id: string, hours: number): Promise<Order | null>;
}

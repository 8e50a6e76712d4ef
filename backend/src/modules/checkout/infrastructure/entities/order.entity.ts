import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type OrderStatus = 'created' | 'captured' | 'failed';
export type PaymentProvider = 'sandbox' | 'paypal';

import type { StoredCaptureResult } from '../../domain/capture-result';

export type { StoredCaptureResult };

/**
 * An order we created at the payment provider, before it is paid: who buys what, at which price
 * (always the server's), with which voucher. Its id is the provider order's custom_id.
 */
@Entity({ schema: 'checkout', tableName: 'orders' })
@Unique({ name: 'orders_provider_order_unique', properties: ['providerOrderId'] })
@Index({ name: 'orders_buyer_user_idx', properties: ['buyerUserId'] })
/** For the release of stale voucher claims: open orders holding a voucher use, oldest first per provider. */
@Index({
  name: 'orders_stale_voucher_claims_idx',
  expression: `create index "orders_stale_voucher_claims_idx" on "checkout"."orders" ("provider", "updated_at") where "status" = 'created' and "voucher_claimed" and "voucher_id" is not null`,
})
/** For the reconciliation of captures that began and never recorded their outcome. */
@Index({
  name: 'orders_captures_in_flight_idx',
  expression: `create index "orders_captures_in_flight_idx" on "checkout"."orders" ("provider", "capture_started_at") where "status" = 'created' and "capture_started_at" is not null`,
})
/** A price is 0 (free download) or at least $1.00 (rows from before the rule stay: see the migration). */
@Check({ name: 'orders_amount_floor_check', expression: 'amount_cents = 0 or amount_cents >= 100' })
export class Order {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'text' }) provider!: PaymentProvider;
  @Property({ type: 'text' }) providerOrderId!: string;
  @Property({ type: 'uuid', nullable: true }) songId: string | null = null;
  @Property({ type: 'text', nullable: true }) packId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) buyerUserId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) buyerGuestId: string | null = null;

  /** A guest buyer's details; the account is made from them once the payment is captured. */
  @Property({ type: 'text', nullable: true }) guestEmail: string | null = null;
  @Property({ type: 'text', nullable: true }) guestFirstName: string | null = null;
  @Property({ type: 'integer' }) listPriceCents!: number;
  @Property({ type: 'integer' }) amountCents!: number;
  @Property({ type: 'text' }) currency!: string;
  @Property({ type: 'uuid', nullable: true }) voucherId: string | null = null;

  /** The voucher's use is counted (atomically) once, when the capture starts. */
  @Property({ type: 'boolean', default: false }) voucherClaimed: boolean & Opt = false;

  /**
   * Bumped after a definite failure (declined, not approved): the next capture is a new request for
   * the provider, while retries of one attempt reuse its PayPal-Request-Id and cannot charge twice.
   */
  @Property({ type: 'integer', default: 0 }) captureAttempt: number & Opt = 0;

  /**
   * Set when a capture is sent to the provider, cleared when it definitely failed: an open order
   * with it set may have been paid at the provider without our record (a crash in between).
   */
  @Property({ type: 'datetime', nullable: true }) captureStartedAt: Date | null = null;
  @Property({ type: 'text', default: 'created' }) status: OrderStatus & Opt = 'created';
  @Property({ type: 'text', nullable: true }) failureReason: string | null = null;
  @Property({ type: 'json', nullable: true }) captureResult: StoredCaptureResult | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date & Opt = new Date();
}

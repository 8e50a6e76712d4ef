import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** 'duplicate': a second payment for a song paid before the one-purchase rule (to refund by hand). */
export type PaymentStatus = 'captured' | 'free' | 'refunded' | 'duplicate';

/**
 * Money received (spec entity `payments`): one row per captured order, or per free download
 * (amount 0). A refund keeps the row and marks it.
 */
@Entity({ schema: 'checkout', tableName: 'payments' })
@Unique({ name: 'payments_paypal_order_unique', properties: ['paypalOrderId'] })
@Index({ name: 'payments_user_idx', properties: ['userId', 'createdAt'] })
@Index({ name: 'payments_capture_idx', properties: ['captureId'] })
/** One live (captured or free) payment per song, whichever path made it; a refund frees the song. */
@Unique({
  name: 'payments_song_live_unique',
  expression: `create unique index "payments_song_live_unique" on "checkout"."payments" ("song_id") where "song_id" is not null and "status" in ('captured', 'free')`,
})
/** Money received is 0 (free download) or at least $1.00 (rows from before the rule stay: see the migration). */
@Check({ name: 'payments_amount_floor_check', expression: 'amount = 0 or amount >= 100' })
export class Payment {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'uuid', nullable: true }) songId: string | null = null;
  @Property({ type: 'text', nullable: true }) packId: string | null = null;

  /** The provider's order id (PayPal or the sandbox); null for a free download. */
  @Property({ type: 'text', nullable: true }) paypalOrderId: string | null = null;
  @Property({ type: 'text', nullable: true }) captureId: string | null = null;
  @Property({ type: 'text' }) provider!: string;

  /** Cents actually paid. */
  @Property({ type: 'integer' }) amount!: number;
  @Property({ type: 'text', default: 'USD' }) currency: string & Opt = 'USD';
  @Property({ type: 'text' }) status!: PaymentStatus;
  @Property({ type: 'uuid', nullable: true }) voucherId: string | null = null;
  @Property({ type: 'boolean', default: false }) isRefunded: boolean & Opt = false;
  @Property({ type: 'datetime', nullable: true }) refundedAt: Date | null = null;
  @Property({ type: 'text', nullable: true }) refundReason: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

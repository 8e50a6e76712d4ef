import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { CommissionStatus, HoldReason } from '../../domain/commission';

/**
 * One layer's earning from one payment (spec `affiliate_commissions`). Unique per payment and
 * layer: a redelivered or raced payment-captured event cannot pay a layer twice.
 */
@Entity({ schema: 'affiliate', tableName: 'affiliate_commissions' })
@Unique({ name: 'affiliate_commissions_payment_layer_unique', properties: ['paymentId', 'layer'] })
@Index({ name: 'affiliate_commissions_affiliate_idx', properties: ['affiliateUserId', 'status'] })
@Index({ name: 'affiliate_commissions_maturing_idx', expression: 'create index "affiliate_commissions_maturing_idx" on "affiliate"."affiliate_commissions" ("matures_at") where "status" = \'pending\'' })
@Check({ name: 'affiliate_commissions_layer_check', expression: 'layer >= 1 and layer <= 3' })
@Check({ name: 'affiliate_commissions_not_own_check', expression: 'affiliate_user_id <> purchaser_user_id' })
@Check({ name: 'affiliate_commissions_amounts_check', expression: 'base_purchase_amount >= 0 and calculated_cash_amount >= 0 and credit_amount >= 0' })
@Check({ name: 'affiliate_commissions_status_check', expression: "status in ('pending', 'mature', 'in_payout', 'paid', 'voided', 'held')" })
/** A held commission says why (and keeps saying so after the review, for the record). */
@Check({ name: 'affiliate_commissions_held_reasons_check', expression: "status <> 'held' or held_reasons is not null" })
@Index({ name: 'affiliate_commissions_held_idx', expression: 'create index "affiliate_commissions_held_idx" on "affiliate"."affiliate_commissions" ("created_at") where "status" = \'held\'' })
@Check({ name: 'affiliate_commissions_payout_check', expression: "(status in ('in_payout', 'paid')) = (paid_in_payout_id is not null)" })
export class AffiliateCommission {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) paymentId!: string;
  @Property({ type: 'uuid' }) affiliateUserId!: string;
  @Property({ type: 'uuid' }) purchaserUserId!: string;
  @Property({ type: 'smallint' }) layer!: number;
  @Property({ type: 'decimal', precision: 5, scale: 4 }) commissionRateUsed!: string;
  @Property({ type: 'integer' }) basePurchaseAmount!: number;
  @Property({ type: 'integer' }) calculatedCashAmount!: number;
  @Property({ type: 'integer' }) creditAmount!: number;
  @Property({ type: 'text', default: 'USD' }) currency: string & Opt = 'USD';
  @Property({ type: 'text', default: 'pending' }) status: CommissionStatus & Opt = 'pending';

  /** What the buyer and the affiliate share (device, payout_email, signup_address), when it was held for review. */
  @Property({ type: 'jsonb', nullable: true }) heldReasons: (HoldReason[] & Opt) | null = null;
  @Property({ type: 'uuid', nullable: true }) paidInPayoutId: string | null = null;
  @Property({ type: 'boolean', default: true }) isPendingRefundPeriod: boolean & Opt = true;
  @Property({ type: 'boolean', default: false }) isVoided: boolean & Opt = false;
  @Property({ type: 'datetime', nullable: true }) voidedAt: Date | null = null;
  @Property({ type: 'datetime' }) maturesAt!: Date;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

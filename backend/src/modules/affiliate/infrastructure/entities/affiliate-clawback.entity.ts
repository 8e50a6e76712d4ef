import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A refund after maturity: the commission's cash is taken from the affiliate's next payout. One per commission. */
@Entity({ schema: 'affiliate', tableName: 'affiliate_clawbacks' })
@Unique({ name: 'affiliate_clawbacks_commission_unique', properties: ['commissionId'] })
@Index({ name: 'affiliate_clawbacks_affiliate_idx', properties: ['affiliateUserId'] })
@Check({ name: 'affiliate_clawbacks_amount_check', expression: 'amount_cents > 0' })
export class AffiliateClawback {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) commissionId!: string;
  @Property({ type: 'uuid' }) affiliateUserId!: string;
  @Property({ type: 'integer' }) amountCents!: number;

  /** The payout that netted it; null while it is still owed. */
  @Property({ type: 'uuid', nullable: true }) settledInPayoutId: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

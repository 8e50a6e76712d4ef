import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type PayoutStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'unclaimed' | 'returned';

/** What one affiliate is paid in one run (spec `affiliate_payouts`): one PayPal Payouts item. */
@Entity({ schema: 'affiliate', tableName: 'affiliate_payouts' })
@Unique({ name: 'affiliate_payouts_run_affiliate_unique', properties: ['runId', 'affiliateUserId'] })
@Index({ name: 'affiliate_payouts_affiliate_idx', properties: ['affiliateUserId', 'createdAt'] })
@Check({ name: 'affiliate_payouts_amount_check', expression: 'total_cash_amount > 0 and total_credits_awarded >= 0 and clawback_amount >= 0' })
@Check({ name: 'affiliate_payouts_status_check', expression: "status in ('pending', 'processing', 'completed', 'failed', 'unclaimed', 'returned')" })
export class AffiliatePayout {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) runId!: string;
  @Property({ type: 'uuid' }) affiliateUserId!: string;

  /** Where the money goes: the affiliate's PayPal email when the run was prepared. */
  @Property({ type: 'text' }) receiver!: string;
  @Property({ type: 'text', nullable: true }) paypalTransactionId: string | null = null;
  @Property({ type: 'text', nullable: true }) paypalItemId: string | null = null;

  /** Cents sent: the commissions minus the clawbacks netted here. */
  @Property({ type: 'integer' }) totalCashAmount!: number;
  @Property({ type: 'integer', default: 0 }) clawbackAmount: number & Opt = 0;
  @Property({ type: 'integer', default: 0 }) totalCreditsAwarded: number & Opt = 0;
  @Property({ type: 'json' }) commissionIds!: string[];
  @Property({ type: 'text', default: 'USD' }) currency: string & Opt = 'USD';
  @Property({ type: 'datetime', nullable: true }) paymentDate: Date | null = null;
  @Property({ type: 'text', default: 'pending' }) status: PayoutStatus & Opt = 'pending';
  @Property({ type: 'text', nullable: true }) failureReason: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

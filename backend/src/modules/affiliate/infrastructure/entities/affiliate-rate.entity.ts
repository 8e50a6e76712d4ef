import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** The terms of one layer from a date on (spec `affiliate_rates`); the latest active one applies. */
@Entity({ schema: 'affiliate', tableName: 'affiliate_rates' })
@Index({ name: 'affiliate_rates_layer_idx', properties: ['layer', 'effectiveFrom'] })
@Check({ name: 'affiliate_rates_layer_check', expression: 'layer >= 1 and layer <= 3' })
@Check({ name: 'affiliate_rates_rate_check', expression: 'cash_commission_rate >= 0 and cash_commission_rate <= 1' })
@Check({ name: 'affiliate_rates_credit_check', expression: 'credit_reward >= 0' })
export class AffiliateRateRow {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'smallint' }) layer!: number;
  @Property({ type: 'decimal', precision: 5, scale: 4 }) cashCommissionRate!: string;
  @Property({ type: 'integer' }) creditReward!: number;
  @Property({ type: 'boolean', default: true }) isActive: boolean & Opt = true;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) effectiveFrom: Date & Opt = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/** Display rate of one currency against USD, dated; seeded by a migration and editable by admins. */
@Entity({ schema: 'checkout', tableName: 'currency_rates' })
export class CurrencyRate {
  @PrimaryKey({ type: 'text' }) code!: string;
  @Property({ type: 'text' }) symbol!: string;

  /** Units per 1 USD, as text-precise decimal. */
  @Property({ type: 'decimal', precision: 14, scale: 6 }) rate!: string;

  /** The day the rate was taken. */
  @Property({ type: 'date' }) asOf!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date & Opt = new Date();
}

import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A discount code (spec entity `vouchers`). Codes are unique regardless of letter case. */
@Entity({ schema: 'checkout', tableName: 'vouchers' })
@Index({ name: 'vouchers_code_lower_unique', expression: 'create unique index "vouchers_code_lower_unique" on "checkout"."vouchers" (lower("code"))' })
export class Voucher {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'text' }) code!: string;
  @Property({ type: 'text' }) discountType!: 'percentage' | 'fixed';

  /** A percentage (1–100) or a fixed amount in cents. */
  @Property({ type: 'integer' }) discountValue!: number;

  /** Null means unlimited. */
  @Property({ type: 'integer', nullable: true }) maxUses: number | null = null;
  @Property({ type: 'integer', default: 0 }) currentUses: number & Opt = 0;
  @Property({ type: 'datetime', nullable: true }) expiresAt: Date | null = null;
  @Property({ type: 'boolean', default: true }) isActive: boolean & Opt = true;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

export type SandboxOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

/** The built-in sandbox provider's own order book (it walks PayPal's states: created → approved → completed). */
@Entity({ schema: 'checkout', tableName: 'sandbox_orders' })
export class SandboxOrder {
  @PrimaryKey({ type: 'text' }) id!: string;
  @Property({ type: 'integer' }) amountCents!: number;
  @Property({ type: 'text' }) currency!: string;
  @Property({ type: 'text' }) referenceId!: string;
  @Property({ type: 'text' }) customId!: string;
  @Property({ type: 'text', default: 'CREATED' }) status: SandboxOrderStatus & Opt = 'CREATED';
  @Property({ type: 'text', nullable: true }) captureId: string | null = null;
  @Property({ type: 'text', nullable: true }) refundId: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

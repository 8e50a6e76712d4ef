import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/**
 * The running sum of a user's credit entries, kept beside the ledger so that a spend is one atomic
 * `update … where balance >= 1`; the CHECK makes a negative balance impossible even under races.
 */
@Entity({ schema: 'checkout', tableName: 'credit_balances' })
@Check({ name: 'credit_balances_balance_check', expression: 'balance >= 0' })
export class CreditBalance {
  @PrimaryKey({ type: 'uuid' }) userId!: string;
  @Property({ type: 'integer', default: 0 }) balance: number & Opt = 0;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date & Opt = new Date();
}

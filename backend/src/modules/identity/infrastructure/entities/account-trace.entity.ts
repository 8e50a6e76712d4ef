import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/**
 * What an account left behind when it signed up or in: the browser's device nonce (the boogy.device
 * cookie) and the address it signed up from, each only as a SHA-256. Affiliate asks (through the
 * facade) whether a buyer and their referrer share one, to hold self-referral commissions for review.
 */
@Entity({ schema: 'identity', tableName: 'account_traces' })
@Index({ name: 'account_traces_value_idx', properties: ['kind', 'valueHash'] })
@Check({ name: 'account_traces_kind_check', expression: "kind in ('device', 'signup_address')" })
export class AccountTrace {
  @PrimaryKey({ type: 'uuid' }) userId!: string;
  @PrimaryKey({ type: 'text' }) kind!: 'device' | 'signup_address';
  @PrimaryKey({ type: 'text' }) valueHash!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) firstSeenAt: Date & Opt = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) lastSeenAt: Date & Opt = new Date();
}

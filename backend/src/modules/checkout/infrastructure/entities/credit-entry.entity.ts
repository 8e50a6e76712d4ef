import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One movement of a user's sample credits: the ledger is append-only, the balance is its sum. */
@Entity({ schema: 'checkout', tableName: 'credit_entries' })
@Index({ name: 'credit_entries_user_id_idx', properties: ['userId'] })
export class CreditEntry {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) userId!: string;

  /** Positive for a grant, negative for a spend. */
  @Property({ type: 'integer' }) delta!: number;
  @Property({ type: 'text' }) reason!: string;

  /** Makes a retried grant or spend a no-op. */
  @Property({ type: 'text' })
  @Unique({ name: 'credit_entries_idempotency_key_unique' })
  idempotencyKey!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/** An Idempotency-Key (hashed with its caller and route) and the first success it produced; null status while it runs. */
@Entity({ schema: 'integrations', tableName: 'idempotency_keys' })
@Index({ name: 'idempotency_keys_created_idx', properties: ['createdAt'] })
export class IdempotencyKeyRecord {
  @PrimaryKey({ type: 'text' }) scopeKey!: string;
  @Property({ type: 'text' }) fingerprint!: string;
  @Property({ type: 'integer', nullable: true }) status: number | null = null;
  @Property({ type: 'json', nullable: true }) body: unknown = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

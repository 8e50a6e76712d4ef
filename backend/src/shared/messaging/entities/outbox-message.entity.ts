import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** An integration event written in the same transaction as the state change that raised it. */
@Entity({ schema: 'messaging', tableName: 'outbox_messages' })
@Index({ name: 'outbox_messages_unpublished_idx', expression: 'create index "outbox_messages_unpublished_idx" on "messaging"."outbox_messages" ("occurred_at") where "published_at" is null' })
export class OutboxMessage {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'text' }) type!: string;
  @Property({ type: 'json' }) payload!: Record<string, unknown>;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) occurredAt: Date & Opt = new Date();
  @Property({ type: 'datetime', nullable: true }) publishedAt: (Date & Opt) | null = null;
}

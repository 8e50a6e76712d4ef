import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A user's webhook: where to send which events, and the secret that signs them (kept: each delivery is signed with it). */
@Entity({ schema: 'integrations', tableName: 'webhooks' })
@Index({ name: 'webhooks_user_idx', properties: ['userId', 'createdAt'] })
export class WebhookRecord {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'text' }) url!: string;
  @Property({ type: 'text[]' }) events!: string[];
  @Property({ type: 'text' }) secret!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();

  /** Deleted webhooks stop receiving at once; their delivery log stays for a while. */
  @Property({ type: 'datetime', nullable: true }) deletedAt: Date | null = null;
}

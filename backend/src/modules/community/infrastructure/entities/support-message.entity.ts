import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A Contact Support message, kept as well as emailed to SUPPORT_EMAIL. */
@Entity({ schema: 'community', tableName: 'support_messages' })
@Index({ name: 'support_messages_created_idx', properties: ['createdAt'] })
export class SupportMessageRecord {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) email!: string;
  @Property({ type: 'text' }) subject!: string;
  @Property({ type: 'text' }) message!: string;
  @Property({ type: 'uuid', nullable: true }) userId: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

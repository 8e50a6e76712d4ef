import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/** Marks a message as handled by one handler; written in the same transaction as the effect. */
@Entity({ schema: 'messaging', tableName: 'inbox_messages' })
export class InboxMessage {
  @PrimaryKey({ type: 'uuid' }) messageId!: string;
  @PrimaryKey({ type: 'text' }) handler!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) processedAt: Date & Opt = new Date();
}

import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** An email delivered to the built-in mailbox (the embedded default when SMTP_URL is not set). */
@Entity({ schema: 'notifications', tableName: 'mailbox' })
@Index({ name: 'mailbox_created_at_idx', properties: ['createdAt'] })
export class MailboxMessage {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'text' }) from!: string;
  @Property({ type: 'text' }) to!: string;
  @Property({ type: 'text' }) subject!: string;
  @Property({ type: 'text' }) text!: string;
  @Property({ type: 'text' }) html!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

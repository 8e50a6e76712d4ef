import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/** A provider webhook already handled: a replayed delivery finds its id here and does nothing. */
@Entity({ schema: 'checkout', tableName: 'webhook_events' })
export class WebhookEvent {
  @PrimaryKey({ type: 'text' }) id!: string;
  @Property({ type: 'text' }) eventType!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) receivedAt: Date & Opt = new Date();
}

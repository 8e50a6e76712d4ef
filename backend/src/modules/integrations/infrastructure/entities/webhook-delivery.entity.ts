import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One event for one webhook: the exact body every attempt sends (same bytes, same delivery id), and how the attempts went. */
@Entity({ schema: 'integrations', tableName: 'webhook_deliveries' })
@Check({ name: 'webhook_deliveries_status_check', expression: "status in ('pending', 'delivered', 'failed')" })
@Index({ name: 'webhook_deliveries_webhook_idx', properties: ['webhookId', 'createdAt'] })
@Index({ name: 'webhook_deliveries_event_unique', expression: 'create unique index "webhook_deliveries_event_unique" on "integrations"."webhook_deliveries" ("webhook_id", "event_key")' })
export class WebhookDeliveryRecord {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) webhookId!: string;
  @Property({ type: 'uuid' }) eventId!: string;
  @Property({ type: 'text' }) eventType!: string;
  @Property({ type: 'text' }) eventKey!: string;
  @Property({ type: 'text' }) body!: string;
  @Property({ type: 'text', default: 'pending' }) status: string & Opt = 'pending';
  @Property({ type: 'integer', default: 0 }) attempts: number & Opt = 0;
  @Property({ type: 'integer', nullable: true }) lastStatusCode: number | null = null;
  @Property({ type: 'text', nullable: true }) lastError: string | null = null;
  @Property({ type: 'datetime', nullable: true }) nextAttemptAt: Date | null = null;
  @Property({ type: 'datetime', nullable: true }) deliveredAt: Date | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

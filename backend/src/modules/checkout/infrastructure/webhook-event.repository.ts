import { Injectable } from '@nestjs/common';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import type { WebhookEvents } from '../application/ports/webhook-events.port';
import { WebhookEvent } from './entities/webhook-event.entity';

@Injectable()
export class WebhookEventRepository implements WebhookEvents {
  constructor(private readonly ems: EntityManagers) {}

  async seen(eventId: string): Promise<boolean> {
    return (await this.ems.current().findOne(WebhookEvent, { id: eventId })) !== null;
  }

  async remember(eventId: string, eventType: string): Promise<void> {
    await this.ems.current().getConnection().execute('insert into checkout.webhook_events (id, event_type) values (?, ?) on conflict (id) do nothing', [eventId, eventType]);
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEvents } from '../application/ports/webhook-events.port';
import { WebhookEvent } from './entities/webhook-event.entity';

@Injectable()
export class WebhookEventRepository implements WebhookEvents {
  async seen(em: EntityManager, eventId: string): Promise<boolean> {
    return (await em.findOne(WebhookEvent, { id: eventId })) !== null;
  }

  async remember(em: EntityManager, eventId: string, eventType: string): Promise<void> {
    await em.getConnection().execute('insert into checkout.webhook_events (id, event_type) values (?, ?) on conflict (id) do nothing', [eventId, eventType]);
  }
}

import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { inOpenTransaction, JobQueue } from '../../../shared/messaging';
import { eventIdOf, type WebhookEventType } from '../domain/webhook';
import { WebhookStore } from './ports/webhook-store.port';
import { DELIVER_WEBHOOK_QUEUE, deliveryJobId, type DeliverWebhookJob } from './webhook-queue';

export interface WebhookFact {
  ownerUserId: string;
  type: WebhookEventType;
  /** Names the fact (`song.completed:<song id>`): the same fact reaches a webhook once, under one event id. */
  key: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

/**
 * Turns a fact about a user's songs or payments into one delivery per webhook of theirs that asked
 * for it, each with its first attempt queued, all in the caller's (inbox) transaction.
 */
@Injectable()
export class WebhookFanOut {
  constructor(
    private readonly webhooks: WebhookStore,
    private readonly queue: JobQueue,
  ) {}

  async record(fact: WebhookFact): Promise<void> {
    const targets = await this.webhooks.subscribers(fact.ownerUserId, fact.type);
    if (targets.length === 0) return;
    const eventId = eventIdOf(fact.key);
    // The exact bytes every attempt sends and signs.
    const body = JSON.stringify({ id: eventId, type: fact.type, createdAt: fact.occurredAt, data: fact.data });
    for (const target of targets) {
      const deliveryId = await this.webhooks.recordDelivery({ id: randomUUID(), webhookId: target.id, eventId, eventType: fact.type, eventKey: fact.key, body });
      if (!deliveryId) continue;
      await this.queue.send<DeliverWebhookJob>(DELIVER_WEBHOOK_QUEUE, { deliveryId, attempt: 0 }, { id: deliveryJobId(deliveryId, 0), db: inOpenTransaction() });
    }
  }
}

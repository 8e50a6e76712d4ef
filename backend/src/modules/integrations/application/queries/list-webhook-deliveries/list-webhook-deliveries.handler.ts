import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { DomainError } from '../../../../../shared/ddd';
import { WebhookNotFoundError } from '../../../domain/integrations.errors';
import { WebhookStore, type DeliveryPosition } from '../../ports/webhook-store.port';
import { deliveryJson } from '../../views';
import { ListWebhookDeliveriesQuery } from './list-webhook-deliveries.query';

class InvalidCursorError extends DomainError {
  constructor() {
    super('invalid', 'invalid_cursor', 'cursor is not one this list gave out');
  }
}

/** The cursor is the last item's place in the list (opaque to clients): its exact creation time and id. */
const encodeCursor = (position: DeliveryPosition) => Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');
function decodeCursor(cursor: string): DeliveryPosition {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!createdAt || !id || !uuid.test(id) || !/^\d{4}-\d{2}-\d{2}[ T][\d:.]+(?:[+-]\d{2}(?::?\d{2})?|Z)?$/.test(createdAt)) throw new InvalidCursorError();
  return { createdAt, id };
}

@QueryHandler(ListWebhookDeliveriesQuery)
export class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveriesQuery> {
  constructor(
    private readonly webhooks: WebhookStore,
  ) {}

  async execute({ userId, webhookId, limit, cursor }: ListWebhookDeliveriesQuery): Promise<Schema<'WebhookDeliveryList'>> {
    const before = cursor ? decodeCursor(cursor) : null;
    if (!(await this.webhooks.isOwnedLive(userId, webhookId))) throw new WebhookNotFoundError();
    const page = await this.webhooks.deliveries(webhookId, { limit: limit + 1, after: before });
    const items = page.slice(0, limit);
    return { items: items.map(deliveryJson), nextCursor: page.length > limit ? encodeCursor(items[items.length - 1]!.position) : null };
  }
}

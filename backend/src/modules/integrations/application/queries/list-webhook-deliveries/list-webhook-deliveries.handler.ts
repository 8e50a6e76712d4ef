import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { decodeCursor, keysetPage } from '../../../../../shared/ddd';
import { WebhookNotFoundError } from '../../../domain/integrations.errors';
import { WebhookStore, type DeliveryPosition } from '../../ports/webhook-store.port';
import { deliveryJson } from '../../views';
import { ListWebhookDeliveriesQuery } from './list-webhook-deliveries.query';

@QueryHandler(ListWebhookDeliveriesQuery)
export class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveriesQuery> {
  constructor(
    private readonly webhooks: WebhookStore,
  ) {}

  async execute({ userId, webhookId, limit, cursor }: ListWebhookDeliveriesQuery): Promise<Schema<'WebhookDeliveryList'>> {
    const before: DeliveryPosition | null = cursor ? decodeCursor(cursor) : null;
    if (!(await this.webhooks.isOwnedLive(userId, webhookId))) throw new WebhookNotFoundError();
    const rows = await this.webhooks.deliveries(webhookId, { limit: limit + 1, after: before });
    return keysetPage(rows, limit, (row) => row.position, deliveryJson);
  }
}

import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

/** A webhook's deliveries, newest first, a page at a time (`cursor`: the last page's `nextCursor`). */
export class ListWebhookDeliveriesQuery extends Query<Schema<'WebhookDeliveryList'>> {
  constructor(
    readonly userId: string,
    readonly webhookId: string,
    readonly limit: number,
    readonly cursor: string | null,
  ) {
    super();
  }
}

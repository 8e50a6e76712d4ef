import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { WebhookStore } from '../../ports/webhook-store.port';
import { webhookJson } from '../../views';
import { ListWebhooksQuery } from './list-webhooks.query';

@QueryHandler(ListWebhooksQuery)
export class ListWebhooksHandler implements IQueryHandler<ListWebhooksQuery> {
  constructor(
    private readonly webhooks: WebhookStore,
  ) {}

  async execute({ userId }: ListWebhooksQuery): Promise<Schema<'WebhookList'>> {
    return { items: (await this.webhooks.listLive(userId)).map(webhookJson) };
  }
}

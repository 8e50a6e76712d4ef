import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Schema } from '@boogy/contracts';
import { WebhookStore } from '../../ports/webhook-store.port';
import { webhookJson } from '../../views';
import { ListWebhooksQuery } from './list-webhooks.query';

@QueryHandler(ListWebhooksQuery)
export class ListWebhooksHandler implements IQueryHandler<ListWebhooksQuery> {
  constructor(
    private readonly orm: MikroORM,
    private readonly webhooks: WebhookStore,
  ) {}

  async execute({ userId }: ListWebhooksQuery): Promise<Schema<'WebhookList'>> {
    return { items: (await this.webhooks.listLive(this.orm.em.fork(), userId)).map(webhookJson) };
  }
}

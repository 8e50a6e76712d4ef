import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

/** The user's webhooks, without their secrets. */
export class ListWebhooksQuery extends Query<Schema<'WebhookList'>> {
  constructor(readonly userId: string) {
    super();
  }
}

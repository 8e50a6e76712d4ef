import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { WebhookNotFoundError } from '../../../domain/integrations.errors';
import { WebhookStore } from '../../ports/webhook-store.port';
import { DeleteWebhookCommand } from './delete-webhook.command';

@CommandHandler(DeleteWebhookCommand)
export class DeleteWebhookHandler implements ICommandHandler<DeleteWebhookCommand> {
  constructor(
    private readonly orm: MikroORM,
    private readonly webhooks: WebhookStore,
  ) {}

  async execute({ userId, webhookId }: DeleteWebhookCommand): Promise<void> {
    if (!(await this.webhooks.remove(this.orm.em.fork(), userId, webhookId))) throw new WebhookNotFoundError();
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WebhookNotFoundError } from '../../../domain/integrations.errors';
import { WebhookStore } from '../../ports/webhook-store.port';
import { DeleteWebhookCommand } from './delete-webhook.command';

@CommandHandler(DeleteWebhookCommand)
export class DeleteWebhookHandler implements ICommandHandler<DeleteWebhookCommand> {
  constructor(
    private readonly webhooks: WebhookStore,
  ) {}

  async execute({ userId, webhookId }: DeleteWebhookCommand): Promise<void> {
    if (!(await this.webhooks.remove(userId, webhookId))) throw new WebhookNotFoundError();
  }
}

import { Command } from '@nestjs/cqrs';

/** The webhook receives nothing more (deliveries still queued are dropped). */
export class DeleteWebhookCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly webhookId: string,
  ) {
    super();
  }
}

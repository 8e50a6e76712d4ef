import { Command } from '@nestjs/cqrs';

/** One attempt at one delivery (a job of the deliver-webhook queue). */
export class DeliverWebhookCommand extends Command<void> {
  constructor(
    readonly deliveryId: string,
    readonly attempt: number,
  ) {
    super();
  }
}

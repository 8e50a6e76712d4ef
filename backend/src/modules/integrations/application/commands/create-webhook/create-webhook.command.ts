import { Command } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

/** A webhook for the user's events: the answer carries its signing secret, shown once. */
export class CreateWebhookCommand extends Command<Schema<'CreatedWebhook'>> {
  constructor(
    readonly userId: string,
    readonly url: string,
    readonly events: string[],
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { WebhookHeaders } from '../../ports/payment-gateway.port';

export type WebhookOutcome = 'processed' | 'ignored' | 'duplicate';

/** POST /api/paypal/webhook: one delivery of PayPal's, its raw bytes as signed. */
export class HandlePayPalWebhookCommand extends Command<WebhookOutcome> {
  constructor(
    readonly headers: WebhookHeaders,
    readonly rawBody: Buffer | undefined,
    readonly webhookConfigured: boolean,
  ) {
    super();
  }
}

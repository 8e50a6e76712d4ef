import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { decimalToCents } from '../../../domain/money';
import { ORDERS, type Orders } from '../../ports/orders.port';
import { WEBHOOK_EVENTS, type WebhookEvents } from '../../ports/webhook-events.port';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../ports/payment-gateway.port';
import { HandlePayPalWebhookCommand, type WebhookOutcome } from './handle-paypal-webhook.command';
import { CompleteCapture } from '../capture-order/complete-capture';
import { RefundPaymentHandler } from '../refund-payment/refund-payment.handler';

interface PayPalEvent {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    custom_id?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
    links?: { href?: string; rel?: string }[];
  };
}

export type { WebhookOutcome };

/**
 * POST /api/paypal/webhook: believed only after PayPal confirms the signature of the raw bytes.
 * A completed capture we missed (the buyer's browser died after approving) unlocks the purchase;
 * a refund or reversal made at PayPal takes it back. A replayed event id does nothing.
 */
@CommandHandler(HandlePayPalWebhookCommand)
export class HandlePayPalWebhookHandler implements ICommandHandler<HandlePayPalWebhookCommand> {
  private readonly logger = new Logger('Checkout');

  constructor(
    @Inject(ORDERS) private readonly orders: Orders,
    @Inject(WEBHOOK_EVENTS) private readonly webhookEvents: WebhookEvents,
    private readonly completion: CompleteCapture,
    private readonly refunds: RefundPaymentHandler,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ headers, rawBody, webhookConfigured }: HandlePayPalWebhookCommand): Promise<WebhookOutcome> {
    if (this.gateway.provider !== 'paypal' || !webhookConfigured) throw checkoutErrors.webhookNotConfigured();
    if (!rawBody || rawBody.length === 0 || !(await this.gateway.verifyWebhook(headers, rawBody))) throw checkoutErrors.badWebhookSignature();
    const event = JSON.parse(rawBody.toString('utf8')) as PayPalEvent;
    if (!event.id || !event.event_type) return 'ignored';
    if (await this.webhookEvents.seen(event.id)) return 'duplicate';

    const outcome = await this.apply(event);
    // Recorded after its effects (which are idempotent themselves), so a failure is retried by PayPal.
    await this.webhookEvents.remember(event.id, event.event_type);
    return outcome;
  }

  private async apply(event: PayPalEvent): Promise<WebhookOutcome> {
    const resource = event.resource ?? {};
    switch (event.event_type) {
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const providerOrderId = resource.supplementary_data?.related_ids?.order_id;
        const order = providerOrderId ? await this.orders.findByProviderOrderId(providerOrderId) : null;
        if (!order || !resource.id || resource.status !== 'COMPLETED') return 'ignored';
        const completed = await this.completion.complete(order.id, {
          orderId: order.providerOrderId,
          status: resource.status ?? 'COMPLETED',
          captureId: resource.id,
          amountCents: decimalToCents(resource.amount?.value ?? '') ?? -1,
          currency: resource.amount?.currency_code ?? '',
          customId: resource.custom_id ?? null,
        });
        if (completed.kind === 'refunded') this.logger.error({ orderId: order.id }, `webhook capture refused and refunded: ${completed.message}`);
        return 'processed';
      }
      case 'PAYMENT.CAPTURE.REFUNDED':
      case 'PAYMENT.CAPTURE.REVERSED': {
        // The resource is the refund; its "up" link points at the capture it refunds.
        const up = resource.links?.find((l) => l.rel === 'up')?.href;
        const captureId = up ? up.split('/').filter(Boolean).pop() : resource.id;
        if (!captureId) return 'ignored';
        const reason = event.event_type === 'PAYMENT.CAPTURE.REVERSED' ? 'Reversed at PayPal' : 'Refunded at PayPal';
        return (await this.refunds.record({ captureId }, reason)) ? 'processed' : 'ignored';
      }
      default:
        return 'ignored';
    }
  }
}

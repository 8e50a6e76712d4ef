import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../../shared/config';
import { inOpenTransaction, JobQueue } from '../../../../../shared/messaging';
import { Metrics } from '../../../../../shared/observability';
import { DELIVERY_WINDOW_MS, retryDelaySeconds, signatureHeader } from '../../../domain/webhook';
import { WebhookStore } from '../../ports/webhook-store.port';
import { WebhookTransport } from '../../ports/webhook-transport.port';
import { DELIVER_WEBHOOK_QUEUE, deliveryJobId, type DeliverWebhookJob } from '../../webhook-queue';
import { DeliverWebhookCommand } from './deliver-webhook.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/**
 * POSTs the delivery's body, signed afresh (`t` is this attempt's time). A 2xx delivers it; anything
 * else (an error status, a redirect, a timeout, a refused address) schedules the next attempt with
 * a doubling delay, for 24 hours after the fact, then gives up. The attempt is recorded only if no
 * other attempt was recorded meanwhile, so a repeated job never schedules twice.
 */
@CommandHandler(DeliverWebhookCommand)
export class DeliverWebhookHandler implements ICommandHandler<DeliverWebhookCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookStore,
    private readonly transport: WebhookTransport,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  async execute({ deliveryId, attempt }: DeliverWebhookCommand): Promise<void> {
    const delivery = await this.webhooks.lockDelivery(deliveryId);
    if (!delivery || delivery.status !== 'pending' || delivery.attempts !== attempt) return;
    if (delivery.webhookDeleted) {
      await this.webhooks.recordAttempt(deliveryId, { delivered: false, statusCode: null, error: 'webhook deleted', nextAttemptAt: null });
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const response = await this.transport.post(
      delivery.url,
      {
        'Content-Type': 'application/json',
        'User-Agent': 'Boogy-Webhooks/1',
        'Boogy-Event': delivery.eventType,
        'Boogy-Delivery': delivery.id,
        'Boogy-Signature': signatureHeader(delivery.secret, delivery.body, now),
      },
      delivery.body,
    );
    const statusCode = 'statusCode' in response ? response.statusCode : null;
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const error = 'error' in response ? response.error : delivered ? null : statusCode !== null && statusCode >= 300 && statusCode < 400 ? 'redirects are not followed' : `answered ${statusCode}`;
    let nextAttemptAt: Date | null = null;
    if (!delivered) {
      const next = new Date(Date.now() + retryDelaySeconds(attempt + 1, this.config.WEBHOOK_RETRY_BASE_SECONDS) * 1000);
      if (next.getTime() - delivery.createdAt.getTime() <= DELIVERY_WINDOW_MS) nextAttemptAt = next;
    }
    const recorded = await this.uow.run(async () => {
      const current = await this.webhooks.lockDelivery(deliveryId);
      if (!current || current.status !== 'pending' || current.attempts !== attempt) return false;
      await this.webhooks.recordAttempt(deliveryId, { delivered, statusCode, error, nextAttemptAt });
      if (nextAttemptAt) {
        await this.queue.send<DeliverWebhookJob>(DELIVER_WEBHOOK_QUEUE, { deliveryId, attempt: attempt + 1 }, { id: deliveryJobId(deliveryId, attempt + 1), startAfter: nextAttemptAt, db: inOpenTransaction() });
      }
      return true;
    });
    // Counted once per recorded attempt (a repeated job that found it recorded counts nothing).
    if (recorded) this.metrics.webhookDeliveries.inc({ outcome: delivered ? 'delivered' : nextAttemptAt ? 'retry' : 'failed' });
  }
}

import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { JobQueue, runsWorkers } from '../../../shared/messaging';
import { DeliverWebhookCommand } from './commands/deliver-webhook/deliver-webhook.command';
import { DELIVER_WEBHOOK_QUEUE, type DeliverWebhookJob } from './webhook-queue';

/** Deliveries run side by side (each POST times out after 10 s): one slow endpoint never holds up the others. */
const PARALLEL_DELIVERIES = 8;

@Injectable()
export class WebhookDeliveryWorker implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly queue: JobQueue,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    // Retries of a failed POST are scheduled by the handler (24 h of doubling delays); pg-boss's
    // own retries only cover a worker that died mid-attempt.
    await this.queue.ensureQueue(DELIVER_WEBHOOK_QUEUE, { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60, notify: true });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!runsWorkers(this.config)) return;
    await this.queue.work<DeliverWebhookJob>(DELIVER_WEBHOOK_QUEUE, { batchSize: 1, localConcurrency: PARALLEL_DELIVERIES, pollingIntervalSeconds: 0.5 }, (job) =>
      this.commands.execute(new DeliverWebhookCommand(job.data.deliveryId, job.data.attempt)),
    );
  }
}

import { Global, Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/postgresql';
import { Pool } from 'pg';
import type { Logger as PinoLogger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config';
import { APP_LOGGER, DATABASE_URL } from '../core.tokens';
import { handleOnce } from './inbox';
import { INTEGRATION_EVENT_HANDLER, type IntegrationEventHandler, type IntegrationEventHandlerMeta } from './integration-event-handler';
import { JobQueue } from './job-queue';
import { PruneDeliveredMessagesHandler } from './message-retention';
import { CommandSchedules } from './scheduled-command';
import { MESSAGING_POOL, runsWorkers } from './messaging.tokens';
import { OutboxIntegrationEvents, type DeliveredEvent } from './outbox';
import { IntegrationEvents } from '../application/integration-events';
import { OutboxRelay } from './outbox-relay';

export { MESSAGING_POOL, runsWorkers } from './messaging.tokens';

/** The relay's poll, a process-local timer (ADR 0017): every process that runs workers relays its share. */
export const OUTBOX_RELAY_POLL = 'messaging.outbox-relay-poll';

/** Subscribes every @OnIntegrationEvent provider to its event and starts the outbox relay's poll. */
@Injectable()
export class IntegrationEventDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Messaging');

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly orm: MikroORM,
    private readonly queue: JobQueue,
    private readonly relay: OutboxRelay,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!runsWorkers(this.config)) return;
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as IntegrationEventHandler<never> | undefined;
      if (!instance || !wrapper.metatype) continue;
      const meta = Reflect.getMetadata(INTEGRATION_EVENT_HANDLER, wrapper.metatype) as IntegrationEventHandlerMeta | undefined;
      if (!meta) continue;
      await this.subscribe(meta, instance);
    }
    void this.relay.drain();
    this.scheduler.addInterval(OUTBOX_RELAY_POLL, setInterval(() => void this.relay.drain(), this.relay.intervalMs));
  }

  private async subscribe(meta: IntegrationEventHandlerMeta, handler: IntegrationEventHandler<never>): Promise<void> {
    await this.queue.ensureQueue(meta.name);
    await this.queue.boss.subscribe(meta.event, meta.name);
    await this.queue.work<DeliveredEvent>(meta.name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (job) => {
      const event = job.data;
      const handled = await handleOnce(this.orm, event.id, meta.name, () => handler.handle(event.payload as never, event as never));
      if (!handled) this.logger.debug(`${meta.name}: message ${event.id} was already handled`);
    });
    this.logger.log(`${meta.name} subscribed to ${meta.event}`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.scheduler.doesExist('interval', OUTBOX_RELAY_POLL)) this.scheduler.deleteInterval(OUTBOX_RELAY_POLL);
    await this.relay.stop();
  }
}

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    { provide: IntegrationEvents, useClass: OutboxIntegrationEvents },
    {
      provide: MESSAGING_POOL,
      inject: [DATABASE_URL, APP_LOGGER],
      useFactory: (url: string, log: PinoLogger) => {
        const pool = new Pool({ connectionString: url, max: 3 });
        // An idle connection the server drops (restart, failover) emits here; unheard, it would crash the process.
        pool.on('error', (error) => log.warn({ err: error, component: 'outbox' }, 'outbox connection lost; it will reconnect'));
        return pool;
      },
    },
    {
      provide: JobQueue,
      inject: [DATABASE_URL, APP_LOGGER, APP_CONFIG],
      useFactory: (url: string, log: PinoLogger, config: AppConfig) =>
        JobQueue.start(url, log.child({ component: 'jobs' }), { schedule: runsWorkers(config), cronIntervalSeconds: config.JOBS_CRON_INTERVAL_SECONDS }),
    },
    {
      provide: OutboxRelay,
      inject: [MESSAGING_POOL, JobQueue, APP_LOGGER],
      useFactory: (pool: Pool, queue: JobQueue, log: PinoLogger) => new OutboxRelay(pool, queue, log.child({ component: 'outbox' })),
    },
    IntegrationEventDispatcher,
    CommandSchedules,
    PruneDeliveredMessagesHandler,
  ],
  exports: [JobQueue, OutboxRelay, MESSAGING_POOL, IntegrationEvents],
})
export class MessagingModule implements OnApplicationShutdown {
  constructor(
    private readonly queue: JobQueue,
    @Inject(MESSAGING_POOL) private readonly pool: Pool,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.queue.stop();
    await this.pool.end();
  }
}

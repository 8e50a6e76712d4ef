import { Inject, Injectable, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventType } from '@boogy/contracts';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../src/shared/config';
import { transactionEntityManager } from '../../src/shared/persistence/unit-of-work.mikro-orm';
import { JobQueue, OnIntegrationEvent, runsWorkers, type DeliveredEvent, type IntegrationEventHandler } from '../../src/shared/messaging';

/**
 * A test-only module mounted into the real AppModule (AppModule.register({ extraImports })) so a
 * test can count what the messaging layer really does: every handler invocation and every job run
 * is one row in the `probe` schema, with the pid of the process that did it.
 */

/** An event type no product code subscribes to, so the probe never wakes a real handler. */
export const PROBE_EVENT = 'test.probe-pinged.v1' as EventType;
export const PROBE_HANDLER = 'test.probe-record-ping';
/** Scheduled every minute: pg-boss files a schedule's jobs in one-minute slots. */
export const PROBE_TICK_QUEUE = 'test-probe-tick';
export const PROBE_TICK_CRON = '* * * * *';
/** Plain jobs sent by the test, to count how many times each one runs. */
export const PROBE_WORK_QUEUE = 'test-probe-work';

export interface ProbePayload {
  note: string;
  /** Milliseconds the handler holds its transaction, to make two processes compete for work. */
  holdMs?: number;
}

/** Run once per database before any probe process starts (two processes creating it would race). */
export async function createProbeTables(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      create schema if not exists probe;
      create table if not exists probe.handled (
        id bigserial primary key,
        message_id uuid not null,
        handler text not null,
        note text not null,
        pid int not null,
        at timestamptz not null default clock_timestamp()
      );
      create table if not exists probe.job_runs (
        id bigserial primary key,
        queue text not null,
        job_id uuid not null,
        pid int not null,
        at timestamptz not null default clock_timestamp()
      );`);
  } finally {
    await client.end();
  }
}

/** Records each invocation inside the handler's transaction: a row is an effect that committed. */
@Injectable()
@OnIntegrationEvent(PROBE_EVENT, PROBE_HANDLER)
export class ProbePingHandler implements IntegrationEventHandler<EventType> {
  async handle(payload: unknown, event: DeliveredEvent): Promise<void> {
    const em = transactionEntityManager();
    const { note, holdMs } = payload as ProbePayload;
    if (holdMs) await em.execute('select pg_sleep(?)', [holdMs / 1000]);
    await em.execute('insert into probe.handled (message_id, handler, note, pid) values (?, ?, ?, ?)', [event.id, PROBE_HANDLER, note, process.pid]);
  }
}

/** Schedules the tick and works both probe queues, as a context registers its own jobs. */
@Injectable()
export class ProbeJobs implements OnApplicationBootstrap {
  constructor(
    private readonly queue: JobQueue,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!runsWorkers(this.config)) return;
    await this.queue.schedule(PROBE_TICK_QUEUE, PROBE_TICK_CRON);
    await this.queue.ensureQueue(PROBE_WORK_QUEUE);
    for (const queue of [PROBE_TICK_QUEUE, PROBE_WORK_QUEUE]) {
      await this.queue.work(queue, { pollingIntervalSeconds: 0.5 }, async (job) => {
        await this.recordRun(queue, job.id);
      });
    }
  }

  private async recordRun(queue: string, jobId: string): Promise<void> {
    await this.orm.em.fork().execute('insert into probe.job_runs (queue, job_id, pid) values (?, ?, ?)', [queue, jobId, process.pid]);
  }
}

@Module({})
export class MessagingProbeModule {
  static register(): DynamicModule {
    return { module: MessagingProbeModule, providers: [ProbePingHandler, ProbeJobs] };
  }
}

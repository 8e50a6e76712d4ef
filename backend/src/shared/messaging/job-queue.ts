import type { EntityManager } from '@mikro-orm/postgresql';
import { openTransaction } from '../persistence/unit-of-work.mikro-orm';
import { CompiledQuery } from 'kysely';
import type { Job, PgBoss as PgBossType, SendOptions, WorkOptions } from 'pg-boss';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { DatabaseOutageLog } from '../logging/database-outage';

export type JobDatabase = NonNullable<SendOptions['db']>;
/** A job's send options (retries, heartbeat, priority, the transaction to queue it in), for application code that names no queue library. */
export type JobSendOptions = SendOptions;

/**
 * pg-boss statements on the caller's transaction (`send(..., { db: inTransactionOf(tx) })`): the
 * job exists if and only if the caller's changes commit.
 */
export function inTransactionOf(em: EntityManager): JobDatabase {
  const kysely = em.getKysely();
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = await kysely.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * `send(..., { db: inOpenTransaction() })`: the job is queued with the open unit of work's changes
 * (committed with them or not at all); outside a unit of work, at once.
 */
export function inOpenTransaction(): JobDatabase | undefined {
  const em = openTransaction();
  return em ? inTransactionOf(em) : undefined;
}

/** One short connection and a `select 1`: whether the database answers again after an outage. */
async function reachDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Durable jobs in PostgreSQL (pg-boss, schema `pgboss`): any number of API and worker processes
 * share them, each job is fetched by one worker (SKIP LOCKED) and a cron schedule fires once
 * across all instances.
 */
export class JobQueue {
  private constructor(
    readonly boss: PgBossType,
    private readonly log: Logger,
    private readonly outage: DatabaseOutageLog,
  ) {}

  static async start(url: string, log: Logger, options: { schedule?: boolean; cronIntervalSeconds?: number } = {}): Promise<JobQueue> {
    const { PgBoss } = await import('pg-boss');
    const boss = new PgBoss({
      connectionString: url,
      schema: 'pgboss',
      max: 5,
      schedule: options.schedule ?? true,
      // Queues created with `notify` wake their workers the moment a job is sent (one listening
      // connection per process); polling stays as the fallback.
      useListenNotify: true,
      ...(options.cronIntervalSeconds ? { cronWorkerIntervalSeconds: options.cronIntervalSeconds, cronMonitorIntervalSeconds: options.cronIntervalSeconds } : {}),
    });
    const outage = new DatabaseOutageLog(log, () => reachDatabase(url));
    boss.on('error', (error) => outage.report(error, 'job queue error'));
    await boss.start();
    return new JobQueue(boss, log, outage);
  }

  async ensureQueue(name: string, options: { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean; expireInSeconds?: number; notify?: boolean } = {}): Promise<void> {
    const existing = await this.boss.getQueue(name);
    const settings = { retryLimit: 5, retryDelay: 2, retryBackoff: true, ...options };
    if (existing) await this.boss.updateQueue(name, settings);
    else await this.boss.createQueue(name, settings);
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    return this.boss.send(name, data, options);
  }

  async work<T extends object>(name: string, options: WorkOptions, handler: (job: Job<T>) => Promise<unknown>): Promise<string> {
    // On a queue with notify, pg-boss polls only every 30 s by default and is told of new jobs at
    // insert; a job due later (a retry's startAfter) is told of too early and then waits for that
    // poll. Polling such queues as often as the others keeps a retry on time.
    const polling = options.pollingIntervalSeconds === undefined || options.notifyPollingIntervalSeconds !== undefined ? {} : { notifyPollingIntervalSeconds: options.pollingIntervalSeconds };
    return this.boss.work<T>(name, { ...options, ...polling }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler(job);
        } catch (error) {
          this.outage.report(error, 'job failed; it will be retried', { queue: name, jobId: job.id }, 'warn');
          throw error;
        }
      }
    });
  }

  async schedule(name: string, cron: string, data: object = {}): Promise<void> {
    await this.ensureQueue(name, { retryLimit: 1 });
    await this.boss.schedule(name, cron, data, { tz: 'UTC' });
  }

  /** A recurring task: its schedule (a UTC cron) and the worker that runs its jobs one at a time. */
  async every(name: string, cron: string, task: () => Promise<unknown>): Promise<void> {
    await this.schedule(name, cron);
    await this.work(name, { batchSize: 1 }, task);
  }

  async isUp(): Promise<boolean> {
    try {
      await this.boss.getQueues();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Stops fetching jobs, waits up to `timeoutMs` for running ones, then fails those still running
   * back to the queue (retried elsewhere). `close: false` keeps the connection pool for a later stop().
   */
  async stop(timeoutMs = 10_000, options: { close?: boolean } = {}): Promise<void> {
    this.outage.stop();
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: options.close ?? true });
  }
}

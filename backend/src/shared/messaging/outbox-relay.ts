import type { Pool, PoolClient, QueryResult } from 'pg';
import type { Logger } from 'pino';
import type { JobQueue } from './job-queue';
import type { DeliveredEvent } from './outbox';

/**
 * The batch's transaction as pg-boss's `db` option. pg-boss publishes to every subscribed queue at
 * once; queries a pg client is still busy with are deprecated (pg warns, and pg 9 refuses them), so
 * they wait their turn here, in the order they were asked for.
 */
function oneQueryAtATime(client: PoolClient): { executeSql: (text: string, values?: unknown[]) => Promise<QueryResult> } {
  let previous: Promise<unknown> = Promise.resolve();
  return {
    executeSql: (text, values) => {
      const next = previous.then(() => client.query(text, values as unknown[]));
      previous = next.catch(() => undefined);
      return next;
    },
  };
}

/**
 * Moves committed outbox rows into pg-boss, in one database transaction per batch: the rows are
 * marked published in the same transaction that creates their jobs, so an event is delivered once
 * whether or not this process crashes half-way. SKIP LOCKED lets several relays run side by side.
 */
export class OutboxRelay {
  private running: Promise<number> | null = null;
  private draining: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly pool: Pool,
    private readonly queue: JobQueue,
    private readonly log: Logger,
    /** How often the process polls for new rows (its scheduler calls `drain` at this period). */
    readonly intervalMs = 500,
  ) {}

  /**
   * One poll: publishes batches until none is left. A poll that comes while the previous one is
   * still draining a backlog is skipped, so polls never overlap; a failure waits for the next poll.
   */
  drain(): Promise<void> {
    if (this.stopped || this.draining) return this.draining ?? Promise.resolve();
    this.draining = (async () => {
      try {
        while (!this.stopped && (await this.relayOnce()) > 0) {
          // keep draining while there is a backlog
        }
      } catch (error) {
        this.log.error({ err: error }, 'outbox relay failed; will retry');
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  /** No new batch starts; the one in flight finishes (its transaction commits or rolls back). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => 0);
    await this.draining;
  }

  /** Publishes up to `batch` pending events; returns how many it published. */
  relayOnce(batch = 100): Promise<number> {
    this.running = this.publishBatch(batch);
    return this.running;
  }

  private async publishBatch(batch: number): Promise<number> {
    const client = await this.pool.connect();
    // A checked-out client is not watched by the pool: a connection the server drops mid-batch would
    // emit an unhandled 'error' and take the process down. The batch fails (and is retried) instead.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
      this.log.warn({ err: error }, 'outbox connection lost mid-batch; the batch will be retried');
    };
    client.on('error', onError);
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: string; type: string; payload: object; occurred_at: Date }>(
        `select id, type, payload, occurred_at from messaging.outbox_messages
          where published_at is null order by occurred_at limit $1 for update skip locked`,
        [batch],
      );
      const db = oneQueryAtATime(client);
      for (const row of rows) {
        const event: DeliveredEvent = { id: row.id, type: row.type as DeliveredEvent['type'], occurredAt: row.occurred_at.toISOString(), payload: row.payload as never };
        await this.queue.boss.publish(row.type, event, { db });
      }
      if (rows.length > 0) {
        await client.query('update messaging.outbox_messages set published_at = now() where id = any($1::uuid[])', [rows.map((r) => r.id)]);
      }
      await client.query('commit');
      return rows.length;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      broken ??= error as Error; // never hand a connection in an unknown state back to the pool
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }
}

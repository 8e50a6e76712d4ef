import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { MESSAGING_POOL } from '../messaging/messaging.tokens';
import { Metrics } from './metrics';

/**
 * Figures every process reads from PostgreSQL, so any API instance reports the same: jobs waiting
 * and running per queue (the render queue among them), the age of the oldest waiting job, and the
 * outbox backlog (committed events not yet handed to the queue).
 */
@Injectable()
export class MessagingMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    @Inject(MESSAGING_POOL) private readonly pool: Pool,
  ) {}

  onModuleInit(): void {
    const queues = this.queueFigures.bind(this);
    this.metrics.gauge({
      name: 'boogy_job_queue_depth',
      help: 'Jobs waiting to run (created or waiting to retry, due now), by queue',
      labelNames: ['queue'],
      collect: async () => (await queues()).map((q) => ({ labels: { queue: q.name }, value: q.waiting })),
    });
    this.metrics.gauge({
      name: 'boogy_job_queue_oldest_age_seconds',
      help: 'Age of the oldest job waiting to run, by queue (0 when none waits)',
      labelNames: ['queue'],
      collect: async () => (await queues()).map((q) => ({ labels: { queue: q.name }, value: q.oldestAgeSec })),
    });
    this.metrics.gauge({
      name: 'boogy_job_queue_active',
      help: 'Jobs running now, by queue',
      labelNames: ['queue'],
      collect: async () => (await queues()).map((q) => ({ labels: { queue: q.name }, value: q.active })),
    });
    this.metrics.gauge({
      name: 'boogy_outbox_backlog',
      help: 'Integration events committed but not yet published',
      collect: async () => [{ value: (await this.outbox()).pending }],
    });
    this.metrics.gauge({
      name: 'boogy_outbox_oldest_age_seconds',
      help: 'Age of the oldest unpublished integration event (0 when none)',
      collect: async () => [{ value: (await this.outbox()).oldestAgeSec }],
    });
  }

  /** One query per scrape for the three queue gauges (memoised for a second). */
  private cached?: { at: number; rows: Promise<{ name: string; waiting: number; active: number; oldestAgeSec: number }[]> };

  private queueFigures() {
    if (!this.cached || Date.now() - this.cached.at > 1_000) {
      const rows = this.pool
        .query<{ name: string; waiting: number; active: number; oldest: number }>(
          `select q.name,
                  count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as waiting,
                  count(j.id) filter (where j.state = 'active')::int as active,
                  coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as oldest
             from pgboss.queue q left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
            where q.name not like '\\_\\_%'
            group by q.name`,
        )
        .then((r) => r.rows.map((row) => ({ name: row.name, waiting: row.waiting, active: row.active, oldestAgeSec: row.oldest })));
      this.cached = { at: Date.now(), rows };
      rows.catch(() => (this.cached = undefined));
    }
    return this.cached.rows;
  }

  private async outbox(): Promise<{ pending: number; oldestAgeSec: number }> {
    const { rows } = await this.pool.query<{ pending: number; oldest: number }>(
      `select count(*)::int as pending, coalesce(extract(epoch from now() - min(occurred_at)), 0)::float8 as oldest
         from messaging.outbox_messages where published_at is null`,
    );
    return { pending: rows[0]!.pending, oldestAgeSec: rows[0]!.oldest };
  }
}

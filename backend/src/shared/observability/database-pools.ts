import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { JobQueue } from '../messaging/job-queue';
import { MESSAGING_POOL } from '../messaging/messaging.tokens';
import type { WatchedPool } from './database-pool-metrics';
import { Metrics } from './metrics';

/**
 * Puts the pools every process has under `boogy_db_pool_*`: the ORM's (`orm`), the outbox relay's
 * (`messaging`) and pg-boss's (`jobs`). The API's session store adds its own (`sessions`, http.ts).
 */
@Injectable()
export class DatabasePools implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly orm: MikroORM,
    private readonly queue: JobQueue,
    @Inject(MESSAGING_POOL) private readonly messagingPool: Pool,
  ) {}

  async onModuleInit(): Promise<void> {
    this.metrics.watchPool('orm', (await this.orm.em.getConnection().getNativeClient()) as WatchedPool);
    this.metrics.watchPool('messaging', this.messagingPool);
    const jobsPool = (this.queue.boss.getDb() as { pool?: WatchedPool }).pool;
    if (jobsPool) this.metrics.watchPool('jobs', jobsPool);
  }
}

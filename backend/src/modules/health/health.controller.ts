import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { Schema } from '@boogy/contracts';
import { JobQueue } from '../../shared/messaging';
import { ReadinessChecks } from '../../shared/observability';

@Controller('api')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    private readonly queue: JobQueue,
    private readonly checks: ReadinessChecks,
  ) {}

  /** The process is alive (no dependencies checked: a liveness probe). */
  @Get('health')
  @HttpCode(200)
  health(): Schema<'Health'> {
    return { status: 'ok' };
  }

  /**
   * The database, the job queue and the registered checks (the media store) answer, and the process
   * is not shutting down (a readiness probe: a load balancer stops sending traffic on 503).
   */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<Schema<'Readiness'>> {
    const [database, jobs, others] = await Promise.all([this.databaseUp(), this.queue.isUp(), this.checks.run()]);
    const results: Record<string, boolean> = { database, jobs, storage: false, ...others };
    const ok = !this.checks.draining && Object.values(results).every(Boolean);
    res.status(ok ? 200 : 503);
    if (this.checks.draining) res.setHeader('Connection', 'close');
    const checks = Object.fromEntries(Object.entries(results).map(([name, up]) => [name, up ? 'up' : 'down'])) as Schema<'Readiness'>['checks'];
    return { status: ok ? 'ready' : 'not_ready', checks };
  }

  private async databaseUp(): Promise<boolean> {
    try {
      await this.orm.em.fork().execute('select 1');
      return true;
    } catch {
      return false;
    }
  }
}

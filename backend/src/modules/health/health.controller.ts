import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { Schema } from '@boogy/contracts';
import { JobQueue } from '../../shared/messaging';

@Controller('api')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    private readonly queue: JobQueue,
  ) {}

  /** The process is alive (no dependencies checked: a liveness probe). */
  @Get('health')
  @HttpCode(200)
  health(): Schema<'Health'> {
    return { status: 'ok' };
  }

  /** The database and the job queue answer (a readiness probe). */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<Schema<'Readiness'>> {
    const [database, jobs] = await Promise.all([this.databaseUp(), this.queue.isUp()]);
    const ok = database && jobs;
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ready' : 'not_ready', checks: { database: database ? 'up' : 'down', jobs: jobs ? 'up' : 'down' } };
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

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { JobQueue, runsWorkers } from '../../../shared/messaging';
import { pruneTokens } from '../infrastructure/one-time-tokens';
import { RateLimiter } from '../../../shared/http/rate-limit';
import { ensureAdmin } from './commands/ensure-admin/ensure-admin';

const PRUNE_QUEUE = 'identity.prune-expired';

/** Start-up admin (ADMIN_EMAIL / ADMIN_PASSWORD) and an hourly clean-up of dead tokens and rate-limit rows. */
@Injectable()
export class IdentityMaintenance implements OnApplicationBootstrap {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly orm: MikroORM,
    private readonly queue: JobQueue,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ADMIN_EMAIL && this.config.ADMIN_PASSWORD) {
      const outcome = await ensureAdmin(this.orm.em.fork(), { email: this.config.ADMIN_EMAIL, password: this.config.ADMIN_PASSWORD, setPassword: false });
      this.logger.log(`administrator ${outcome === 'created' ? 'created' : 'ensured'} from ADMIN_EMAIL`);
    }
    if (!runsWorkers(this.config)) return;
    await this.queue.schedule(PRUNE_QUEUE, '17 * * * *');
    await this.queue.work(PRUNE_QUEUE, { batchSize: 1 }, async () => {
      await pruneTokens(this.orm.em.fork());
      await this.limiter.prune();
    });
  }
}

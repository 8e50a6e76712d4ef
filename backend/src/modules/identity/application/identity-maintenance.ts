import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { RunsOnSchedule } from '../../../shared/messaging';
import { RateLimiter } from '../../../shared/http/rate-limit';
import { EnsureAdminCommand } from './commands/ensure-admin/ensure-admin.command';
import { ONE_TIME_TOKENS, type OneTimeTokens } from './ports/one-time-tokens.port';

/** The start-up admin (ADMIN_EMAIL / ADMIN_PASSWORD). */
@Injectable()
export class IdentityMaintenance implements OnApplicationBootstrap {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ADMIN_EMAIL && this.config.ADMIN_PASSWORD) {
      const outcome = await this.commands.execute(new EnsureAdminCommand({ email: this.config.ADMIN_EMAIL, password: this.config.ADMIN_PASSWORD, setPassword: false }));
      this.logger.log(`administrator ${outcome === 'created' ? 'created' : 'ensured'} from ADMIN_EMAIL`);
    }
  }
}

/** The hourly clean-up of used or expired one-time tokens and old rate-limit rows. */
export class PruneExpiredIdentityDataCommand extends Command<void> {}

@RunsOnSchedule({ queue: 'identity.prune-expired', cron: '17 * * * *', command: () => new PruneExpiredIdentityDataCommand() })
@CommandHandler(PruneExpiredIdentityDataCommand)
export class PruneExpiredIdentityDataHandler implements ICommandHandler<PruneExpiredIdentityDataCommand> {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
  ) {}

  async execute(): Promise<void> {
    await this.tokens.prune();
    await this.limiter.prune();
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { JobQueue, runsWorkers } from '../../../../shared/messaging';
import { PAYOUT_CRON } from '../../domain/payout-schedule';
import { FollowPayoutsCommand } from '../commands/follow-payouts/follow-payouts.command';
import { MatureCommissionsCommand } from '../commands/mature-commissions/mature-commissions.command';
import { RunPayoutsCommand } from '../commands/run-payouts/run-payouts.command';

export const MATURE_QUEUE = 'affiliate.mature-commissions';
export const PAYOUT_QUEUE = 'affiliate.run-payouts';
export const FOLLOW_QUEUE = 'affiliate.follow-payouts';

/**
 * The affiliate's schedules on pg-boss (each fires once across all instances): maturation hourly,
 * the payout run Mondays 10:00 UTC, and the payout follow-up every 15 minutes (item states, and
 * a batch left prepared by a crash).
 */
@Injectable()
export class AffiliateJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('Affiliate');

  constructor(
    private readonly queue: JobQueue,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!runsWorkers(this.config)) return;
    await this.queue.every(MATURE_QUEUE, '7 * * * *', async () => {
      const { matured } = await this.commands.execute(new MatureCommissionsCommand());
      if (matured > 0) this.logger.log(`${matured} commission(s) matured`);
    });
    await this.queue.every(PAYOUT_QUEUE, PAYOUT_CRON, async () => {
      const result = await this.commands.execute(new RunPayoutsCommand());
      this.logger.log(`weekly payout ${result.senderBatchId}: ${result.outcome}, ${result.payouts.length} payout(s)`);
    });
    await this.queue.every(FOLLOW_QUEUE, '*/15 * * * *', async () => {
      await this.commands.execute(new FollowPayoutsCommand());
    });
  }
}

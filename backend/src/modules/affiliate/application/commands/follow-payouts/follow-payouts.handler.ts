import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AFFILIATE_REPOSITORY, type AffiliateRepository } from '../../ports/affiliate.repository.port';
import { PAYOUT_GATEWAY, PayoutGatewayError, type PayoutGateway, type PayoutItemState } from '../../ports/payout-gateway.port';
import { PayoutSender } from '../run-payouts/payout-sender';
import { FollowPayoutsCommand } from './follow-payouts.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { RunsOnSchedule } from '../../../../../shared/messaging';

/** A run left prepared this long is taken for crashed mid-send (a live run sends within seconds). */
const RESUME_AFTER_MS = 60_000;

/** What our payout becomes for each PayPal item status. */
function settlement(item: PayoutItemState): 'completed' | 'failed' | 'returned' | 'unclaimed' | 'processing' {
  switch (item.status) {
    case 'SUCCESS':
      return 'completed';
    case 'FAILED':
    case 'BLOCKED':
      return 'failed';
    case 'RETURNED':
    case 'REFUNDED':
    case 'REVERSED':
      return 'returned';
    case 'UNCLAIMED':
      // PayPal holds it for the recipient 30 days, then returns it (RETURNED): keep it until then.
      return 'unclaimed';
    default:
      return 'processing';
  }
}

/** Every 15 minutes: payout items' states, and a batch a crash left prepared. */
@RunsOnSchedule({ queue: 'affiliate.follow-payouts', cron: '*/15 * * * *', command: () => new FollowPayoutsCommand() })
@CommandHandler(FollowPayoutsCommand)
export class FollowPayoutsHandler implements ICommandHandler<FollowPayoutsCommand> {
  private readonly logger = new Logger('Affiliate');

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
    private readonly sender: PayoutSender,
  ) {}

  async execute({ now }: FollowPayoutsCommand): Promise<{ completed: number; released: number; openRuns: number }> {
    let completed = 0;
    let released = 0;
    let openRuns = 0;
    for (const run of await this.repo.openRuns()) {
      if (run.status === 'prepared') {
        // Prepared but never sent (the process died in between): send it now, once.
        if (now.getTime() - run.createdAt.getTime() > RESUME_AFTER_MS) await this.sender.send(run).catch((error: unknown) => this.logger.warn(`payout batch ${run.senderBatchId} not sent yet: ${(error as Error).message}`));
        openRuns++;
        continue;
      }
      if (!run.providerBatchId) continue;
      let batch: Awaited<ReturnType<PayoutGateway['status']>>;
      try {
        batch = await this.gateway.status(run.providerBatchId);
      } catch (error) {
        if (!(error instanceof PayoutGatewayError)) throw error;
        this.logger.warn(`payout batch ${run.providerBatchId}: provider not answering (${error.message}); asking again later`);
        openRuns++;
        continue;
      }
      const items = new Map(batch.items.map((i) => [i.senderItemId, i]));
      const denied = batch.status === 'DENIED' || batch.status === 'CANCELED';
      const stillOpen = await this.uow.run(async () => {
        let open = 0;
        for (const payout of await this.repo.payoutsOfRun(run.id)) {
          if (payout.status === 'completed' || payout.status === 'failed' || payout.status === 'returned') continue;
          const item = items.get(payout.id);
          if (!item && denied) {
            if (await this.repo.releasePayout(payout.id, 'failed', `PayPal: batch ${batch.status}`, null)) released++;
            continue;
          }
          if (!item) {
            open++;
            continue;
          }
          const outcome = settlement(item);
          if (outcome === 'completed') {
            if (await this.repo.completePayout(payout.id, item.transactionId, item.itemId, now)) completed++;
          } else if (outcome === 'failed' || outcome === 'returned') {
            if (await this.repo.releasePayout(payout.id, outcome, item.error ?? `PayPal: ${item.status}`, item.itemId)) released++;
          } else {
            await this.repo.setPayoutStatus(payout.id, outcome, item.itemId, item.transactionId);
            open++;
          }
        }
        if (open === 0) await this.repo.closeRun(run.id);
        return open;
      });
      if (stillOpen > 0) openRuns++;
    }
    return { completed, released, openRuns };
  }
}

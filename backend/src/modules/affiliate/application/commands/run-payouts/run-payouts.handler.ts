import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PAYOUT_CRON, payoutRunKey } from '../../../domain/payout-schedule';
import { ACCOUNTS_PORT, type AccountsPort, type AffiliateAccount } from '../../ports/accounts.port';
import { AFFILIATE_REPOSITORY, type AffiliateRepository, type PayoutRunRecord } from '../../ports/affiliate.repository.port';
import { FollowPayoutsCommand } from '../follow-payouts/follow-payouts.command';
import { MatureCommissionsCommand } from '../mature-commissions/mature-commissions.command';
import { PayoutSender } from './payout-sender';
import { planPayouts } from './plan-payouts';
import { RunPayoutsCommand, type PayoutRunResult, type PlannedPayout } from './run-payouts.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { RunsOnSchedule } from '../../../../../shared/messaging';

/**
 * Two steps, so a crash never pays twice: (1) one transaction claims the week's run (unique key),
 * locks the payable commissions and ties them to payout rows; (2) the batch goes to the provider
 * with a sender_batch_id and PayPal-Request-Id derived from the week, so sending it again after a
 * crash answers the first batch instead of paying again.
 */
@RunsOnSchedule({
  queue: 'affiliate.run-payouts',
  cron: PAYOUT_CRON,
  command: () => new RunPayoutsCommand(),
  report: (result, logger) => logger.log(`weekly payout ${result.senderBatchId}: ${result.outcome}, ${result.payouts.length} payout(s)`),
})
@CommandHandler(RunPayoutsCommand)
export class RunPayoutsHandler implements ICommandHandler<RunPayoutsCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly commands: CommandBus,
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
    private readonly sender: PayoutSender,
  ) {}

  async execute({ options }: RunPayoutsCommand): Promise<PayoutRunResult> {
    const now = options.now ?? new Date();
    const runKey = payoutRunKey(now);
    const senderBatchId = `boogy-payouts-${runKey}`;
    if (options.dryRun) return this.dryRun(runKey, senderBatchId, now);

    await this.commands.execute(new MatureCommissionsCommand(now));
    const prepared = await this.uow.run(async () => {
      const { run, created } = await this.repo.claimRun(runKey, senderBatchId);
      if (!created) return { run, created, payouts: [] as PlannedPayout[], skippedNoEmail: 0 };
      const payable = await this.repo.payable(true);
      const { plans, skippedNoEmail } = planPayouts(payable, await this.accountsOf(payable.commissions.map((c) => c.affiliateUserId)));
      for (const plan of plans) {
        await this.repo.createPayout({
          runId: run.id,
          affiliateUserId: plan.affiliateUserId,
          receiver: plan.receiver,
          totalCashAmount: plan.amountCents,
          clawbackAmount: plan.clawbackCents,
          totalCredits: plan.credits,
          currency: plan.currency,
          commissionIds: plan.commissionIds,
          clawbackIds: plan.clawbackIds,
        });
      }
      // Nothing due: leave no run behind, so a later run this week can still pay what matures meanwhile.
      if (plans.length === 0) await this.repo.discardRun(run.id);
      return { run, created, payouts: plans.map(toPlanned), skippedNoEmail };
    });

    const { run } = prepared;
    if (prepared.created && prepared.payouts.length === 0) return result(run, 'nothing_due', [], prepared.skippedNoEmail);
    if (!prepared.created && run.status !== 'prepared') {
      await this.commands.execute(new FollowPayoutsCommand());
      return result(run, 'already_ran', [], 0);
    }
    const sent = await this.sender.send(run);
    if (sent === null) return result(run, 'refused', prepared.payouts, prepared.skippedNoEmail);
    await this.commands.execute(new FollowPayoutsCommand());
    const payouts = prepared.created ? prepared.payouts : sent.map((p) => ({ affiliateUserId: p.affiliateUserId, receiver: p.receiver, amountCents: p.totalCashAmount, clawbackCents: 0, commissionCount: 0, currency: p.currency }));
    return result(run, prepared.created ? 'sent' : 'resumed', payouts, prepared.skippedNoEmail);
  }

  /** What a run now would pay, changing nothing: commissions past their refund period count, as the run matures them first. */
  private async dryRun(runKey: string, senderBatchId: string, now: Date): Promise<PayoutRunResult> {
    const payable = await this.repo.payable(false, now);
    const { plans, skippedNoEmail } = planPayouts(payable, await this.accountsOf(payable.commissions.map((c) => c.affiliateUserId)));
    // A batch already sent this week: a run now sends nothing; the plan is what next week's would pay.
    const run = await this.repo.findRun(runKey);
    const outcome = run && run.status !== 'prepared' ? 'already_ran' : 'planned';
    return { runKey, senderBatchId, dryRun: true, outcome, payouts: plans.map(toPlanned), skippedNoEmail };
  }

  private async accountsOf(ids: string[]): Promise<Map<string, AffiliateAccount>> {
    return new Map((await this.accounts.findMany(ids)).map((a) => [a.id, a]));
  }
}

const toPlanned = (p: ReturnType<typeof planPayouts>['plans'][number]): PlannedPayout => ({
  affiliateUserId: p.affiliateUserId,
  receiver: p.receiver,
  amountCents: p.amountCents,
  clawbackCents: p.clawbackCents,
  commissionCount: p.commissionIds.length,
  currency: p.currency,
});

const result = (run: PayoutRunRecord, outcome: PayoutRunResult['outcome'], payouts: PlannedPayout[], skippedNoEmail: number): PayoutRunResult => ({
  runKey: run.runKey,
  senderBatchId: run.senderBatchId,
  dryRun: false,
  outcome,
  payouts,
  skippedNoEmail,
});

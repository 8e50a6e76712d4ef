import { Inject, Injectable, Logger } from '@nestjs/common';
import { AFFILIATE_REPOSITORY, type AffiliateRepository, type PayoutRecord, type PayoutRunRecord } from '../../ports/affiliate.repository.port';
import { PAYOUT_GATEWAY, PayoutGatewayError, type PayoutGateway } from '../../ports/payout-gateway.port';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/**
 * Sends a prepared run's batch. Safe to repeat (after a crash, or from two processes at once): the
 * sender_batch_id, also the PayPal-Request-Id, is the run's, so the provider answers the first batch.
 */
@Injectable()
export class PayoutSender {
  private readonly logger = new Logger('Affiliate');

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
  ) {}

  /** The run's payouts as sent, or null when the provider refused the batch (its money went back to the balances). */
  async send(run: PayoutRunRecord): Promise<PayoutRecord[] | null> {
    const payouts = await this.repo.payoutsOfRun(run.id);
    let batch: { batchId: string; status: string };
    try {
      batch = await this.gateway.send({
        senderBatchId: run.senderBatchId,
        emailSubject: 'You have a payout from Boogy',
        items: payouts.map((p) => ({ senderItemId: p.id, receiver: p.receiver, amountCents: p.totalCashAmount, currency: p.currency, note: 'Your Boogy affiliate commissions' })),
      });
    } catch (error) {
      // Refused outright (say, not enough funds): nothing was sent, so the money goes back to the
      // balances for the next run. A duplicate sender_batch_id is different: the batch may exist
      // at PayPal, so it stays prepared for an operator rather than risking a second payment.
      if (error instanceof PayoutGatewayError && error.kind === 'rejected' && error.providerIssue !== 'DUPLICATE_SENDER_BATCH_ID') {
        await this.uow.run(async () => {
          for (const p of payouts) await this.repo.releasePayout(p.id, 'failed', `PayPal refused the batch: ${error.message}`, null);
          await this.repo.closeRun(run.id);
        });
        this.logger.error(`payout batch ${run.senderBatchId} refused by the provider (${error.providerIssue ?? 'no code'}): ${error.message}; commissions returned to the balances`);
        return null;
      }
      if (error instanceof PayoutGatewayError && error.providerIssue === 'DUPLICATE_SENDER_BATCH_ID') {
        this.logger.error(`payout batch ${run.senderBatchId}: PayPal reports it exists already; check it in PayPal before doing anything (left prepared)`);
      }
      throw error;
    }
    await this.uow.run(() => this.repo.markRunSent(run.id, batch.batchId));
    this.logger.log(`payout batch ${run.senderBatchId}: ${payouts.length} item(s) sent as ${batch.batchId} (${batch.status})`);
    return payouts;
  }
}

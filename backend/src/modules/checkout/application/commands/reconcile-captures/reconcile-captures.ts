import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { RunsOnSchedule } from '../../../../../shared/messaging';
import { ORDERS, type Orders } from '../../ports/orders.port';
import { VOUCHERS, type Vouchers } from '../../ports/vouchers.port';
import { PAYMENT_GATEWAY, PaymentGatewayError, type PaymentGateway } from '../../ports/payment-gateway.port';
import { SONG_PURCHASES, type SongPurchases } from '../../ports/song-purchases.port';
import { giveBackClaims } from '../../order-claims';
import { CompleteCapture } from '../capture-order/complete-capture';
import { STALE_CLAIM_HOURS } from '../release-stale-voucher-claims/release-stale-voucher-claims';

/** A capture younger than this may still be on its way back from the provider: leave it to its request. */
export const RECONCILE_AFTER_SECONDS = 60;
/**
 * A capture the provider confirms it never took holds the song no longer than this: the buyer can
 * start a new purchase (the old order's late capture, if any, is refunded). Its voucher use waits
 * for STALE_CLAIM_HOURS, as a retry of the same attempt could still complete it.
 */
export const FREE_SONG_AFTER_SECONDS = 10 * 60;
const BATCH = 100;

export interface Reconciled {
  /** Captured at the provider without our record, now recorded (payment, unlock, event). */
  completed: number;
  /** Never captured and abandoned for STALE_CLAIM_HOURS: the song's purchase and the voucher's use given back. */
  released: number;
  /** Never captured, for FREE_SONG_AFTER_SECONDS: the song can be bought again (the voucher use stays claimed). */
  songsFreed: number;
}

/**
 * A crash (or a lost answer) between the provider's capture and our record leaves an open order
 * marked as capturing while the provider holds the money. Every minute this asks the provider
 * (sandbox: its order book; PayPal: GET the order) about such orders and completes the captured
 * ones through the same CompleteCapture as the capture call and the webhook: under the order's row
 * lock, so whichever comes first records it and the others find it done — exactly once.
 */
@Injectable()
export class ReconcileCaptures {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly completion: CompleteCapture,
    @Inject(VOUCHERS) private readonly vouchers: Vouchers,
    @Inject(ORDERS) private readonly orders: Orders,
    @Inject(SONG_PURCHASES) private readonly purchases: SongPurchases,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async run(olderThanSeconds = RECONCILE_AFTER_SECONDS): Promise<Reconciled> {
    const open = await this.orders.capturesInFlight(this.gateway.provider, olderThanSeconds, BATCH);
    const outcome: Reconciled = { completed: 0, released: 0, songsFreed: 0 };
    for (const order of open) {
      let capture;
      try {
        capture = await this.gateway.findCapture(order.providerOrderId);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        continue; // provider not answering: the next run asks again
      }
      if (capture?.status === 'COMPLETED') {
        const done = await this.completion.complete(order.id, capture);
        if (done.kind === 'done' && done.recordedNow) outcome.completed++;
        continue;
      }
      if (capture) continue; // pending at the provider: its webhook or a retry completes it
      if (await this.releaseAbandoned(order.id)) outcome.released++;
      else if (order.ageSeconds > FREE_SONG_AFTER_SECONDS && (await this.freeSong(order.id))) outcome.songsFreed++;
    }
    return outcome;
  }

  private async freeSong(orderId: string): Promise<boolean> {
    return this.uow.run(() => this.purchases.releaseUnpaidOrder(orderId));
  }

  /**
   * Nothing was captured and nobody touched the order for STALE_CLAIM_HOURS (a retry of the same
   * attempt could still complete it until then): the song can be bought again and the voucher's use comes back.
   */
  private async releaseAbandoned(orderId: string): Promise<boolean> {
    return this.uow.run(async () => {
      const order = await this.orders.loadAbandonedCapture(orderId, STALE_CLAIM_HOURS);
      const released = order?.releaseClaims();
      if (!order || !released) return false;
      await giveBackClaims({ vouchers: this.vouchers, purchases: this.purchases, orders: this.orders }, order, released);
      return true;
    });
  }
}

/** The minute's reconciliation, dispatched on the bus by the queue worker. */
export class ReconcileCapturesCommand extends Command<Reconciled> {}

@RunsOnSchedule({
  queue: 'checkout.reconcile-captures',
  cron: '* * * * *',
  command: () => new ReconcileCapturesCommand(),
  report: ({ completed, released }, logger) => {
    if (completed > 0) logger.warn(`recorded ${completed} capture(s) the provider took without our record`);
    if (released > 0) logger.log(`gave back ${released} abandoned capture claim(s)`);
  },
})
@CommandHandler(ReconcileCapturesCommand)
export class ReconcileCapturesHandler implements ICommandHandler<ReconcileCapturesCommand> {
  constructor(private readonly reconcile: ReconcileCaptures) {}
  execute(): Promise<Reconciled> {
    return this.reconcile.run();
  }
}

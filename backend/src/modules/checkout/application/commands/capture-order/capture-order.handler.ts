import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { DomainError } from '../../../../../shared/ddd';
import { purchaseVerdict } from '../../../domain/song-purchase';
import { ORDERS, type OrderRecord, type Orders } from '../../ports/orders.port';
import { VOUCHERS, type Vouchers } from '../../ports/vouchers.port';
import { ownsOrder } from '../../buyer';
import { claimVoucherUse } from '../../voucher-claims';
import { PAYMENT_GATEWAY, PaymentGatewayError, type GatewayCapture, type PaymentGateway } from '../../ports/payment-gateway.port';
import { SONG_PURCHASES, type SongPurchases } from '../../ports/song-purchases.port';
import { CaptureOrderCommand, type CapturedOrder } from './capture-order.command';
import { CompleteCapture } from './complete-capture';

/**
 * POST /paypal/order/{orderId}/capture. Idempotent: a repeat answers the first result, and the
 * provider call carries a PayPal-Request-Id derived from the order, so retries (ours, the
 * browser's, or after a timeout) never charge twice.
 *
 * The song's one purchase and the voucher's use are claimed before the money is taken (a row per
 * song, an atomic conditional UPDATE), so a song is paid once and concurrent buyers never get more
 * discounts than maxUses; a payment that is then declined gives both back. Holding a database
 * transaction open across the provider call would do the same but queue every purchase with that
 * voucher behind one network call.
 */
@CommandHandler(CaptureOrderCommand)
export class CaptureOrderHandler implements ICommandHandler<CaptureOrderCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(VOUCHERS) private readonly vouchers: Vouchers,
    @Inject(ORDERS) private readonly orders: Orders,
    private readonly completion: CompleteCapture,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SONG_PURCHASES) private readonly purchases: SongPurchases,
  ) {}

  async execute({ providerOrderId, buyer, expectedSongId }: CaptureOrderCommand): Promise<CapturedOrder> {
    const order = await this.orders.findByProviderOrderId(providerOrderId);
    if (!order || !ownsOrder(order, buyer)) throw checkoutErrors.orderNotFound();
    if (expectedSongId && order.songId !== expectedSongId) throw checkoutErrors.otherSong();
    if (order.status === 'captured' && order.captureResult) return { result: order.captureResult, signInUserId: null };
    if (order.status === 'failed') throw checkoutErrors.orderFailed(order.failureReason ?? 'This order can no longer be paid');

    if ((await this.claimPurchase(order)) === 'closed') {
      // Captured (or failed) by a concurrent request since it was read.
      const now = await this.orders.findById(order.id);
      if (now?.status === 'captured' && now.captureResult) return { result: now.captureResult, signInUserId: null };
      throw checkoutErrors.orderFailed(now?.failureReason ?? 'This order can no longer be paid');
    }
    let capture: GatewayCapture;
    try {
      capture = await this.gateway.captureOrder(order.providerOrderId, `boogy-capture-${order.id}-${order.captureAttempt}`);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      if (error.failure === 'unavailable') throw checkoutErrors.providerDown(); // may have gone through: keep the claims and the request id
      if (error.failure === 'declined') {
        await this.endAttempt(order);
        throw checkoutErrors.declined();
      }
      if (error.failure === 'not_approved') {
        await this.endAttempt(order);
        throw checkoutErrors.notApproved();
      }
      await this.endAttempt(order, `The payment provider refused the capture (${error.providerIssue ?? error.message})`);
      throw checkoutErrors.orderFailed('The payment could not be completed. Please start a new purchase.');
    }
    if (capture.status === 'PENDING') throw checkoutErrors.pending(); // the webhook completes it
    if (capture.status !== 'COMPLETED') {
      await this.endAttempt(order);
      throw checkoutErrors.declined();
    }

    const completed = await this.completion.complete(order.id, capture);
    if (completed.kind === 'refunded') throw checkoutErrors.orderFailed(completed.message);
    return { result: completed.result, signInUserId: completed.signInUserId };
  }

  /**
   * Before any money moves, in one transaction holding the order's row: the song's one purchase
   * (another order's capture in flight, a free download or a payment wins over this one), then the
   * voucher's use, counted once per order; a used-up voucher fails the order. The order is marked
   * as capturing, so a crash after the provider's capture is found by the reconciliation.
   */
  private async claimPurchase(order: OrderRecord): Promise<'claimed' | 'closed'> {
    const outcome = await this.uow.run(async (): Promise<DomainError | 'claimed' | 'closed'> => {
      const open = await this.orders.load(order.id);
      if (!open.startCapture(new Date())) return 'closed';
      this.orders.update(open);
      if (order.songId) {
        const verdict = purchaseVerdict(await this.purchases.take(order.songId, { orderId: order.id, voucherId: order.voucherId }), order.id);
        if (verdict instanceof DomainError) throw verdict; // rolls the mark back: nothing was claimed
      }
      // Claimed by an earlier attempt of this order: the mark above keeps the release of stale claims away.
      if (!open.needsVoucherClaim) return 'claimed';
      const problem = await claimVoucherUse(this.vouchers, open.voucherId!);
      if (!problem) {
        open.claimVoucher();
        this.orders.update(open);
        return 'claimed';
      }
      // Deactivated, expired or used up since the order was made: say which, and end the order.
      await this.purchases.releaseOrder(order.id);
      open.fail(problem.message);
      this.orders.update(open);
      return problem;
    });
    if (outcome instanceof DomainError) throw outcome;
    return outcome;
  }

  /**
   * A capture that definitely did not take money: the song's purchase and the voucher's use are
   * given back, and the next capture is a new request for the provider (or, with a reason, the order fails).
   */
  private async endAttempt(order: OrderRecord, failureReason?: string): Promise<void> {
    await this.uow.run(async () => {
      const mine = await this.orders.load(order.id);
      const ended = mine.endAttempt(failureReason ?? null);
      if (!ended) return;
      if (ended.releaseVoucherId) await this.vouchers.releaseUse(ended.releaseVoucherId);
      await this.purchases.releaseOrder(order.id);
      this.orders.update(mine);
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { VoucherError, voucherErrors, voucherProblem } from '../../../domain/voucher-rules';
import { Voucher } from '../../../infrastructure/entities/voucher.entity';
import { Order, type StoredCaptureResult } from '../../../infrastructure/entities/order.entity';
import { VoucherRepository } from '../../../infrastructure/voucher.repository';
import { ownsOrder, type Buyer } from '../../buyer';
import { PAYMENT_GATEWAY, PaymentGatewayError, type GatewayCapture, type PaymentGateway } from '../../ports/payment-gateway.port';
import { CompleteCapture } from './complete-capture';

/**
 * POST /paypal/order/{orderId}/capture. Idempotent: a repeat answers the first result, and the
 * provider call carries a PayPal-Request-Id derived from the order, so retries (ours, the
 * browser's, or after a timeout) never charge twice.
 *
 * The voucher's use is claimed before the money is taken (an atomic conditional UPDATE), so
 * concurrent buyers can never get more discounts than maxUses; a payment that is then declined
 * gives the use back. Holding a database transaction open across the provider call would do the
 * same but queue every purchase with that voucher behind one network call.
 */
@Injectable()
export class CaptureOrderHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly vouchers: VoucherRepository,
    private readonly completion: CompleteCapture,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute(providerOrderId: string, buyer: Buyer, expected: { songId?: string } = {}): Promise<{ result: StoredCaptureResult; signInUserId: string | null }> {
    const order = await this.em.fork().findOne(Order, { providerOrderId });
    if (!order || !ownsOrder(order, buyer)) throw checkoutErrors.orderNotFound();
    if (expected.songId && order.songId !== expected.songId) throw checkoutErrors.otherSong();
    if (order.status === 'captured' && order.captureResult) return { result: order.captureResult, signInUserId: null };
    if (order.status === 'failed') throw checkoutErrors.orderFailed(order.failureReason ?? 'This order can no longer be paid');

    await this.claimVoucher(order);
    let capture: GatewayCapture;
    try {
      capture = await this.gateway.captureOrder(order.providerOrderId, `boogy-capture-${order.id}-${order.captureAttempt}`);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      if (error.failure === 'unavailable') throw checkoutErrors.providerDown(); // may have gone through: keep the claim and the request id
      await this.releaseVoucher(order);
      await this.nextAttempt(order);
      if (error.failure === 'declined') throw checkoutErrors.declined();
      if (error.failure === 'not_approved') throw checkoutErrors.notApproved();
      await this.fail(order, `The payment provider refused the capture (${error.providerIssue ?? error.message})`);
      throw checkoutErrors.orderFailed('The payment could not be completed. Please start a new purchase.');
    }
    if (capture.status === 'PENDING') throw checkoutErrors.pending(); // the webhook completes it
    if (capture.status !== 'COMPLETED') {
      await this.releaseVoucher(order);
      await this.nextAttempt(order);
      throw checkoutErrors.declined();
    }

    const completed = await this.completion.complete(order.id, capture);
    if (completed.kind === 'refunded') throw checkoutErrors.orderFailed(completed.message);
    return { result: completed.result, signInUserId: completed.signInUserId };
  }

  /** Counts the voucher's use once per order; a used-up voucher fails the order before any money moves. */
  private async claimVoucher(order: Order): Promise<void> {
    if (!order.voucherId) return;
    const outcome = await this.em.fork().transactional(async (tx): Promise<VoucherError | null> => {
      const mine = await tx.execute<{ id: string }[]>(
        `update checkout.orders set voucher_claimed = true, updated_at = now()
          where id = ? and not voucher_claimed and status = 'created' returning id`,
        [order.id],
      );
      if (mine.length === 0) {
        // Claimed by an earlier attempt of this order: mark this attempt, so the release of stale
        // claims (ReleaseStaleVoucherClaims) never gives back a use a capture is in flight for.
        await tx.execute(`update checkout.orders set updated_at = now() where id = ? and voucher_claimed and status = 'created'`, [order.id]);
        return null;
      }
      if (await this.vouchers.claimUse(tx, order.voucherId!)) return null;
      // Deactivated, expired or used up since the order was made: say which, and end the order.
      const voucher = await tx.findOne(Voucher, { id: order.voucherId! });
      const problem = (voucher && voucherProblem(voucher, new Date())) ?? voucherErrors.usedUp();
      await tx.execute(`update checkout.orders set voucher_claimed = false, status = 'failed', failure_reason = ? where id = ?`, [problem.message, order.id]);
      return problem;
    });
    if (outcome) throw outcome;
  }

  private async releaseVoucher(order: Order): Promise<void> {
    if (!order.voucherId) return;
    await this.em.fork().transactional(async (tx) => {
      const mine = await tx.execute<{ id: string }[]>(
        `update checkout.orders set voucher_claimed = false, updated_at = now()
          where id = ? and voucher_claimed and status = 'created' returning id`,
        [order.id],
      );
      if (mine.length === 1) await this.vouchers.releaseUse(tx, order.voucherId!);
    });
  }

  private async nextAttempt(order: Order): Promise<void> {
    await this.em.fork().execute(`update checkout.orders set capture_attempt = capture_attempt + 1, updated_at = now() where id = ? and status = 'created'`, [order.id]);
  }

  private async fail(order: Order, reason: string): Promise<void> {
    await this.em.fork().execute(
      `update checkout.orders set status = 'failed', failure_reason = ?, updated_at = now() where id = ? and status = 'created'`,
      [reason, order.id],
    );
  }
}

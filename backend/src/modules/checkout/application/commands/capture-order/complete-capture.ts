import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { recordEvent } from '../../../../../shared/messaging';
import { CreditLedger } from '../../credit-ledger';
import { findSamplePack } from '../../../domain/sample-packs';
import type { StoredCaptureResult } from '../../../domain/capture-result';
import { ORDERS, type Orders } from '../../ports/orders.port';
import type { Order } from '../../../domain/order';
import { DuplicatePaymentError, PAYMENTS, type Payments } from '../../ports/payments.port';
import { VOUCHERS, type Vouchers } from '../../ports/vouchers.port';
import { ACCOUNTS_PORT, CATALOG_PORT, type AccountsPort, type CatalogPort } from '../../ports/other-contexts.port';
import { PAYMENT_GATEWAY, type GatewayCapture, type PaymentGateway } from '../../ports/payment-gateway.port';
import { SONG_PURCHASES, type SongPurchases } from '../../ports/song-purchases.port';
import { DomainError } from '../../../../../shared/ddd';
import { purchaseVerdict } from '../../../domain/song-purchase';
import { giveBackClaims } from '../../order-claims';

export type UserStatus = 'already_logged_in' | 'new_account_created' | 'existing_user_login_required';

export type Completed =
  /** signInUserId: a guest whose account was just made; the controller signs them in. */
  | { kind: 'done'; result: StoredCaptureResult; signInUserId: string | null; /** false: an earlier completion recorded it. */ recordedNow: boolean }
  /**
   * The payment cannot be honoured (it did not match the order, or the song is gone): nothing was
   * unlocked, the order failed, its voucher use was given back, and so was the money. `message` is for the buyer.
   */
  | { kind: 'refunded'; message: string };

interface Refusal {
  /** Stored on the order. */
  reason: string;
  message: string;
}

const MISMATCH: Refusal = { reason: 'The captured payment does not match the order', message: 'The payment did not match the order and has been refunded.' };
const SONG_GONE: Refusal = {
  reason: 'The song was deleted or expired before the payment completed',
  message: 'This song no longer exists, so your payment has been refunded.',
};

const ALREADY_PAID: Refusal = {
  reason: 'The song was already paid for (or being paid) through another purchase',
  message: 'This song is already paid for, so this payment has been refunded.',
};

/** Rolls the completion back: the song to unlock no longer exists. */
class SongGone extends Error {}
/** Rolls the completion back: another payment unlocked the song meanwhile. */
class SongPaidByAnother extends Error {}

/**
 * Turns a completed capture into what the buyer gets, once, in one transaction: the payment row,
 * the account for a guest buyer (their guest songs follow it), the song unlocked or the pack's
 * credits granted, and checkout.payment-captured.v1 through the outbox. The capture call and the
 * PAYMENT.CAPTURE.COMPLETED webhook both end here; whichever comes second finds the order done.
 */
@Injectable()
export class CompleteCapture {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly ledger: CreditLedger,
    @Inject(VOUCHERS) private readonly vouchers: Vouchers,
    @Inject(ORDERS) private readonly orders: Orders,
    @Inject(PAYMENTS) private readonly payments: Payments,
    @Inject(CATALOG_PORT) private readonly catalog: CatalogPort,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SONG_PURCHASES) private readonly purchases: SongPurchases,
  ) {}

  async complete(orderId: string, capture: GatewayCapture): Promise<Completed> {
    let refusal: Refusal;
    try {
      const outcome = await this.unlock(orderId, capture);
      if ('kind' in outcome) return outcome;
      refusal = outcome;
    } catch (error) {
      // The unique index on a song's live payment is the last word when the code's checks miss a race.
      if (error instanceof SongPaidByAnother || error instanceof DuplicatePaymentError) {
        this.logger.error({ orderId }, 'paid for a song another payment had unlocked');
        refusal = ALREADY_PAID;
      } else {
        if (!(error instanceof SongGone)) throw error;
        this.logger.error({ orderId }, 'paid for a song that no longer exists');
        refusal = SONG_GONE;
      }
    }
    await this.failOrder(orderId, refusal.reason);
    // Never keep money we cannot honour. The request id makes a repeat (capture call and webhook) one refund.
    await this.gateway.refundCapture(capture.captureId, `boogy-refused-capture-${orderId}`, refusal.reason).catch((error: unknown) => {
      this.logger.error({ orderId, captureId: capture.captureId, err: error }, 'refund of a refused capture failed: refund it by hand');
    });
    return { kind: 'refunded', message: refusal.message };
  }

  private async unlock(orderId: string, capture: GatewayCapture): Promise<Completed | Refusal> {
    return this.uow.run(async (): Promise<Completed | Refusal> => {
      const order = await this.orders.load(orderId);
      if (order.capturedResult) return { kind: 'done', result: order.capturedResult, signInUserId: null, recordedNow: false };
      if (!order.matches(capture)) {
        this.logger.error({ orderId: order.id, captured: capture.amountCents, expected: order.amountCents }, 'captured payment does not match its order');
        return MISMATCH;
      }
      if (order.songId) {
        // A capture that happened anyway (a webhook for an old order, a capture that outlived its
        // claim) while another purchase holds the song is refunded and changes nothing.
        const verdict = purchaseVerdict(await this.purchases.take(order.songId, { orderId: order.id, voucherId: order.voucherId }), order.id);
        if (verdict instanceof DomainError) {
          this.logger.error({ orderId: order.id, songId: order.songId }, 'a second capture for a song that is bought: refunding it');
          return ALREADY_PAID;
        }
      }
      // Only the webhook path counts a use here (the capture call claims first). The money is
      // taken: count the use even if that passes maxUses, and say so.
      if (order.countLateVoucherUse() && !(await this.vouchers.claimUse(order.voucherId!))) {
        this.logger.warn({ orderId: order.id }, 'voucher used beyond its limit by a late capture');
      }

      const { userId, userStatus } = await this.buyerAccount(order);
      const payment = await this.payments.add({
        userId,
        songId: order.songId,
        packId: order.packId,
        paypalOrderId: order.providerOrderId,
        captureId: capture.captureId,
        provider: order.provider,
        amount: capture.amountCents,
        currency: capture.currency,
        status: 'captured',
        voucherId: order.voucherId,
      });
      // Deleted or expired while the order was open: undo all of this (the account too) and refund.
      if (order.songId) {
        await this.purchases.paid(order.songId, payment.id);
        const marked = await this.catalog.markSongPaid(order.songId, payment.id);
        if (marked === 'missing') throw new SongGone();
        if (marked === 'paid_by_another_payment') throw new SongPaidByAnother();
      }
      if (order.packId) {
        const pack = findSamplePack(order.packId);
        if (pack) await this.ledger.grant({ userId, amount: pack.credits, reason: 'sample_pack', idempotencyKey: `sample-pack:${order.id}` });
      }
      recordEvent('checkout.payment-captured.v1', {
        paymentId: payment.id,
        buyerUserId: userId,
        songId: order.songId,
        packId: order.packId,
        amountPaidCents: payment.amount,
        currency: payment.currency,
      });
      const result: StoredCaptureResult = {
        orderId: order.providerOrderId,
        status: 'COMPLETED',
        paymentId: payment.id,
        songId: order.songId,
        packId: order.packId,
        amountCents: payment.amount,
        currency: payment.currency,
        userStatus,
      };
      order.capture(result, userId);
      this.orders.update(order);
      return { kind: 'done', result, signInUserId: userStatus === 'new_account_created' ? userId : null, recordedNow: true };
    });
  }

  /** Ends an order whose payment is refused, giving back the voucher use it holds. */
  private async failOrder(orderId: string, reason: string): Promise<void> {
    await this.uow.run(async () => {
      const order = await this.orders.load(orderId);
      const failed = order.fail(reason);
      if (failed) await giveBackClaims({ vouchers: this.vouchers, purchases: this.purchases, orders: this.orders }, order, failed);
    });
  }

  /** The paying user; for a guest, a new passwordless account (or the one that took their email meanwhile). */
  private async buyerAccount(order: Order): Promise<{ userId: string; userStatus: UserStatus }> {
    if (order.buyerUserId) {
      // A song made as a guest before signing in moves to the account with the purchase.
      if (order.buyerGuestId) await this.catalog.assignGuestSongsToUser(order.buyerGuestId, order.buyerUserId);
      return { userId: order.buyerUserId, userStatus: 'already_logged_in' };
    }
    const email = order.guestEmail!;
    const existing = await this.accounts.findUserIdByEmail(email);
    // Someone registered this email between the order and the payment: the purchase goes to that
    // account, whose owner signs in to see it (paying never signs anyone into an existing account).
    const userId = existing ?? (await this.accounts.createGuestBuyer({ email, firstName: order.guestFirstName ?? '' }));
    if (order.buyerGuestId) await this.catalog.assignGuestSongsToUser(order.buyerGuestId, userId);
    return { userId, userStatus: existing ? 'existing_user_login_required' : 'new_account_created' };
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../../../shared/messaging';
import { grantCredits } from '../../../public';
import { findSamplePack } from '../../../domain/sample-packs';
import { Order, type StoredCaptureResult } from '../../../infrastructure/entities/order.entity';
import { Payment } from '../../../infrastructure/entities/payment.entity';
import { VoucherRepository } from '../../../infrastructure/voucher.repository';
import { ACCOUNTS_PORT, CATALOG_PORT, type AccountsPort, type CatalogPort } from '../../ports/other-contexts.port';
import type { GatewayCapture } from '../../ports/payment-gateway.port';

export type UserStatus = 'already_logged_in' | 'new_account_created' | 'existing_user_login_required';

export type Completed =
  /** signInUserId: a guest whose account was just made; the controller signs them in. */
  | { kind: 'done'; result: StoredCaptureResult; signInUserId: string | null }
  /** The capture did not match the order (amount, currency or reference): nothing was unlocked. */
  | { kind: 'mismatch' };

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
    private readonly em: EntityManager,
    private readonly vouchers: VoucherRepository,
    @Inject(CATALOG_PORT) private readonly catalog: CatalogPort,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async complete(orderId: string, capture: GatewayCapture): Promise<Completed> {
    return this.em.fork().transactional(async (tx) => {
      const order = await tx.findOneOrFail(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (order.status === 'captured' && order.captureResult) return { kind: 'done', result: order.captureResult, signInUserId: null };
      if (capture.amountCents !== order.amountCents || capture.currency !== order.currency || (capture.customId !== null && capture.customId !== order.id)) {
        this.logger.error({ orderId: order.id, captured: capture.amountCents, expected: order.amountCents }, 'captured payment does not match its order');
        order.status = 'failed';
        order.failureReason = 'The captured payment does not match the order';
        return { kind: 'mismatch' };
      }
      if (order.voucherId && !order.voucherClaimed) {
        // Only the webhook path gets here (the capture call claims first). The money is taken:
        // count the use even if that passes maxUses, and say so.
        if (!(await this.vouchers.claimUse(tx, order.voucherId))) this.logger.warn({ orderId: order.id }, 'voucher used beyond its limit by a late capture');
        order.voucherClaimed = true;
      }

      const { userId, userStatus } = await this.buyerAccount(tx, order);
      const payment = tx.create(Payment, {
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
      tx.persist(payment);
      await tx.flush();
      if (order.songId) await this.catalog.markSongPaid(tx, order.songId, payment.id);
      if (order.packId) {
        const pack = findSamplePack(order.packId);
        if (pack) await grantCredits(tx, { userId, amount: pack.credits, reason: 'sample_pack', idempotencyKey: `sample-pack:${order.id}` });
      }
      recordEvent(tx, 'checkout.payment-captured.v1', {
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
      order.status = 'captured';
      order.buyerUserId = userId;
      order.captureResult = result;
      return { kind: 'done', result, signInUserId: userStatus === 'new_account_created' ? userId : null };
    });
  }

  /** The paying user; for a guest, a new passwordless account (or the one that took their email meanwhile). */
  private async buyerAccount(tx: EntityManager, order: Order): Promise<{ userId: string; userStatus: UserStatus }> {
    if (order.buyerUserId) {
      // A song made as a guest before signing in moves to the account with the purchase.
      if (order.buyerGuestId) await this.catalog.assignGuestSongsToUser(tx, order.buyerGuestId, order.buyerUserId);
      return { userId: order.buyerUserId, userStatus: 'already_logged_in' };
    }
    const email = order.guestEmail!;
    const existing = await this.accounts.findUserIdByEmail(tx, email);
    // Someone registered this email between the order and the payment: the purchase goes to that
    // account, whose owner signs in to see it (paying never signs anyone into an existing account).
    const userId = existing ?? (await this.accounts.createGuestBuyer(tx, { email, firstName: order.guestFirstName ?? '' }));
    if (order.buyerGuestId) await this.catalog.assignGuestSongsToUser(tx, order.buyerGuestId, userId);
    return { userId, userStatus: existing ? 'existing_user_login_required' : 'new_account_created' };
  }
}

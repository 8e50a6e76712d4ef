import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { recordEvent } from '../../../../../shared/messaging';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { PAYMENTS, type Payments } from '../../ports/payments.port';
import { CATALOG_PORT, type CatalogPort } from '../../ports/other-contexts.port';
import { SONG_PURCHASES, type SongPurchases } from '../../ports/song-purchases.port';
import { PAYMENT_GATEWAY, PaymentGatewayError, type PaymentGateway } from '../../ports/payment-gateway.port';

import { RefundPaymentCommand, type RefundedPayment } from './refund-payment.command';

export type { RefundedPayment };

/**
 * A refund takes the full song away again (back to the 40-second preview) and raises
 * checkout.payment-refunded.v1. An admin's refund returns the money through the provider first;
 * a provider's refund webhook only records what already happened there. Either way, once.
 */
@CommandHandler(RefundPaymentCommand)
export class RefundPaymentHandler implements ICommandHandler<RefundPaymentCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(PAYMENTS) private readonly payments: Payments,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CATALOG_PORT) private readonly catalog: CatalogPort,
    @Inject(SONG_PURCHASES) private readonly purchases: SongPurchases,
  ) {}

  /** Admin: refund through the provider, then record it. */
  async execute({ paymentId, reason }: RefundPaymentCommand): Promise<RefundedPayment> {
    const payment = await this.payments.findById(paymentId);
    if (!payment) throw checkoutErrors.paymentNotFound();
    if (payment.isRefunded) throw checkoutErrors.alreadyRefunded();
    if (payment.captureId && payment.amount > 0) {
      try {
        await this.gateway.refundCapture(payment.captureId, `boogy-refund-${payment.id}`, reason);
      } catch (error) {
        // Already refunded at the provider (say, from its dashboard): record it here too.
        const alreadyThere = error instanceof PaymentGatewayError && error.providerIssue === 'CAPTURE_FULLY_REFUNDED';
        if (!alreadyThere) throw error instanceof PaymentGatewayError ? checkoutErrors.providerDown() : error;
      }
    }
    return (await this.record({ paymentId }, reason ?? 'Refunded by an admin')) ?? { paymentId, refundedAt: new Date().toISOString() };
  }

  /** Records a refund that happened (the webhook's part of its command); a payment already refunded is left as it is. */
  async record(which: { paymentId: string } | { captureId: string }, reason: string): Promise<RefundedPayment | null> {
    return this.uow.run(async () => {
      const payment = await this.payments.lockForRefund(which);
      const refundedAt = new Date();
      if (!payment?.refund(reason, refundedAt)) return null;
      this.payments.update(payment);
      // Only the payment that unlocked the song takes it away; the song can then be bought again.
      if (payment.songId) {
        await this.purchases.releasePayment(payment.id);
        await this.catalog.revokeSongPayment(payment.songId, payment.id);
      }
      for (const event of payment.pullEvents()) {
        const { paymentId, buyerUserId, songId, amountRefundedCents, currency } = event;
        recordEvent('checkout.payment-refunded.v1', { paymentId, buyerUserId, songId, amountRefundedCents, currency });
      }
      return { paymentId: payment.id, refundedAt: refundedAt.toISOString() };
    });
  }
}

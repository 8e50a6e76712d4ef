import { Command } from '@nestjs/cqrs';

export interface RefundedPayment {
  paymentId: string;
  refundedAt: string;
}

/** POST /api/admin/payments/{id}/refund: the money back through the provider, the song locked again. */
export class RefundPaymentCommand extends Command<RefundedPayment> {
  constructor(
    readonly paymentId: string,
    readonly reason: string | null,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { PaymentRefundedV1 } from '@boogy/contracts';

/** On checkout.payment-refunded.v1, inside the inbox transaction `em`. */
export class ReverseCommissionsCommand extends Command<{ voided: number; clawedBack: number }> {
  constructor(
    readonly event: PaymentRefundedV1,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { PaymentCapturedV1 } from '@boogy/contracts';

/** On checkout.payment-captured.v1, inside the inbox transaction `em`. */
export class RecordCommissionsCommand extends Command<{ recorded: number }> {
  constructor(
    readonly event: PaymentCapturedV1,
    readonly capturedAt: Date,
  ) {
    super();
  }
}

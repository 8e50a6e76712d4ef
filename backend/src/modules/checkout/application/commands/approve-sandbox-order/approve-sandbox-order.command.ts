import { Command } from '@nestjs/cqrs';
import type { Buyer } from '../../buyer';

/** POST /paypal/sandbox/order/{orderId}/approve: the sandbox's stand-in for PayPal's approval window. */
export class ApproveSandboxOrderCommand extends Command<{ id: string; status: 'APPROVED' }> {
  constructor(
    readonly providerOrderId: string,
    readonly buyer: Buyer,
  ) {
    super();
  }
}

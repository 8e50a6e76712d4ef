import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { ORDERS, type Orders } from '../../ports/orders.port';
import { ownsOrder } from '../../buyer';
import { ApproveSandboxOrderCommand } from './approve-sandbox-order.command';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../ports/payment-gateway.port';

/** The sandbox's stand-in for PayPal's approval window: only the buyer approves their own order. */
@CommandHandler(ApproveSandboxOrderCommand)
export class ApproveSandboxOrderHandler implements ICommandHandler<ApproveSandboxOrderCommand> {
  constructor(
    @Inject(ORDERS) private readonly orders: Orders,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ providerOrderId, buyer }: ApproveSandboxOrderCommand): Promise<{ id: string; status: 'APPROVED' }> {
    if (this.gateway.provider !== 'sandbox' || !this.gateway.approve) throw checkoutErrors.sandboxOnly();
    const order = await this.orders.findByProviderOrderId(providerOrderId, 'sandbox');
    if (!order || !ownsOrder(order, buyer)) throw checkoutErrors.orderNotFound();
    if (order.status !== 'created' || !(await this.gateway.approve(providerOrderId))) throw checkoutErrors.orderFailed('This order can no longer be approved');
    return { id: providerOrderId, status: 'APPROVED' };
  }
}

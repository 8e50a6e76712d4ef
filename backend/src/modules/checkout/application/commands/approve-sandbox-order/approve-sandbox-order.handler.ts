import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { Order } from '../../../infrastructure/entities/order.entity';
import { SandboxGateway } from '../../../infrastructure/gateways/sandbox.gateway';
import { ownsOrder, type Buyer } from '../../buyer';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../ports/payment-gateway.port';

/** The sandbox's stand-in for PayPal's approval window: only the buyer approves their own order. */
@Injectable()
export class ApproveSandboxOrderHandler {
  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute(providerOrderId: string, buyer: Buyer): Promise<{ id: string; status: 'APPROVED' }> {
    if (!(this.gateway instanceof SandboxGateway)) throw checkoutErrors.sandboxOnly();
    const order = await this.em.fork().findOne(Order, { providerOrderId, provider: 'sandbox' });
    if (!order || !ownsOrder(order, buyer)) throw checkoutErrors.orderNotFound();
    if (order.status !== 'created' || !(await this.gateway.approve(providerOrderId))) throw checkoutErrors.orderFailed('This order can no longer be approved');
    return { id: providerOrderId, status: 'APPROVED' };
  }
}

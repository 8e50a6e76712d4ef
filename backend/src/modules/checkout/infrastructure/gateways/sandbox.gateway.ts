import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PaymentGatewayError,
  type CreateOrderInput,
  type GatewayCapture,
  type GatewayRefund,
  type PaymentGateway,
} from '../../application/ports/payment-gateway.port';
import { SandboxOrder } from '../entities/sandbox-order.entity';

const sandboxId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * The built-in payment provider for local runs (refused in production by config): it keeps its own
 * order book in the database and walks PayPal's states, with the buyer's approval as a visible
 * step in the purchase modal instead of PayPal's window. No money moves.
 */
export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;

  constructor(private readonly em: EntityManager) {}

  setup() {
    return { clientToken: null, message: 'Sandbox payments: no real money is charged.' };
  }

  async createOrder(input: CreateOrderInput): Promise<{ orderId: string; status: string }> {
    const em = this.em.fork();
    const order = em.create(SandboxOrder, {
      id: sandboxId('SANDBOX'),
      amountCents: input.amountCents,
      currency: input.currency,
      referenceId: input.referenceId,
      customId: input.customId,
    });
    await em.persist(order).flush();
    return { orderId: order.id, status: order.status };
  }

  /** The buyer's "Approve" in the sandbox step (PayPal's approval window in real life). */
  async approve(orderId: string): Promise<boolean> {
    const rows = await this.em.fork().getConnection().execute<{ id: string }[]>(
      `update "checkout"."sandbox_orders" set "status" = 'APPROVED' where "id" = ? and "status" in ('CREATED', 'APPROVED') returning "id"`,
      [orderId],
    );
    return rows.length === 1;
  }

  async captureOrder(orderId: string): Promise<GatewayCapture> {
    const em = this.em.fork();
    // Only an approved order completes; a repeat finds it completed and gets the same capture back.
    await em.getConnection().execute(
      `update "checkout"."sandbox_orders" set "status" = 'COMPLETED', "capture_id" = ? where "id" = ? and "status" = 'APPROVED'`,
      [sandboxId('SANDBOX-CAPTURE'), orderId],
    );
    const order = await em.findOne(SandboxOrder, { id: orderId });
    if (!order) throw new PaymentGatewayError('rejected', 'The order does not exist at the payment provider', 'RESOURCE_NOT_FOUND');
    if (order.status !== 'COMPLETED' || !order.captureId) throw new PaymentGatewayError('not_approved', 'The payment has not been approved yet', 'ORDER_NOT_APPROVED');
    return { orderId, status: 'COMPLETED', captureId: order.captureId, amountCents: order.amountCents, currency: order.currency, customId: order.customId };
  }

  async captureState(orderId: string): Promise<'captured' | 'none'> {
    const order = await this.em.fork().findOne(SandboxOrder, { id: orderId });
    return order?.status === 'COMPLETED' ? 'captured' : 'none';
  }

  async findCapture(orderId: string): Promise<GatewayCapture | null> {
    const order = await this.em.fork().findOne(SandboxOrder, { id: orderId });
    if (order?.status !== 'COMPLETED' || !order.captureId) return null;
    return { orderId, status: 'COMPLETED', captureId: order.captureId, amountCents: order.amountCents, currency: order.currency, customId: order.customId };
  }

  async refundCapture(captureId: string): Promise<GatewayRefund> {
    const em = this.em.fork();
    const order = await em.findOne(SandboxOrder, { captureId });
    if (!order) throw new PaymentGatewayError('rejected', 'The capture does not exist at the payment provider', 'RESOURCE_NOT_FOUND');
    order.refundId ??= sandboxId('SANDBOX-REFUND');
    await em.flush();
    return { refundId: order.refundId, status: 'COMPLETED' };
  }

  verifyWebhook(): Promise<boolean> {
    return Promise.resolve(false); // the sandbox sends no webhooks
  }
}

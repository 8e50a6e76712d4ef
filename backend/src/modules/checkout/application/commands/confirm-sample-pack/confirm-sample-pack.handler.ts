import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreditLedger } from '../../credit-ledger';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { findSamplePack } from '../../../domain/sample-packs';
import { ORDERS, type Orders } from '../../ports/orders.port';
import { ConfirmSamplePackCommand, type SamplePackCredited } from './confirm-sample-pack.command';

/**
 * POST /api/sample-pack-success: credits only for a captured order of that pack, granted through
 * the ledger with the order as idempotency key (the capture already granted them; this confirms
 * and answers the balance, and can never grant twice).
 */
@CommandHandler(ConfirmSamplePackCommand)
export class ConfirmSamplePackHandler implements ICommandHandler<ConfirmSamplePackCommand> {
  constructor(
    private readonly ledger: CreditLedger,
    @Inject(ORDERS) private readonly orders: Orders,
  ) {}

  async execute({ providerOrderId, userId }: ConfirmSamplePackCommand): Promise<SamplePackCredited> {
    const order = await this.orders.findByProviderOrderId(providerOrderId);
    if (!order || order.buyerUserId !== userId) throw checkoutErrors.orderNotFound();
    const pack = order.packId ? findSamplePack(order.packId) : null;
    if (!pack) throw checkoutErrors.notAPackOrder();
    if (order.status !== 'captured') throw checkoutErrors.notCaptured();
    const { balance } = await this.ledger.grant({ userId, amount: pack.credits, reason: 'sample_pack', idempotencyKey: `sample-pack:${order.id}` });
    return { credits: balance, creditsAdded: pack.credits, packId: pack.id };
  }
}

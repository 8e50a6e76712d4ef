import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { AFFILIATE_READ_MODEL, type AffiliateReadModel } from '../../ports/affiliate.read-model.port';
import { PayoutHistoryQuery } from './payout-history.query';

@QueryHandler(PayoutHistoryQuery)
export class PayoutHistoryHandler implements IQueryHandler<PayoutHistoryQuery> {
  constructor(
    @Inject(AFFILIATE_READ_MODEL) private readonly read: AffiliateReadModel,
  ) {}

  async execute({ userId }: PayoutHistoryQuery): Promise<Schema<'PayoutHistory'>> {
    const rows = await this.read.payouts(userId);
    return {
      payouts: rows.map((p) => ({
        id: p.id,
        totalCashAmount: p.totalCashAmount,
        currency: p.currency,
        createdAt: p.createdAt.toISOString(),
        commissionCount: p.commissionCount,
        paypalTransactionId: p.paypalTransactionId,
        status: p.status as Schema<'PayoutView'>['status'],
        failureReason: p.failureReason,
      })),
    };
  }
}

import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { decodeCursor, encodeCursor } from '../../../../../shared/ddd';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { AFFILIATE_READ_MODEL, type AffiliateReadModel } from '../../ports/affiliate.read-model.port';
import { CommissionHistoryQuery } from './commission-history.query';

type View = Schema<'CommissionView'>;

@QueryHandler(CommissionHistoryQuery)
export class CommissionHistoryHandler implements IQueryHandler<CommissionHistoryQuery> {
  constructor(
    @Inject(AFFILIATE_READ_MODEL) private readonly read: AffiliateReadModel,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId, page }: CommissionHistoryQuery): Promise<Schema<'CommissionHistory'>> {
    const after = page.cursor ? decodeCursor(page.cursor) : null;
    const read = await this.read.commissions(userId, { limit: page.limit + 1, after });
    const rows = read.slice(0, page.limit);
    const last = rows[rows.length - 1];
    const nextCursor = read.length > page.limit && last ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : null;
    // Buyers are shown by first name only: an affiliate learns who bought, not their email.
    const buyers = new Map((await this.accounts.findMany(rows.map((r) => r.purchaserUserId))).map((a) => [a.id, a.displayName.split(' ')[0] ?? 'A friend']));
    const views: View[] = rows.map((r) => ({
      id: r.id,
      layer: r.layer,
      amount: r.amount,
      credits: r.credits,
      currency: r.currency,
      // 'held' only goes to heldCommissions (its own schema), below.
      status: r.status as View['status'],
      basePurchaseAmount: r.basePurchaseAmount,
      purchaserName: buyers.get(r.purchaserUserId) ?? 'A friend',
      createdAt: r.createdAt.toISOString(),
      maturesAt: r.maturesAt.toISOString(),
      clawedBack: r.clawedBack,
    }));
    const isHeld = (v: View) => (v.status as string) === 'held';
    return {
      heldCommissions: views.filter(isHeld).map((v) => ({ ...v, status: 'held' as const })),
      pendingCommissions: views.filter((v) => v.status === 'pending'),
      matureCommissions: views.filter((v) => v.status === 'mature' || v.status === 'in_payout' || v.status === 'paid'),
      voidedCommissions: views.filter((v) => v.status === 'voided'),
      nextCursor,
    };
  }
}

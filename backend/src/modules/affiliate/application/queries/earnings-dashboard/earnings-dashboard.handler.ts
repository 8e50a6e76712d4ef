import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { AffiliateBalance, DEFAULT_PAYOUT_THRESHOLD_CENTS } from '../../../domain/balance';
import { nextPayoutAt } from '../../../domain/payout-schedule';
import { referralLinks } from '../../links';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { userAccount } from '../../user-account';
import { AFFILIATE_READ_MODEL, type AffiliateReadModel } from '../../ports/affiliate.read-model.port';
import { EarningsDashboardQuery } from './earnings-dashboard.query';

@QueryHandler(EarningsDashboardQuery)
export class EarningsDashboardHandler implements IQueryHandler<EarningsDashboardQuery> {
  constructor(
    @Inject(AFFILIATE_READ_MODEL) private readonly read: AffiliateReadModel,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId, origin }: EarningsDashboardQuery): Promise<Schema<'EarningsDashboard'>> {
    const account = await userAccount(this.accounts, userId);
    const f = await this.read.earnings(userId);
    const payable = AffiliateBalance.of(f.matureUnpaidCents, f.owedClawbackCents);
    const unpaid = AffiliateBalance.of(f.matureUnpaidCents + f.inRefundPeriodCents, f.owedClawbackCents);
    const links = referralLinks(origin, account);
    return {
      pendingCashBalance: unpaid.payableCents,
      totalCashEarned: f.lifetimeCents,
      matureCommissionsCount: f.matureCount,
      totalCreditsEarned: f.commissionCredits + f.referralCredits,
      matureBalance: payable.payableCents,
      inRefundPeriod: f.inRefundPeriodCents,
      owedClawbacks: unpaid.owedCents,
      totalPaidOut: f.paidCents,
      preferredCurrency: account.preferredCurrency,
      personalizedLink: links.personalizedLink,
      personalizedSlug: links.personalizedSlug,
      referralLink: links.referralLink,
      paypalEmail: account.paypalEmail,
      minimumPayoutThreshold: account.minimumPayoutThreshold > 0 ? account.minimumPayoutThreshold : DEFAULT_PAYOUT_THRESHOLD_CENTS,
      nextPayoutAt: nextPayoutAt(new Date()).toISOString(),
      heldBalance: f.heldCents,
    };
  }
}

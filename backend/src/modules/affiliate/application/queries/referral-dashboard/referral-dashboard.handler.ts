import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { userAccount } from '../../user-account';
import { AFFILIATE_READ_MODEL, type AffiliateReadModel } from '../../ports/affiliate.read-model.port';
import { FRIENDS_PORT, type FriendsPort } from '../../ports/friends.port';
import { ReferralDashboardQuery } from './referral-dashboard.query';

@QueryHandler(ReferralDashboardQuery)
export class ReferralDashboardHandler implements IQueryHandler<ReferralDashboardQuery> {
  constructor(
    @Inject(AFFILIATE_READ_MODEL) private readonly read: AffiliateReadModel,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
    @Inject(FRIENDS_PORT) private readonly friends: FriendsPort,
  ) {}

  async execute({ userId }: ReferralDashboardQuery): Promise<Schema<'ReferralDashboard'>> {
    const account = await userAccount(this.accounts, userId);
    const [figures, rows, friendsLinked] = [await this.read.earnings(userId), await this.read.referrals(userId, 50), await this.friends.friendsLinked(userId)];
    const names = new Map((await this.accounts.findMany(rows.map((r) => r.referredUserId))).map((a) => [a.id, a.displayName]));
    return {
      totalReferrals: figures.referralCount,
      creditsEarned: figures.referralCredits + figures.commissionCredits,
      referralCredits: figures.referralCredits,
      commissionCredits: figures.commissionCredits,
      friendsLinked,
      referralCode: account.referralCode,
      referrals: rows.map((r) => ({ id: r.id, name: names.get(r.referredUserId) ?? 'A friend', createdAt: r.createdAt.toISOString(), creditsAwarded: r.creditsAwarded, status: r.status })),
    };
  }
}

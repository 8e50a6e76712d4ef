import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AFFILIATE_PROFILES, type AffiliateProfiles } from '../../ports/affiliate-profiles.port';
import { FindPayoutEmailQuery } from './payout-email.query';

@QueryHandler(FindPayoutEmailQuery)
export class FindPayoutEmailHandler implements IQueryHandler<FindPayoutEmailQuery> {
  constructor(@Inject(AFFILIATE_PROFILES) private readonly profiles: AffiliateProfiles) {}

  async execute({ userId }: FindPayoutEmailQuery): Promise<string | null> {
    return (await this.profiles.settingsOf([userId])).get(userId)?.paypalEmail ?? null;
  }
}

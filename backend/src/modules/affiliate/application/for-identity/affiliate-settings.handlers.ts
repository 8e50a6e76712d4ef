import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindPersonalizedSlugQuery, FindSlugHolderQuery } from '../../../identity/public';
import { AFFILIATE_PROFILES, type AffiliateProfiles } from '../ports/affiliate-profiles.port';

@QueryHandler(FindSlugHolderQuery)
export class FindSlugHolderHandler implements IQueryHandler<FindSlugHolderQuery> {
  constructor(@Inject(AFFILIATE_PROFILES) private readonly profiles: AffiliateProfiles) {}

  execute({ slug }: FindSlugHolderQuery): Promise<string | null> {
    return this.profiles.slugHolder(slug);
  }
}

@QueryHandler(FindPersonalizedSlugQuery)
export class FindPersonalizedSlugHandler implements IQueryHandler<FindPersonalizedSlugQuery> {
  constructor(@Inject(AFFILIATE_PROFILES) private readonly profiles: AffiliateProfiles) {}

  async execute({ userId }: FindPersonalizedSlugQuery): Promise<string | null> {
    return (await this.profiles.settingsOf([userId])).get(userId)?.personalizedSlug ?? null;
  }
}

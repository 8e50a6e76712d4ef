import { Inject } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindAffiliateSettingsQuery, FindSlugHolderQuery, SetPayoutEmailCommand } from '../../../identity/public';
import { AFFILIATE_PROFILES, type AffiliateProfiles } from '../ports/affiliate-profiles.port';

// Identity's questions about the settings affiliate owns (identity declares them in its public/).

@QueryHandler(FindSlugHolderQuery)
export class FindSlugHolderHandler implements IQueryHandler<FindSlugHolderQuery> {
  constructor(@Inject(AFFILIATE_PROFILES) private readonly profiles: AffiliateProfiles) {}

  execute({ slug }: FindSlugHolderQuery): Promise<string | null> {
    return this.profiles.slugHolder(slug);
  }
}

@QueryHandler(FindAffiliateSettingsQuery)
export class FindAffiliateSettingsHandler implements IQueryHandler<FindAffiliateSettingsQuery> {
  constructor(@Inject(AFFILIATE_PROFILES) private readonly profiles: AffiliateProfiles) {}

  async execute({ userId }: FindAffiliateSettingsQuery): Promise<{ personalizedSlug: string | null; paypalEmail: string | null }> {
    const settings = (await this.profiles.settingsOf([userId])).get(userId);
    return { personalizedSlug: settings?.personalizedSlug ?? null, paypalEmail: settings?.paypalEmail ?? null };
  }
}

@CommandHandler(SetPayoutEmailCommand)
export class SetPayoutEmailHandler implements ICommandHandler<SetPayoutEmailCommand> {
  constructor(@Inject(AFFILIATE_PROFILES) private readonly profiles: AffiliateProfiles) {}

  execute({ userId, paypalEmail }: SetPayoutEmailCommand): Promise<void> {
    return this.profiles.setPayoutEmail(userId, paypalEmail);
  }
}

export const FOR_IDENTITY_HANDLERS = [FindSlugHolderHandler, FindAffiliateSettingsHandler, SetPayoutEmailHandler];

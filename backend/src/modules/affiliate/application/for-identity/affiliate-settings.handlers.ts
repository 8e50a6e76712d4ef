import { Inject } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  FindAffiliateSettingsQuery,
  FindReferralCodeHolderQuery,
  FindSlugHolderQuery,
  IssueReferralCodeCommand,
  SetPayoutEmailCommand,
  type AffiliateSettingsOfUser,
} from '../../../identity/public';
import { normalizeReferralCode } from '../../domain/referral-code';
import { AFFILIATE_PROFILES, type AffiliateProfiles } from '../ports/affiliate-profiles.port';
import { REFERRAL_CODES, type ReferralCodes } from '../ports/referral-codes.port';
import { ReferralCodeIssuer } from '../referral-code-issuer';

// Identity's questions about what affiliate owns (identity declares them in its public/). Asked in
// identity's unit of work (registration's transaction), they join it.

@QueryHandler(FindSlugHolderQuery)
export class FindSlugHolderHandler implements IQueryHandler<FindSlugHolderQuery> {
  constructor(@Inject(AFFILIATE_PROFILES) private readonly profiles: AffiliateProfiles) {}

  execute({ slug }: FindSlugHolderQuery): Promise<string | null> {
    return this.profiles.slugHolder(slug);
  }
}

@QueryHandler(FindReferralCodeHolderQuery)
export class FindReferralCodeHolderHandler implements IQueryHandler<FindReferralCodeHolderQuery> {
  constructor(@Inject(REFERRAL_CODES) private readonly codes: ReferralCodes) {}

  async execute({ code }: FindReferralCodeHolderQuery): Promise<string | null> {
    const normalized = normalizeReferralCode(code);
    return normalized ? this.codes.holderOf(normalized) : null;
  }
}

@QueryHandler(FindAffiliateSettingsQuery)
export class FindAffiliateSettingsHandler implements IQueryHandler<FindAffiliateSettingsQuery> {
  constructor(
    @Inject(AFFILIATE_PROFILES) private readonly profiles: AffiliateProfiles,
    @Inject(REFERRAL_CODES) private readonly codes: ReferralCodes,
  ) {}

  async execute({ userId }: FindAffiliateSettingsQuery): Promise<AffiliateSettingsOfUser> {
    const settings = (await this.profiles.settingsOf([userId])).get(userId);
    const referral = (await this.codes.of([userId])).get(userId);
    return {
      personalizedSlug: settings?.personalizedSlug ?? null,
      paypalEmail: settings?.paypalEmail ?? null,
      referralCode: referral?.code ?? null,
      referredBy: referral?.referredBy ?? null,
    };
  }
}

@CommandHandler(IssueReferralCodeCommand)
export class IssueReferralCodeHandler implements ICommandHandler<IssueReferralCodeCommand> {
  constructor(private readonly issuer: ReferralCodeIssuer) {}

  execute({ userId, referredBy }: IssueReferralCodeCommand): Promise<string> {
    return this.issuer.issue(userId, referredBy);
  }
}

@CommandHandler(SetPayoutEmailCommand)
export class SetPayoutEmailHandler implements ICommandHandler<SetPayoutEmailCommand> {
  constructor(@Inject(AFFILIATE_PROFILES) private readonly profiles: AffiliateProfiles) {}

  execute({ userId, paypalEmail }: SetPayoutEmailCommand): Promise<void> {
    return this.profiles.setPayoutEmail(userId, paypalEmail);
  }
}

export const FOR_IDENTITY_HANDLERS = [
  FindSlugHolderHandler,
  FindReferralCodeHolderHandler,
  FindAffiliateSettingsHandler,
  IssueReferralCodeHandler,
  SetPayoutEmailHandler,
];

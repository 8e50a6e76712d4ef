import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AffiliateSettings, AffiliateSettingsView } from '../application/ports/affiliate-settings.port';
import {
  FindAffiliateSettingsQuery,
  FindReferralCodeHolderQuery,
  FindSlugHolderQuery,
  IssueReferralCodeCommand,
  SetPayoutEmailCommand,
} from '../public/questions-for-affiliate';

/** The affiliate context's settings, through the messages identity declares for it (in the caller's unit of work). */
@Injectable()
export class AffiliateSettingsAdapter implements AffiliateSettings {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  holderOf(slug: string): Promise<string | null> {
    return this.queries.execute(new FindSlugHolderQuery(slug));
  }

  referralCodeHolder(code: string): Promise<string | null> {
    return this.queries.execute(new FindReferralCodeHolderQuery(code));
  }

  settingsOf(userId: string): Promise<AffiliateSettingsView> {
    return this.queries.execute(new FindAffiliateSettingsQuery(userId));
  }

  issueReferralCode(userId: string, referredBy: string | null): Promise<string> {
    return this.commands.execute(new IssueReferralCodeCommand(userId, referredBy));
  }

  setPayoutEmail(userId: string, paypalEmail: string | null): Promise<void> {
    return this.commands.execute(new SetPayoutEmailCommand(userId, paypalEmail));
  }
}

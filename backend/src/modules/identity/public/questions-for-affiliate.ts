import { Command, Query } from '@nestjs/cqrs';

// What identity asks of the affiliate context, which owns personalised slugs and payout emails and
// handles these on the buses (declared here, so identity never imports affiliate).

/** The user holding a personalised slug (normalised), or null: `/?ref=rita-party` signs up like a referral code. */
export class FindSlugHolderQuery extends Query<string | null> {
  constructor(readonly slug: string) {
    super();
  }
}

/** A user's slug and payout email (the account page shows them). */
export class FindAffiliateSettingsQuery extends Query<{ personalizedSlug: string | null; paypalEmail: string | null }> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Where a user's payouts go: identity has checked the account proved its email; null forgets it (a first proof from another browser). */
export class SetPayoutEmailCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly paypalEmail: string | null,
  ) {
    super();
  }
}

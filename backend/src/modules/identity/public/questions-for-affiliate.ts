import { Query } from '@nestjs/cqrs';

// What identity asks the affiliate context, which owns the personalised slugs and answers these on
// the QueryBus (declared here, so identity never imports affiliate).

/** The user holding a personalised slug (normalised), or null: `/?ref=rita-party` signs up like a referral code. */
export class FindSlugHolderQuery extends Query<string | null> {
  constructor(readonly slug: string) {
    super();
  }
}

/** A user's personalised slug, or null (the account page shows it). */
export class FindPersonalizedSlugQuery extends Query<string | null> {
  constructor(readonly userId: string) {
    super();
  }
}

import { Command, Query } from '@nestjs/cqrs';

// What identity asks of the affiliate context, which owns personalised slugs, payout emails,
// referral codes and "referred by", and handles these on the buses (declared here, so identity never
// imports affiliate). Asked inside identity's unit of work, a handler joins its transaction.

/** The user holding a personalised slug (normalised), or null: `/?ref=rita-party` signs up like a referral code. */
export class FindSlugHolderQuery extends Query<string | null> {
  constructor(readonly slug: string) {
    super();
  }
}

/** The user whose referral code this is (any letter case), whatever their account's state; null when it cannot be a code or is nobody's. */
export class FindReferralCodeHolderQuery extends Query<string | null> {
  constructor(readonly code: string) {
    super();
  }
}

/** What affiliate keeps of a user that identity shows or decides with. */
export interface AffiliateSettingsOfUser {
  personalizedSlug: string | null;
  paypalEmail: string | null;
  /** The user's own referral code (every account gets one at sign-up). */
  referralCode: string | null;
  /** The user whose referral code or slug this account signed up with (15 sign-up credits instead of 10). */
  referredBy: string | null;
}

/** A user's slug, payout email, referral code and referrer (the account page, the first proof of an email). */
export class FindAffiliateSettingsQuery extends Query<AffiliateSettingsOfUser> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * A new account's own referral code, stored with who referred it (null: nobody), in the caller's
 * unit of work — registration's transaction, so the account, its code and its sign-up credits commit
 * together. Affiliate picks an unused code; the database's unique key decides races. Answers the code.
 */
export class IssueReferralCodeCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly referredBy: string | null,
  ) {
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

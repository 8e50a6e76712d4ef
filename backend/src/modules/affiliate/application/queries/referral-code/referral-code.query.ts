import { Query } from '@nestjs/cqrs';

/** A user's own referral code (the one `/?ref=` links carry), or null for an unknown user. */
export class FindReferralCodeQuery extends Query<string | null> {
  constructor(readonly userId: string) {
    super();
  }
}

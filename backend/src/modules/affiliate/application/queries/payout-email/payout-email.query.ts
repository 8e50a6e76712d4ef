import { Query } from '@nestjs/cqrs';

/** Where a user's affiliate payouts go, or null when they set no payout email. */
export class FindPayoutEmailQuery extends Query<string | null> {
  constructor(readonly userId: string) {
    super();
  }
}

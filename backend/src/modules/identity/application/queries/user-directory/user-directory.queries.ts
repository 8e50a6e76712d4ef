import { Query } from '@nestjs/cqrs';
import type { KeysetPosition } from '../../../../../shared/ddd';
import type { SharedTrace } from '../../ports/account-traces.port';
import type { UserSummary } from '../../user-directory';

// What other contexts may ask identity about its accounts, on the buses. Run inside the caller's
// unit of work, a handler joins its transaction.

export class FindUserByIdQuery extends Query<UserSummary | null> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Case-insensitive. */
export class FindUserByEmailQuery extends Query<UserSummary | null> {
  constructor(readonly email: string) {
    super();
  }
}

export class FindUsersByIdsQuery extends Query<UserSummary[]> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}

/** Admin screens: how many accounts are active. */
export class CountActiveUsersQuery extends Query<number> {}

/** Admin screens: active accounts, newest first, whose email or name contains `search`, a page at a time. */
export class SearchActiveUsersQuery extends Query<{ users: UserSummary[]; total: number }> {
  constructor(readonly options: { search?: string | null; limit: number; offset: number; after?: KeysetPosition | null }) {
    super();
  }
}

/** What a buyer and an affiliate share (device, payout email, sign-up address within 30 days): affiliate holds such commissions for review. */
export class FindSharedTracesQuery extends Query<SharedTrace[]> {
  constructor(
    readonly userId: string,
    readonly otherUserId: string,
  ) {
    super();
  }
}

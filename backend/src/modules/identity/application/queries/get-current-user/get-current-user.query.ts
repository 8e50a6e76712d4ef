import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

/** The account-page view of a user; null when the account is gone or deactivated. */
export class GetCurrentUserQuery extends Query<Schema<'CurrentUser'> | null> {
  constructor(readonly userId: string) {
    super();
  }
}

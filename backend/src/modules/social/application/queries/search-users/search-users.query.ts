import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

/** Find a member by their exact email address (trimmed, any letter case). */
export class SearchUsersQuery extends Query<Schema<'FriendSearchResult'>[]> {
  constructor(
    readonly userId: string,
    readonly email: string,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

/** The user's live tokens, without their secrets. */
export class ListApiTokensQuery extends Query<Schema<'ApiTokenList'>> {
  constructor(readonly userId: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class ListFriendsQuery extends Query<Schema<'Friend'>[]> {
  constructor(readonly userId: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class ListReceivedRequestsQuery extends Query<Schema<'PendingFriendRequest'>[]> {
  constructor(readonly userId: string) {
    super();
  }
}

export class ListSentRequestsQuery extends Query<Schema<'SentFriendRequest'>[]> {
  constructor(readonly userId: string) {
    super();
  }
}

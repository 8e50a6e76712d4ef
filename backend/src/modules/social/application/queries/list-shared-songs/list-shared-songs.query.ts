import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class ListSharedSongsQuery extends Query<Schema<'SharedSong'>[]> {
  constructor(readonly userId: string) {
    super();
  }
}

export class CountUnreadSharedSongsQuery extends Query<Schema<'UnreadCount'>> {
  constructor(readonly userId: string) {
    super();
  }
}

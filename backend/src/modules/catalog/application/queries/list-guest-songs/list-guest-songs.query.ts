import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

/** How far back "Your songs today" reaches: unpaid songs expire after a day anyway. */
export const GUEST_SONGS_WINDOW_MS = 24 * 60 * 60 * 1000;
export const GUEST_SONGS_LIMIT = 20;

/** The songs this guest cookie made in the last 24 hours; none without a guest id. */
export class ListGuestSongsQuery extends Query<Schema<'GuestSong'>[]> {
  constructor(readonly guestId: string | null) {
    super();
  }
}

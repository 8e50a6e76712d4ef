import type { SongSnapshot } from './song-store.port';

/** A guest's own songs (made with their guest cookie, not claimed by an account), newest first. */
export abstract class GuestSongs {
  abstract madeSince(guestId: string, since: Date, limit: number): Promise<SongSnapshot[]>;
}

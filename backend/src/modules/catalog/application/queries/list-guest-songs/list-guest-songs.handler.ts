import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { GuestSongs } from '../../ports/guest-songs.port';
import { toSongView } from '../../song-view';
import { GUEST_SONGS_LIMIT, GUEST_SONGS_WINDOW_MS, ListGuestSongsQuery } from './list-guest-songs.query';

@QueryHandler(ListGuestSongsQuery)
export class ListGuestSongsHandler implements IQueryHandler<ListGuestSongsQuery> {
  constructor(private readonly songs: GuestSongs) {}

  async execute({ guestId }: ListGuestSongsQuery): Promise<Schema<'GuestSong'>[]> {
    if (!guestId) return [];
    const viewer = { userId: null, guestId };
    const since = new Date(Date.now() - GUEST_SONGS_WINDOW_MS);
    const found = await this.songs.madeSince(guestId, since, GUEST_SONGS_LIMIT);
    // Shaped for this guest as owner: previews only (an unpaid song), and the task to follow while it renders.
    return found.map(({ song, tracks, videos }) => ({ ...toSongView(song, tracks, viewer, false, videos), taskId: song.taskId }));
  }
}

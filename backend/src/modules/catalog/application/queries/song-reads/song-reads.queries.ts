import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import type { Viewer } from '../../../domain/song-access';
import type { JsonAnswer } from '../../json-answer';

/** A page of the jukebox when the client names no limit (openapi.yaml: listUserSongs' limit default). */
export const SONG_PAGE_DEFAULT_LIMIT = 50;

/** GET /api/songs/{id}: for its owner, or anyone holding its preview link. */
export class GetSongQuery extends Query<Schema<'Song'>> {
  constructor(
    readonly songId: string,
    readonly viewer: Viewer,
  ) {
    super();
  }
}

/** GET /api/check-music-status/{taskId} (and each Server-Sent Event of it): the owner's render. */
export class GetMusicStatusQuery extends Query<Schema<'MusicStatus'>> {
  constructor(
    readonly taskId: string,
    readonly viewer: Viewer,
  ) {
    super();
  }
}

/** GET /api/user/songs and /api/user/purchased-songs: one page of the list (newest first), serialised, as sent. */
export class ListUserSongsQuery extends Query<JsonAnswer<Schema<'SongList'>>> {
  constructor(
    readonly userId: string,
    readonly paidOnly: boolean,
    readonly page: { limit: number; cursor: string | null } = { limit: SONG_PAGE_DEFAULT_LIMIT, cursor: null },
  ) {
    super();
  }
}

/** GET /api/songs/{id}/timestamped-lyrics, or POST /api/manual-fetch-lyrics by the owner for one of their tracks. */
export class GetTimestampedLyricsQuery extends Query<Schema<'TimestampedLyrics'>> {
  constructor(
    readonly songId: string,
    readonly viewer: Viewer,
    readonly track: { version: number } | { trackId: string | null; ownerOnly: true },
  ) {
    super();
  }
}

/** GET /api/guest-samples: the free previews left to this guest (cookie and IP). */
export class GetGuestSamplesQuery extends Query<Schema<'GuestSamples'>> {
  constructor(
    readonly guestId: string | null,
    readonly ip: string,
  ) {
    super();
  }
}

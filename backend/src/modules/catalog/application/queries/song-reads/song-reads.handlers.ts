import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { GuestAllowance } from '../../guest-allowance';
import type { JsonAnswer } from '../../json-answer';
import { SongQueries } from '../song-queries';
import { GetGuestSamplesQuery, GetMusicStatusQuery, GetSongQuery, GetTimestampedLyricsQuery, ListUserSongsQuery } from './song-reads.queries';

// Reads open no unit of work: the repositories read from a fresh fork each, made only when the
// read cache misses (the polled reads, a song and its status, are mostly answered from memory).

@QueryHandler(GetSongQuery)
export class GetSongHandler implements IQueryHandler<GetSongQuery> {
  constructor(private readonly reads: SongQueries) {}

  execute({ songId, viewer }: GetSongQuery): Promise<Schema<'Song'>> {
    return this.reads.song(songId, viewer);
  }
}

@QueryHandler(GetMusicStatusQuery)
export class GetMusicStatusHandler implements IQueryHandler<GetMusicStatusQuery> {
  constructor(private readonly reads: SongQueries) {}

  execute({ taskId, viewer }: GetMusicStatusQuery): Promise<Schema<'MusicStatus'>> {
    return this.reads.musicStatus(taskId, viewer);
  }
}

@QueryHandler(ListUserSongsQuery)
export class ListUserSongsHandler implements IQueryHandler<ListUserSongsQuery> {
  constructor(private readonly reads: SongQueries) {}

  execute({ userId, paidOnly, page }: ListUserSongsQuery): Promise<JsonAnswer<Schema<'SongList'>>> {
    return this.reads.userSongs(userId, { paidOnly, ...page });
  }
}

@QueryHandler(GetTimestampedLyricsQuery)
export class GetTimestampedLyricsHandler implements IQueryHandler<GetTimestampedLyricsQuery> {
  constructor(private readonly reads: SongQueries) {}

  execute({ songId, viewer, track }: GetTimestampedLyricsQuery): Promise<Schema<'TimestampedLyrics'>> {
    return 'trackId' in track ? this.reads.ownedTrackLyrics(songId, track.trackId, viewer) : this.reads.timestampedLyrics(songId, viewer, track.version);
  }
}

@QueryHandler(GetGuestSamplesQuery)
export class GetGuestSamplesHandler implements IQueryHandler<GetGuestSamplesQuery> {
  constructor(private readonly guests: GuestAllowance) {}

  execute({ guestId, ip }: GetGuestSamplesQuery): Promise<Schema<'GuestSamples'>> {
    return this.guests.count(guestId, ip);
  }
}

export const SONG_READ_HANDLERS = [GetSongHandler, GetMusicStatusHandler, ListUserSongsHandler, GetTimestampedLyricsHandler, GetGuestSamplesHandler];

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Schema } from '@boogy/contracts';
import { GuestAllowance } from '../../guest-allowance';
import type { JsonAnswer } from '../../json-answer';
import { SongQueries } from '../song-queries';
import { GetGuestSamplesQuery, GetMusicStatusQuery, GetSongQuery, GetTimestampedLyricsQuery, ListUserSongsQuery } from './song-reads.queries';

// Each read gets its own EntityManager fork: some run outside any request (status events pushed
// when a render moves on), and reads share nothing worth an identity map.

@QueryHandler(GetSongQuery)
export class GetSongHandler implements IQueryHandler<GetSongQuery> {
  constructor(private readonly orm: MikroORM, private readonly reads: SongQueries) {}

  execute({ songId, viewer }: GetSongQuery): Promise<Schema<'Song'>> {
    return this.reads.song(this.orm.em.fork(), songId, viewer);
  }
}

@QueryHandler(GetMusicStatusQuery)
export class GetMusicStatusHandler implements IQueryHandler<GetMusicStatusQuery> {
  constructor(private readonly orm: MikroORM, private readonly reads: SongQueries) {}

  execute({ taskId, viewer }: GetMusicStatusQuery): Promise<Schema<'MusicStatus'>> {
    return this.reads.musicStatus(this.orm.em.fork(), taskId, viewer);
  }
}

@QueryHandler(ListUserSongsQuery)
export class ListUserSongsHandler implements IQueryHandler<ListUserSongsQuery> {
  constructor(private readonly orm: MikroORM, private readonly reads: SongQueries) {}

  execute({ userId, paidOnly }: ListUserSongsQuery): Promise<JsonAnswer<Schema<'Song'>[]>> {
    return this.reads.userSongs(() => this.orm.em.fork(), userId, { paidOnly });
  }
}

@QueryHandler(GetTimestampedLyricsQuery)
export class GetTimestampedLyricsHandler implements IQueryHandler<GetTimestampedLyricsQuery> {
  constructor(private readonly orm: MikroORM, private readonly reads: SongQueries) {}

  execute({ songId, viewer, track }: GetTimestampedLyricsQuery): Promise<Schema<'TimestampedLyrics'>> {
    const em = this.orm.em.fork();
    return 'trackId' in track ? this.reads.ownedTrackLyrics(em, songId, track.trackId, viewer) : this.reads.timestampedLyrics(em, songId, viewer, track.version);
  }
}

@QueryHandler(GetGuestSamplesQuery)
export class GetGuestSamplesHandler implements IQueryHandler<GetGuestSamplesQuery> {
  constructor(private readonly orm: MikroORM, private readonly guests: GuestAllowance) {}

  execute({ guestId, ip }: GetGuestSamplesQuery): Promise<Schema<'GuestSamples'>> {
    return this.guests.count(this.orm.em.fork(), guestId, ip);
  }
}

export const SONG_READ_HANDLERS = [GetSongHandler, GetMusicStatusHandler, ListUserSongsHandler, GetTimestampedLyricsHandler, GetGuestSamplesHandler];

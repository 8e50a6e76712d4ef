import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { Schema } from '@boogy/contracts';
import { GuestAllowance } from '../../guest-allowance';
import type { JsonAnswer } from '../../json-answer';
import { SongQueries } from '../song-queries';
import { GetGuestSamplesQuery, GetMusicStatusQuery, GetSongQuery, GetTimestampedLyricsQuery, ListUserSongsQuery } from './song-reads.queries';

// Each read gets its own EntityManager fork: some run outside any request (status events pushed
// when a render moves on), and reads share nothing worth an identity map. The polled ones (a song,
// its status) are mostly answered from the read cache: their fork is made only if it is used.

/** An EntityManager that forks the ORM's on first use. */
function lazyFork(orm: MikroORM): EntityManager {
  let fork: EntityManager | undefined;
  return new Proxy({} as EntityManager, {
    get: (_target, property) => {
      fork ??= orm.em.fork();
      const value = Reflect.get(fork, property, fork) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(fork) : value;
    },
  });
}

@QueryHandler(GetSongQuery)
export class GetSongHandler implements IQueryHandler<GetSongQuery> {
  constructor(private readonly orm: MikroORM, private readonly reads: SongQueries) {}

  execute({ songId, viewer }: GetSongQuery): Promise<Schema<'Song'>> {
    return this.reads.song(lazyFork(this.orm), songId, viewer);
  }
}

@QueryHandler(GetMusicStatusQuery)
export class GetMusicStatusHandler implements IQueryHandler<GetMusicStatusQuery> {
  constructor(private readonly orm: MikroORM, private readonly reads: SongQueries) {}

  execute({ taskId, viewer }: GetMusicStatusQuery): Promise<Schema<'MusicStatus'>> {
    return this.reads.musicStatus(lazyFork(this.orm), taskId, viewer);
  }
}

@QueryHandler(ListUserSongsQuery)
export class ListUserSongsHandler implements IQueryHandler<ListUserSongsQuery> {
  constructor(private readonly orm: MikroORM, private readonly reads: SongQueries) {}

  execute({ userId, paidOnly, page }: ListUserSongsQuery): Promise<JsonAnswer<Schema<'SongList'>>> {
    return this.reads.userSongs(() => this.orm.em.fork(), userId, { paidOnly, ...page });
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

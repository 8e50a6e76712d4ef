import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FastLane } from '../../../../shared/http/fast-lane/fast-lane';
import { GetMusicStatusQuery, GetSongQuery } from '../../application/queries/song-reads/song-reads.queries';

/**
 * The song page and the render progress are polled by every open page: both are also answered on
 * the fast lane, with the same queries, viewers and Cache-Control as SongsController and
 * MusicController (which still answer everything the lane hands on: errors, claims, HEAD).
 */
@Injectable()
export class CatalogHotReads implements OnModuleInit {
  constructor(
    private readonly lane: FastLane,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.lane.get('/api/songs/:id', async (request) => {
      const viewer = await request.viewer();
      if (!viewer) return null;
      return { body: await this.queries.execute(new GetSongQuery(request.params.id!, viewer)), cacheControl: 'private, no-cache' };
    });
    this.lane.get('/api/check-music-status/:taskId', async (request) => {
      const viewer = await request.viewer();
      if (!viewer) return null;
      return { body: await this.queries.execute(new GetMusicStatusQuery(request.params.taskId!, viewer)), cacheControl: 'no-store' };
    });
  }
}

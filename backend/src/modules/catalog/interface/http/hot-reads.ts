import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FastLane } from '../../../../shared/http/fast-lane/fast-lane';
import { lanePage } from './song-page';
import { GetMusicStatusQuery, GetSongQuery, ListUserSongsQuery } from '../../application/queries/song-reads/song-reads.queries';

/**
 * The song page, the render progress and the jukebox's lists are read by every open page: they are
 * also answered on the fast lane, with the same queries, viewers and Cache-Control as
 * SongsController and MusicController (which still answer everything the lane hands on: errors,
 * guests, claims, HEAD).
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
    for (const [path, paidOnly] of [['/api/user/purchased-songs', true], ['/api/user/songs', false]] as const) {
      this.lane.get(path, async (request) => {
        const viewer = await request.viewer();
        // Signed out: the controller's 401; a page parameter it would refuse: its 400.
        const page = lanePage(request.query);
        if (!viewer?.userId || !page) return null;
        return { json: await this.queries.execute(new ListUserSongsQuery(viewer.userId, paidOnly, page)), cacheControl: 'private, no-store' };
      });
    }
  }
}

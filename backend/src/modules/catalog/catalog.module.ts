import { availableParallelism } from 'node:os';
import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../shared/config';
import { JobQueue, runsWorkers } from '../../shared/messaging';
import { RateLimiter } from '../../shared/http/rate-limit';
import { CreateSongHandler } from './application/commands/create-song/create-song.handler';
import { DeleteSongHandler } from './application/commands/delete-song/delete-song.handler';
import { ClaimGuestSongsHandler } from './application/commands/claim-guest-songs/claim-guest-songs.command';
import { GenerateLyricsHandler } from './application/commands/generate-lyrics/generate-lyrics.handler';
import { GenerateMusicHandler } from './application/commands/generate-music/generate-music.handler';
import { RenameSongHandler } from './application/commands/rename-song/rename-song.handler';
import { GenerateSongVideoHandler } from './application/commands/generate-video/generate-video.handler';
import { RENDER_VIDEO_QUEUE, RENDER_VIDEO_RETRY_LIMIT, RenderVideoJob, type RenderVideoJobData } from './application/jobs/render-video.job';
import { GetSongVideoHandler } from './application/queries/song-video/song-video.query';
import { SongVideos } from './application/ports/song-videos.port';
import { VideoRenderer } from './application/ports/video-renderer.port';
import { PgSongVideos } from './infrastructure/pg-song-videos';
import { EngineVideoRenderer } from './infrastructure/engine-video-renderer';
import { VideoController } from './interface/http/video.controller';
import { GuestAllowance } from './application/guest-allowance';
import { BACKGROUND_COMMAND_HANDLERS, RemoveSongMediaCommand, RenderSongCommand, RenderVideoCommand } from './application/commands/background/background.commands';
import { ExpireUnpaidSongsJob } from './application/jobs/expire-unpaid-songs.job';
import { RENDER_FULL_QUEUE, RENDER_QUEUE, RENDER_RETRY_LIMIT, RenderSongJob, type RenderSongJobData } from './application/jobs/render-song.job';
import { MediaStorage } from './application/media/media-storage';
import { CoverEncoder, ScreenCovers } from './application/media/screen-covers';
import { EngineCoverEncoder } from './infrastructure/engine-cover-encoder';
import { REMOVE_MEDIA_QUEUE, SongMediaRemoval, type RemoveSongMediaJobData } from './application/media/song-media-removal';
import { MediaAccess } from './application/queries/media-access';
import { SongQueries } from './application/queries/song-queries';
import { SONG_READ_HANDLERS } from './application/queries/song-reads/song-reads.handlers';
import { MEDIA_QUERY_HANDLERS } from './application/queries/media/media.queries';
import { ListGuestSongsHandler } from './application/queries/list-guest-songs/list-guest-songs.handler';
import { GuestSongs } from './application/ports/guest-songs.port';
import { PgGuestSongs } from './infrastructure/pg-guest-songs';
import { SongSales } from './application/ports/song-sales.port';
import { PgSongSales } from './infrastructure/pg-song-sales';
import { FOR_CHECKOUT_HANDLERS } from './application/for-checkout/song-sales.handlers';
import { LyricsWriter, SongRenderer } from './application/ports/song-engine.port';
import { ConfiguredLyricsWriter, ConfiguredSongRenderer } from './infrastructure/song-engine.adapters';
import { createMediaStorage } from './infrastructure/media-storage';
import { MediaStorageLifecycle } from './infrastructure/media-storage/media-storage.lifecycle';
import { PgSongChanges } from './infrastructure/pg-song-changes';
import { SongChanges } from './application/ports/song-changes.port';
import { SongRepository } from './infrastructure/song.repository';
import { CachedSongReads, SongReadCache, songReadCache } from './infrastructure/song-read-cache';
import { SongCredits } from './application/ports/song-credits.port';
import { SongStats } from './application/ports/song-stats.port';
import { FindSongsForSharingHandler } from './application/for-social/find-songs-for-sharing.handler';
import { ADMIN_SONG_STATS_HANDLERS } from './application/queries/admin-song-stats/admin-song-stats.handlers';
import { PgSongStats } from './infrastructure/pg-song-stats';
import { CheckoutSongCredits } from './infrastructure/song-credits.adapter';
import { PgGuestSampleLedger } from './infrastructure/pg-guest-sample-ledger';
import { GuestSampleLedger, SongReads, SongStore } from './application/ports/song-store.port';
import { SHARE_ACCESS, SONG_PAYERS } from './application/ports/share-access.port';
import { CheckoutSongPayersAdapter, SocialShareAccessAdapter } from './infrastructure/share-access.adapter';
import { AudioProxy } from './interface/http/audio-proxy';
import { MediaController } from './interface/http/media.controller';
import { MusicController } from './interface/http/music.controller';
import { SongsController } from './interface/http/songs.controller';
import { NamesController } from './interface/http/names.controller';
import { NameSinger } from './application/ports/name-singer.port';
import { PronounceNameHandler } from './application/queries/pronounce-name/pronounce-name.handler';
import { LocalNameSinger } from './infrastructure/name-singer.adapter';
import { ViewerResolver } from './interface/http/viewer.resolver';
import { CatalogHotReads } from './interface/http/hot-reads';
import { IntroVideo } from './application/ports/intro-video.port';
import { GetIntroVideoHandler } from './application/queries/intro-video/get-intro-video.query';
import { LocalIntroVideo } from './infrastructure/intro-video/intro-video.maker';
import { IntroVideoController } from './interface/http/intro-video.controller';

/** Catalog: songs, tracks, lyrics, render jobs and media (public/ for other contexts). */
@Module({
  controllers: [SongsController, MusicController, MediaController, NamesController, IntroVideoController, VideoController],
  providers: [
    {
      provide: MediaStorage,
      inject: [APP_CONFIG],
      useFactory: createMediaStorage,
    },
    MediaStorageLifecycle,
    ScreenCovers,
    { provide: CoverEncoder, useClass: EngineCoverEncoder },
    SongMediaRemoval,
    CatalogHotReads,
    { provide: LyricsWriter, useClass: ConfiguredLyricsWriter },
    { provide: SongRenderer, useClass: ConfiguredSongRenderer },
    { provide: SHARE_ACCESS, useClass: SocialShareAccessAdapter },
    { provide: SONG_PAYERS, useClass: CheckoutSongPayersAdapter },
    { provide: SongChanges, useClass: PgSongChanges },
    { provide: NameSinger, useClass: LocalNameSinger },
    { provide: SongVideos, useClass: PgSongVideos },
    { provide: VideoRenderer, useClass: EngineVideoRenderer },
    GenerateSongVideoHandler,
    GetSongVideoHandler,
    RenderVideoJob,
    PronounceNameHandler,
    { provide: GuestSongs, useClass: PgGuestSongs },
    { provide: SongSales, useClass: PgSongSales },
    ...FOR_CHECKOUT_HANDLERS,
    ListGuestSongsHandler,
    SongRepository,
    { provide: SongStore, useExisting: SongRepository },
    { provide: SongReadCache, useValue: songReadCache },
    { provide: SongReads, useClass: CachedSongReads },
    { provide: SongCredits, useClass: CheckoutSongCredits },
    { provide: SongStats, useClass: PgSongStats },
    ...ADMIN_SONG_STATS_HANDLERS,
    FindSongsForSharingHandler,
    { provide: GuestSampleLedger, useClass: PgGuestSampleLedger },
    GuestAllowance,
    ViewerResolver,
    CreateSongHandler,
    GenerateMusicHandler,
    GenerateLyricsHandler,
    RenameSongHandler,
    DeleteSongHandler,
    ClaimGuestSongsHandler,
    SongQueries,
    ...SONG_READ_HANDLERS,
    ...MEDIA_QUERY_HANDLERS,
    MediaAccess,
    AudioProxy,
    RenderSongJob,
    ExpireUnpaidSongsJob,
    ...BACKGROUND_COMMAND_HANDLERS,
    RateLimiter,
    { provide: IntroVideo, useClass: LocalIntroVideo },
    GetIntroVideoHandler,
  ],
})
export class CatalogModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Catalog');

  constructor(
    private readonly queue: JobQueue,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly videos: VideoRenderer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // notify: a job wakes the workers at once (LISTEN/NOTIFY) instead of at their next poll.
    await this.queue.ensureQueue(RENDER_QUEUE, { retryLimit: RENDER_RETRY_LIMIT, retryDelay: 1, retryBackoff: false, notify: true });
    await this.queue.ensureQueue(RENDER_FULL_QUEUE, { retryLimit: RENDER_RETRY_LIMIT, retryDelay: 1, retryBackoff: false, notify: true });
    await this.queue.ensureQueue(REMOVE_MEDIA_QUEUE);
    await this.queue.ensureQueue(RENDER_VIDEO_QUEUE, { retryLimit: RENDER_VIDEO_RETRY_LIMIT, retryDelay: 5, retryBackoff: false, notify: true });
    if (!runsWorkers(this.config)) return;
    // One render per core per worker process: the engine's thread pools have one thread per core,
    // previews in one, full tracks in the other (its threads step back while previews render), so
    // each queue has workers of its own and a preview never waits for a full render to finish.
    const concurrency = this.config.RENDER_CONCURRENCY ?? availableParallelism();
    const render = (job: { data: RenderSongJobData; retryCount: number }) => this.commands.execute(new RenderSongCommand(job.data, job.retryCount));
    // The previews queue takes twice as many songs as there are threads: the next songs' renders
    // already wait in the engine (served first come, first served) while a finished song's
    // previews are stored and announced, so the preview threads never stand idle between songs.
    for (const [queue, songs] of [[RENDER_QUEUE, 2 * concurrency], [RENDER_FULL_QUEUE, concurrency]] as const) {
      await this.queue.work<RenderSongJobData>(queue, { batchSize: 1, localConcurrency: songs, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 }, render);
    }
    // Videos: one at a time per worker process by default, on their own queue (see RENDER_VIDEO_QUEUE).
    const videoConcurrency = this.config.VIDEO_RENDER_CONCURRENCY;
    const encoder = await this.videos.encoderStatus();
    if (!encoder.available) {
      // A worker that cannot encode would fail every video: production refuses to start, elsewhere it says so.
      const message = `song videos cannot be made: ${encoder.reason}`;
      if (this.config.NODE_ENV === 'production') throw new Error(`${message} (install ffmpeg with libx264, see ADR 0015)`);
      this.logger.warn(message);
    }
    await this.queue.work<RenderVideoJobData>(RENDER_VIDEO_QUEUE, { batchSize: 1, localConcurrency: videoConcurrency, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 }, (job) =>
      this.commands.execute(new RenderVideoCommand(job.data, job.retryCount)),
    );
    await this.queue.work<RemoveSongMediaJobData>(REMOVE_MEDIA_QUEUE, { batchSize: 1 }, (job) => this.commands.execute(new RemoveSongMediaCommand(job.data.songIds)));
    this.logger.log(`rendering up to ${concurrency} song(s) and ${videoConcurrency} video(s) at once`);
  }
}

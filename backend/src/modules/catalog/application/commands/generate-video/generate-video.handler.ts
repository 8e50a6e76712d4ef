import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { inOpenTransaction, JobQueue } from '../../../../../shared/messaging';
import { SongNotFoundError, SongNotReadyError } from '../../../domain/catalog.errors';
import { isOwner } from '../../../domain/song-access';
import { videoKindFor } from '../../../domain/song-video';
import { RENDER_VIDEO_JOB_OPTIONS, RENDER_VIDEO_QUEUE, type RenderVideoJobData } from '../../jobs/render-video.job';
import { SongChanges } from '../../ports/song-changes.port';
import { SongReads, SongStore } from '../../ports/song-store.port';
import { SongVideos } from '../../ports/song-videos.port';
import { MediaAccess } from '../../queries/media-access';
import { toSongVideoView } from '../../song-view';
import type { VideoRequest } from '../../video-request';

export interface GeneratedVideo {
  /** Ready already (200), or being made (202). */
  ready: boolean;
  video: Schema<'SongVideo'>;
}

/** POST /api/songs/{id}/generate-video: the caller's video of one version of the song, queued once. */
export class GenerateSongVideoCommand extends Command<GeneratedVideo> {
  constructor(readonly request: VideoRequest) {
    super();
  }
}

@CommandHandler(GenerateSongVideoCommand)
export class GenerateSongVideoHandler implements ICommandHandler<GenerateSongVideoCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly songs: SongStore,
    private readonly videos: SongVideos,
    private readonly access: MediaAccess,
    private readonly queue: JobQueue,
    private readonly reads: SongReads,
    private readonly changes: SongChanges,
  ) {}

  async execute({ request: { songId, viewer, shareId, track: version } }: GenerateSongVideoCommand): Promise<GeneratedVideo> {
    const { song, video, started, hearsFull } = await this.uow.run(async () => {
      // The song's row lock: a payment, a deletion or another request for it waits for this one.
      const song = await this.songs.findById(songId, { forUpdate: true });
      if (!song) throw new SongNotFoundError();
      const hearsFull = await this.access.hearsFullSong(song, viewer, shareId);
      if (!isOwner(song, viewer) && !hearsFull) throw new SongNotFoundError();
      const kind = videoKindFor(hearsFull);
      const track = await this.songs.track(song.id, version);
      // The karaoke words come with the rendered song: until then there is nothing to film.
      const audioKey = kind === 'full' ? track?.audioKey : track?.previewKey;
      if (song.status !== 'completed' || !audioKey) throw new SongNotReadyError();
      const { video, started } = await this.videos.request(song.id, kind, version, randomUUID());
      if (started) {
        await this.queue.send<RenderVideoJobData>(
          RENDER_VIDEO_QUEUE,
          { videoId: video.id, songId: song.id, kind, track: version, jobId: video.jobId },
          { ...RENDER_VIDEO_JOB_OPTIONS, id: video.jobId, db: inOpenTransaction() },
        );
      }
      return { song, video, started, hearsFull };
    });
    if (started) {
      this.reads.invalidate(song.id, song.taskId);
      await this.changes.publish(song.id);
    }
    return { ready: video.status === 'ready', video: toSongVideoView(song, [video], hearsFull, version) };
  }
}

import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../../shared/application/unit-of-work';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { recordEvent, type JobSendOptions } from '../../../../shared/messaging';
import { PREVIEW_SECONDS } from '../../domain/song-access';
import { humanSongTitle } from '../../domain/song-title';
import { VIDEO_PROGRESS_STEP, videoTrackOf, type VideoKind, type VideoTrack } from '../../domain/song-video';
import { MediaKeys, MediaStorage } from '../media/media-storage';
import { SongChanges } from '../ports/song-changes.port';
import { SongReads, SongStore, type SongRecord, type TrackRecord } from '../ports/song-store.port';
import { SongVideos } from '../ports/song-videos.port';
import { VideoRenderer, type VideoRenderRequest } from '../ports/video-renderer.port';

/**
 * Song videos have a queue (and workers) of their own, one render at a time per worker process:
 * an encoder busy with a video never holds back a song's previews, which render on their own
 * queues and threads (previews first, as for songs).
 */
export const RENDER_VIDEO_QUEUE = 'catalog-render-video';
export const RENDER_VIDEO_RETRY_LIMIT = 2;
export const RENDER_VIDEO_JOB_OPTIONS: JobSendOptions = { retryLimit: RENDER_VIDEO_RETRY_LIMIT, retryDelay: 5, heartbeatSeconds: 15, expireInSeconds: 30 * 60 };

export interface RenderVideoJobData {
  videoId: string;
  songId: string;
  kind: VideoKind;
  /** The song's version to film (absent in jobs queued before versions had videos: version 1). */
  track?: VideoTrack;
  /** The job owning the video row: a job the row no longer names does nothing. */
  jobId: string;
}

const FAILED_MESSAGE = 'Failed to make the video';

/**
 * Renders a song's karaoke video: the preview's first 40 s (the preview audio, so no frame or
 * sample of the paid part is ever in it) or the whole song (the full audio), stored with the
 * song's media; ready and `catalog.song-video-ready.v1` are committed together.
 */
@Injectable()
export class RenderVideoJob {
  private readonly logger = new Logger('RenderVideo');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly renderer: VideoRenderer,
    private readonly storage: MediaStorage,
    private readonly songs: SongStore,
    private readonly videos: SongVideos,
    private readonly reads: SongReads,
    private readonly changes: SongChanges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(data: RenderVideoJobData, attempt: number): Promise<void> {
    const version = videoTrackOf(data.track);
    const video = await this.videos.find(data.songId, data.kind, version);
    if (!video || video.id !== data.videoId || video.jobId !== data.jobId || video.status !== 'rendering') return;
    const song = await this.songs.findById(data.songId);
    const track = song ? await this.songs.track(song.id, version) : null;
    const audioKey = data.kind === 'full' ? track?.audioKey : track?.previewKey;
    // Deleted or expired meanwhile (or a refund took the full song back): nothing to film.
    if (!song || !track || !audioKey || (data.kind === 'full' && !song.isPaid)) {
      await this.videos.failed(video.id, data.jobId, 'The song is no longer available');
      return;
    }

    const folder = await mkdtemp(join(tmpdir(), 'boogy-video-'));
    const started = Date.now();
    try {
      const audioPath = join(folder, 'audio.mp3');
      await pipeline(this.storage.read(audioKey), createWriteStream(audioPath));
      const outPath = join(folder, 'video.mp4');
      const rendered = await this.renderer.render(await this.requestFor(song, track, data.kind, audioPath, outPath, this.progressReporter(data)));
      const key = MediaKeys.video(song.id, data.kind, version);
      await this.storage.put(key, await readFile(outPath), 'video/mp4');
      const bytes = (await stat(outPath)).size;
      const ready = await this.uow.run(async () => {
        const done = await this.videos.ready(video.id, data.jobId, { mediaKey: key, durationSec: rendered.durationSec, bytes });
        if (done) recordEvent('catalog.song-video-ready.v1', { songId: song.id, ownerUserId: song.userId, kind: data.kind, track: version, durationSec: rendered.durationSec });
        return done;
      });
      this.logger.log({ songId: song.id, kind: data.kind, track: version, seconds: Math.round((Date.now() - started) / 100) / 10, durationSec: rendered.durationSec, bytes, stored: ready }, 'song video rendered');
      // Deleted while rendering: its file must not outlive it.
      if (!ready && !(await this.songs.findById(song.id))) await this.storage.deletePrefix(MediaKeys.songPrefix(song.id));
      await this.announce(song);
    } catch (error) {
      if (attempt < RENDER_VIDEO_RETRY_LIMIT) throw error;
      this.logger.warn(`video of song ${song.id} failed for good: ${(error as Error).message}`);
      await this.videos.failed(video.id, data.jobId, FAILED_MESSAGE);
      await this.announce(song);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private async requestFor(song: SongRecord, track: TrackRecord, kind: VideoKind, audioPath: string, outPath: string, onProgress: (fraction: number) => void): Promise<VideoRenderRequest> {
    // A preview video ends with the preview audio; the renderer shows no word past its cut.
    const cut = kind === 'preview' ? Math.min(PREVIEW_SECONDS, track.previewDurationSec) : undefined;
    const cover = track.coverKey ? await this.readCover(track.coverKey) : null;
    return {
      audioPath,
      outPath,
      // The title people read (the names, style and event until renamed), never `Boogy3_Alice`.
      title: humanSongTitle(this.config.PRODUCT_NAME, song),
      coverPng: cover,
      lines: track.timestampedLyrics ?? [],
      names: song.names,
      danceMoves: song.danceMoves ?? [],
      style: song.style,
      ...(cut !== undefined ? { durationSec: cut } : {}),
      ...(this.config.SONG_VIDEO_FPS ? { fps: this.config.SONG_VIDEO_FPS } : {}),
      onProgress,
    };
  }

  private async readCover(key: string): Promise<Buffer | null> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of this.storage.read(key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch {
      return null; // a video without its cover is still worth having
    }
  }

  /** Writes the progress every few percent and tells the status streams. */
  private progressReporter(data: RenderVideoJobData): (fraction: number) => void {
    let written = 0;
    let writing = Promise.resolve();
    return (fraction) => {
      const percent = Math.floor((fraction * 100) / VIDEO_PROGRESS_STEP) * VIDEO_PROGRESS_STEP;
      if (percent <= written || percent >= 100) return;
      written = percent;
      writing = writing
        .then(async () => {
          await this.videos.progress(data.videoId, data.jobId, percent);
          this.reads.invalidate(data.songId);
          await this.changes.publish(data.songId);
        })
        .catch(() => undefined); // progress is a courtesy: the render goes on
    };
  }

  private async announce(song: SongRecord): Promise<void> {
    this.reads.invalidate(song.id, song.taskId);
    await this.changes.publish(song.id);
  }
}

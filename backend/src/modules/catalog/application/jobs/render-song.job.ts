import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../../shared/application/unit-of-work';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { JobQueue, type JobSendOptions } from '../../../../shared/messaging';
import { Metrics } from '../../../../shared/observability';
import { SongReads, SongStore, type SongRecord } from '../ports/song-store.port';
import type { Song } from '../../domain/song';
import { recordSongEvents } from '../song-events';
import { SongEngineError, ProviderError } from '../../domain/song-engine.errors';
import type { PreviewReady, RenderedTrack, SongStyle, VocalGender } from '../../domain/song-engine.types';
import { MediaKeys, MediaStorage } from '../media/media-storage';
import { SongChanges } from '../ports/song-changes.port';
import { SongRenderer } from '../ports/song-engine.port';

/** A task's first job (its id is the task id): the song's two previews. */
export const RENDER_QUEUE = 'catalog-render-song';
/**
 * The same task's full tracks, queued once its previews are stored. A queue (and workers) of its
 * own: a song's previews never wait for a worker busy with another song's full tracks.
 */
export const RENDER_FULL_QUEUE = 'catalog-render-full';
export const RENDER_RETRY_LIMIT = 3;
/**
 * A worker that dies mid-render stops sending heartbeats; after `heartbeatSeconds` pg-boss hands
 * the job to another worker (or the same one after its restart).
 */
export const RENDER_JOB_OPTIONS: JobSendOptions = { retryLimit: RENDER_RETRY_LIMIT, retryDelay: 1, heartbeatSeconds: 10, expireInSeconds: 15 * 60 };

/**
 * Previews before full tracks: a song's render is two jobs, its previews first, then its full
 * tracks (queued when the previews are stored, on RENDER_FULL_QUEUE). Redoing the first 40 s in
 * the full render costs far less than a song's previews waiting behind other songs' full tracks.
 * The priorities also order jobs queued before the full tracks had a queue of their own.
 */
export const RENDER_PRIORITY = { previews: 10, full: 0 } as const;

export interface RenderSongJobData {
  songId: string;
  taskId: string;
  /** Absent on jobs queued before the split: previews and full tracks in one pass. */
  stage?: 'previews' | 'full';
  /**
   * When the song's render was asked for (ms since the epoch): the render threads serve songs in
   * this order (first come, first served). Absent on jobs queued before it was recorded.
   */
  queuedAt?: number;
}

/** The full-tracks job's id, derived from the task's: a retried previews job never queues a second one. */
export function fullRenderJobId(taskId: string): string {
  const hex = createHash('sha256').update(`${taskId}:full`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const FAILED_MESSAGE = 'Failed to generate music';

/** A stable seed per song: a retried render produces the same music. */
const seedOf = (songId: string) => createHash('sha256').update(songId).digest().readUInt32BE(0);

/**
 * Renders a song: pending → processing → completed | failed. Previews are stored and attached as
 * soon as each exists (the player can start within seconds), the full tracks when both are done;
 * completion and `catalog.song-rendered.v1` are committed together.
 */
@Injectable()
export class RenderSongJob {
  private readonly logger = new Logger('RenderSong');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly renderer: SongRenderer,
    private readonly storage: MediaStorage,
    private readonly changes: SongChanges,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
    private readonly songs: SongStore,
    private readonly reads: SongReads,
  ) {}

  async run(data: RenderSongJobData, attempt: number): Promise<void> {
    const song = await this.songs.findById(data.songId);
    // Deleted or expired: an earlier attempt that died after storing files must not leave them behind.
    if (!song) return this.storage.deletePrefix(MediaKeys.songPrefix(data.songId));
    // Re-queued under another task, or already done: nothing to do.
    if (song.taskId !== data.taskId || song.status === 'completed') return;
    const stage = data.stage === 'previews' && !this.renderer.rendersPreviewsAlone ? undefined : data.stage;
    if (stage !== 'full' && !(await this.startRender(data.taskId, song.id))) return;

    const timer = this.metrics.renderDuration.startTimer();
    let previews = Promise.resolve();
    try {
      const rendered = await this.renderer.render(
        {
          lyrics: song.lyrics,
          names: song.names,
          style: song.style as SongStyle,
          vocalGender: song.vocalGender as VocalGender,
          ...(song.pronunciations?.length ? { pronunciations: song.pronunciations } : {}),
          seed: seedOf(song.id),
          ...(this.config.SONG_FULL_DURATION_SEC ? { targetDurationSec: this.config.SONG_FULL_DURATION_SEC } : {}),
          ...(stage === 'previews' ? { previewOnly: true } : {}),
        },
        // The full stage renders the same previews again (same seed): they are stored already.
        {
          ...(data.queuedAt === undefined ? {} : { queuedAt: data.queuedAt }),
          onPreview:
            stage === 'full'
              ? undefined
              : (preview) => {
                  previews = previews.then(() => this.attachPreview(song, preview));
                },
        },
      );
      await previews;
      if (stage === 'previews') {
        await this.announcePreviews(song.id, data.taskId);
        await this.queueFullTracks(data);
      }
      else await this.complete(song, rendered.versions);
      const seconds = timer({ outcome: stage === 'previews' ? 'previews' : 'completed' });
      this.logger.log({ songId: song.id, versions: rendered.versions.map((track) => track.version), render: stage ?? 'previews+full', seconds: Math.round(seconds * 10) / 10, encoder: this.renderer.encoder }, 'song rendered');
    } catch (error) {
      await previews.catch(() => undefined);
      const permanent = error instanceof SongEngineError && !(error instanceof ProviderError);
      timer({ outcome: !permanent && attempt < RENDER_RETRY_LIMIT ? 'retried' : 'failed' });
      if (!permanent && attempt < RENDER_RETRY_LIMIT) throw error;
      this.logger.warn(`render of song ${song.id} failed for good: ${(error as Error).message}`);
      const reason = permanent ? (error as Error).message : FAILED_MESSAGE;
      await this.uow.run(async () => {
        const current = await this.songs.load(song.id);
        if (!current?.fail(data.taskId, reason)) return;
        this.songs.save(current);
        recordSongEvents(current);
      });
      this.reads.invalidate(song.id, song.taskId);
      await this.changes.publish(song.id);
    }
  }

  /** `catalog.song-previews-ready.v1`, unless the song is gone (a retried task may say it twice: consumers key on the task). */
  private async announcePreviews(songId: string, taskId: string): Promise<void> {
    await this.uow.run(async () => {
      const current = await this.songs.load(songId);
      if (current?.announcePreviews(taskId)) recordSongEvents(current);
    });
  }

  /** Processing from now on; false (nothing to render) when the song is gone or no longer waits for this task. */
  private async startRender(taskId: string, songId: string): Promise<boolean> {
    const started = await this.uow.run(async () => {
      const current = await this.songs.load(songId);
      if (!current?.awaitsRender(taskId)) return false;
      current.startRender(taskId);
      this.songs.save(current);
      return true;
    });
    this.reads.invalidate(songId, taskId);
    await this.changes.publish(songId);
    return started;
  }

  private async queueFullTracks(data: RenderSongJobData): Promise<void> {
    await this.queue.send<RenderSongJobData>(
      RENDER_FULL_QUEUE,
      { songId: data.songId, taskId: data.taskId, stage: 'full', ...(data.queuedAt === undefined ? {} : { queuedAt: data.queuedAt }) },
      { ...RENDER_JOB_OPTIONS, id: fullRenderJobId(data.taskId), priority: RENDER_PRIORITY.full },
    );
  }

  private async attachPreview(song: SongRecord, preview: PreviewReady): Promise<void> {
    const { version } = preview;
    await this.storage.put(MediaKeys.preview(song.id, version), preview.previewMp3, 'audio/mpeg');
    await this.storage.put(MediaKeys.cover(song.id, version), preview.coverPng, 'image/png');
    const attached = await this.uow.run(async () => {
      const current = await this.songs.load(song.id);
      if (!current) return false;
      await this.songs.savePreviewTrack(song.id, {
        version,
        title: `${this.config.PRODUCT_NAME} Mix`,
        previewKey: MediaKeys.preview(song.id, version),
        coverKey: MediaKeys.cover(song.id, version),
        previewDurationSec: preview.previewDurationSec,
      });
      current.storePreview();
      this.songs.save(current);
      return true;
    });
    // Deleted (or expired) while rendering: its files must not outlive it.
    if (!attached) {
      await this.storage.deletePrefix(MediaKeys.songPrefix(song.id));
      return;
    }
    this.reads.invalidate(song.id, song.taskId);
    // Pushed to the browsers waiting for this song: the preview is playable from now on.
    await this.changes.publish(song.id);
  }

  private async complete(song: SongRecord | Song, versions: readonly RenderedTrack[]): Promise<void> {
    for (const track of versions) {
      await this.storage.put(MediaKeys.full(song.id, track.version), track.fullMp3, 'audio/mpeg');
      // The preview callback may not have run for a provider that renders in one piece.
      await this.storage.put(MediaKeys.preview(song.id, track.version), track.previewMp3, 'audio/mpeg');
      await this.storage.put(MediaKeys.cover(song.id, track.version), track.coverPng, 'image/png');
    }
    const stillThere = await this.uow.run(async () => {
      const current = await this.songs.load(song.id);
      if (!current) return false;
      // Another attempt of the same task finished first (a render handed back at shutdown, then
      // both ran to the end): the song completes, and announces it, once.
      if (current.status === 'completed' && current.taskId === song.taskId) return true;
      const tracks = await this.songs.saveRenderedTracks(
        song.id,
        `${this.config.PRODUCT_NAME} Mix`,
        versions.map((rendered) => ({
          version: rendered.version,
          audioKey: MediaKeys.full(song.id, rendered.version),
          previewKey: MediaKeys.preview(song.id, rendered.version),
          coverKey: MediaKeys.cover(song.id, rendered.version),
          durationSec: rendered.durationSec,
          previewDurationSec: rendered.previewDurationSec,
          timestampedLyrics: rendered.timestampedLyrics,
        })),
      );
      current.complete(String(song.taskId), tracks.length);
      this.songs.save(current);
      recordSongEvents(current);
      return true;
    });
    // Deleted while rendering: do not leave its files behind.
    this.reads.invalidate(song.id, song.taskId);
    await this.changes.publish(song.id);
    if (!stillThere) await this.storage.deletePrefix(MediaKeys.songPrefix(song.id));
  }
}

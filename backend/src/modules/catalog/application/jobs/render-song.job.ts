import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { SendOptions } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { recordEvent } from '../../../../shared/messaging';
import { Song, type TrackSummary } from '../../infrastructure/entities/song.entity';
import { Track } from '../../infrastructure/entities/track.entity';
import { songReadCache } from '../../infrastructure/song-read-cache';
import { SongEngineError, ProviderError } from '../../infrastructure/local-engine/errors';
import type { PreviewReady, RenderedTrack, SongStyle, VocalGender } from '../../infrastructure/local-engine/types';
import { MediaKeys, MediaStorage } from '../media/media-storage';
import { SongRenderer } from '../song-engine';
import { mediaUrl, toTrackView } from '../song-view';

export const RENDER_QUEUE = 'catalog-render-song';
export const RENDER_RETRY_LIMIT = 3;
/**
 * A worker that dies mid-render stops sending heartbeats; after `heartbeatSeconds` pg-boss hands
 * the job to another worker (or the same one after its restart).
 */
export const RENDER_JOB_OPTIONS: SendOptions = { retryLimit: RENDER_RETRY_LIMIT, retryDelay: 1, heartbeatSeconds: 10, expireInSeconds: 15 * 60 };

export interface RenderSongJobData {
  songId: string;
  taskId: string;
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
    private readonly orm: MikroORM,
    private readonly renderer: SongRenderer,
    private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(data: RenderSongJobData, attempt: number): Promise<void> {
    const em = this.orm.em.fork();
    const song = await em.findOne(Song, { id: data.songId });
    // Deleted, expired, re-queued under another task, or already done: nothing to do.
    if (!song || song.taskId !== data.taskId || song.status === 'completed') return;
    await em.nativeUpdate(Song, { id: song.id }, { status: 'processing', progress: 10 });
    songReadCache.invalidate(song.id, song.taskId);

    let previews = Promise.resolve();
    try {
      const rendered = await this.renderer.render(
        {
          lyrics: song.lyrics,
          names: song.names,
          style: song.style as SongStyle,
          vocalGender: song.vocalGender as VocalGender,
          seed: seedOf(song.id),
          ...(this.config.SONG_FULL_DURATION_SEC ? { targetDurationSec: this.config.SONG_FULL_DURATION_SEC } : {}),
        },
        { onPreview: (preview) => (previews = previews.then(() => this.attachPreview(song, preview))) },
      );
      await previews;
      await this.complete(song, rendered.versions);
    } catch (error) {
      await previews.catch(() => undefined);
      const permanent = error instanceof SongEngineError && !(error instanceof ProviderError);
      if (!permanent && attempt < RENDER_RETRY_LIMIT) throw error;
      this.logger.warn(`render of song ${song.id} failed for good: ${(error as Error).message}`);
      await this.orm.em.fork().nativeUpdate(Song, { id: song.id, taskId: data.taskId }, {
        status: 'failed',
        failureReason: permanent ? (error as Error).message : FAILED_MESSAGE,
      });
      songReadCache.invalidate(song.id, song.taskId);
    }
  }

  private async attachPreview(song: Song, preview: PreviewReady): Promise<void> {
    const { version } = preview;
    await this.storage.put(MediaKeys.preview(song.id, version), preview.previewMp3, 'audio/mpeg');
    await this.storage.put(MediaKeys.cover(song.id, version), preview.coverPng, 'image/png');
    const em = this.orm.em.fork();
    await em.execute(
      `insert into catalog.tracks (id, song_id, version, title, preview_key, cover_key, preview_duration_sec)
       select gen_random_uuid(), ?, ?, ?, ?, ?, ? where exists (select 1 from catalog.songs where id = ?)
       on conflict (song_id, version) do update set preview_key = excluded.preview_key, cover_key = excluded.cover_key,
         preview_duration_sec = excluded.preview_duration_sec`,
      [song.id, version, `${this.config.PRODUCT_NAME} Mix`, MediaKeys.preview(song.id, version), MediaKeys.cover(song.id, version), preview.previewDurationSec, song.id],
    );
    await em.execute(`update catalog.songs set progress = greatest(progress, least(90, progress + 35)), updated_at = now() where id = ?`, [song.id]);
    songReadCache.invalidate(song.id, song.taskId);
  }

  private async complete(song: Song, versions: readonly RenderedTrack[]): Promise<void> {
    for (const track of versions) {
      await this.storage.put(MediaKeys.full(song.id, track.version), track.fullMp3, 'audio/mpeg');
      // The preview callback may not have run for a provider that renders in one piece.
      await this.storage.put(MediaKeys.preview(song.id, track.version), track.previewMp3, 'audio/mpeg');
      await this.storage.put(MediaKeys.cover(song.id, track.version), track.coverPng, 'image/png');
    }
    const stillThere = await this.orm.em.fork().transactional(async (em) => {
      const current = await em.findOne(Song, { id: song.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!current) return false;
      const tracks = await this.upsertTracks(em, song.id, versions);
      const first = tracks[0]!;
      const summaries: TrackSummary[] = tracks.map((t) => {
        const view = toTrackView(t, true);
        return { id: t.id, version: t.version, title: t.title, audioUrl: view.audioUrl, previewUrl: view.previewUrl, imageUrl: view.imageUrl };
      });
      Object.assign(current, {
        status: 'completed',
        progress: 100,
        failureReason: null,
        audioUrl: mediaUrl(song.id, first.version, 'full'),
        previewUrl: mediaUrl(song.id, first.version, 'preview'),
        imageUrl: mediaUrl(song.id, first.version, 'cover'),
        allTracks: summaries,
        storedAudioPath: first.audioKey,
        storedPreviewPath: first.previewKey,
        timestampedLyrics: first.timestampedLyrics,
      });
      recordEvent(em, 'catalog.song-rendered.v1', { songId: song.id, ownerUserId: current.userId, trackCount: tracks.length });
      return true;
    });
    // Deleted while rendering: do not leave its files behind.
    songReadCache.invalidate(song.id, song.taskId);
    if (!stillThere) await this.storage.deletePrefix(MediaKeys.songPrefix(song.id));
  }

  private async upsertTracks(em: EntityManager, songId: string, versions: readonly RenderedTrack[]): Promise<Track[]> {
    const existing = await em.find(Track, { songId });
    return versions.map((rendered) => {
      const track = existing.find((t) => t.version === rendered.version) ?? em.create(Track, {
        songId,
        version: rendered.version,
        title: `${this.config.PRODUCT_NAME} Mix`,
        previewKey: MediaKeys.preview(songId, rendered.version),
        previewDurationSec: rendered.previewDurationSec,
      });
      Object.assign(track, {
        audioKey: MediaKeys.full(songId, rendered.version),
        previewKey: MediaKeys.preview(songId, rendered.version),
        coverKey: MediaKeys.cover(songId, rendered.version),
        durationSec: rendered.durationSec,
        previewDurationSec: rendered.previewDurationSec,
        timestampedLyrics: rendered.timestampedLyrics,
      });
      return track;
    }).sort((a, b) => a.version - b.version);
  }
}

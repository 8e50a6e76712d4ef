import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { KeysetPosition } from '../../../shared/ddd';
import { SongNotFoundError } from '../domain/catalog.errors';
import { isOwner, type Viewer } from '../domain/song-access';
import { highestSongNumber } from '../domain/song-title';
import { isUuid } from '../domain/ids';
import { Song as SongAggregate } from '../domain/song';
import { SongStore, type PreviewTrackFiles, type RenderedTrackFiles, type SongSnapshot } from '../application/ports/song-store.port';
import { Song } from './entities/song.entity';
import { songState } from './song-state';
import { SongVideo } from './entities/song-video.entity';
import { Track } from './entities/track.entity';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import { SNAPSHOT_SQL, songReadCache, toSnapshot, type Row } from './song-read-cache';

export { isUuid };

/** Song look-ups. Every list loads its tracks in one more query, whatever its length. */
@Injectable()
export class SongRepository extends SongStore {
  /** The row each loaded aggregate came from: `save` writes the aggregate's state onto it. */
  private readonly rows = new WeakMap<SongAggregate, Song>();

  constructor(private readonly ems: EntityManagers) {
    super();
  }

  /** `forUpdate` (inside a transaction): read the current row and hold it until the transaction ends. */
  async findById(id: string, options: { forUpdate?: boolean } = {}): Promise<Song | null> {
    const em = this.ems.current();
    if (!isUuid(id)) return null;
    return em.findOne(Song, { id }, options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  }

  /** The caller's song, or 404: someone else's song is indistinguishable from a missing one. */
  async findOwned(id: string, viewer: Viewer, options: { forUpdate?: boolean } = {}): Promise<Song> {
    const song = await this.findById(id, options);
    if (!song || !isOwner(song, viewer)) throw new SongNotFoundError();
    return song;
  }

  async findMany(ids: readonly string[]): Promise<Song[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    return this.ems.current().find(Song, { id: { $in: valid } });
  }

  async tracksOf(songId: string): Promise<Track[]> {
    const em = this.ems.current();
    return em.find(Track, { songId }, { orderBy: { version: 'asc' } });
  }

  track(songId: string, version: number): Promise<Track | null> {
    const em = this.ems.current();
    return em.findOne(Track, { songId, version });
  }

  async tracksBySong(songIds: readonly string[]): Promise<Map<string, Track[]>> {
    const em = this.ems.current();
    const bySong = new Map<string, Track[]>(songIds.map((id) => [id, []]));
    if (songIds.length === 0) return bySong;
    for (const track of await em.find(Track, { songId: { $in: [...songIds] } }, { orderBy: { version: 'asc' } })) {
      bySong.get(track.songId)?.push(track);
    }
    return bySong;
  }

  /**
   * A user's songs, newest first, in one query whatever the length of the list: the view columns
   * of each song and its tracks, with the karaoke-timings flag but never the timings themselves.
   */
  async listForUser(userId: string, options: { paidOnly: boolean; limit: number; after: KeysetPosition | null }): Promise<SongSnapshot[]> {
    const em = this.ems.current();
    const paid = options.paidOnly ? ' and s.is_paid' : '';
    // Milliseconds, as the cursor carries them (a JavaScript Date): the order and the cut agree exactly.
    const at = "date_trunc('milliseconds', s.created_at)";
    const after = options.after ? ` and (${at}, s.id) < (?::timestamptz, ?::uuid)` : '';
    const rows = await em
      .getConnection()
      .execute<Row[]>(`${SNAPSHOT_SQL} where s.user_id = ?${paid}${after} order by ${at} desc, s.id desc limit ?`, [userId, ...(options.after ? [options.after.createdAt, options.after.id] : []), options.limit]);
    return rows.map(toSnapshot);
  }

  /** The highest N among the owner's `{product}N_…` titles. */
  async highestNumber(product: string, owner: { userId: string | null; guestId: string | null }): Promise<number> {
    const em = this.ems.current();
    const where = owner.userId ? { userId: owner.userId } : { guestId: owner.guestId, userId: null };
    const rows = await em.find(Song, where, { fields: ['title'] });
    return highestSongNumber(product, rows.map((r) => r.title));
  }

  async load(id: string): Promise<SongAggregate | null> {
    const row = await this.findById(id, { forUpdate: true });
    if (!row) return null;
    const song = SongAggregate.restore(songState(row));
    this.rows.set(song, row);
    return song;
  }

  async loadOwned(id: string, viewer: Viewer): Promise<SongAggregate> {
    const song = await this.load(id);
    if (!song || !isOwner(song, viewer)) throw new SongNotFoundError();
    return song;
  }

  save(song: SongAggregate): void {
    const state = song.toState();
    const row = this.rows.get(song);
    if (row) {
      Object.assign(row, state);
      return;
    }
    if (!song.isNew) throw new Error(`SongRepository.save: song ${song.id} was not loaded by this repository`);
    const em = this.ems.current();
    const created = em.create(Song, state);
    em.persist(created);
    this.rows.set(song, created);
  }

  async remove(songId: string): Promise<void> {
    const em = this.ems.current();
    await em.transactional(async (tx) => {
      await tx.nativeDelete(Track, { songId });
      await tx.nativeDelete(SongVideo, { songId });
      await tx.nativeDelete(Song, { id: songId });
    });
  }

  async removeExpiredUnpaid(now: Date, limit: number): Promise<string[]> {
    const tx = this.ems.current();
    // SKIP LOCKED: a song being paid right now is left for a later run (it will not be due then).
    const due = await tx.execute<{ id: string }[]>(
      'select id from catalog.songs where is_paid = false and expires_at <= ? order by expires_at limit ? for update skip locked',
      [now, limit],
    );
    const songIds = due.map((row) => row.id);
    if (songIds.length === 0) return songIds;
    await tx.nativeDelete(Track, { songId: { $in: songIds } });
    await tx.nativeDelete(SongVideo, { songId: { $in: songIds } });
    await tx.nativeDelete(Song, { id: { $in: songIds } });
    return songIds;
  }

  async savePreviewTrack(songId: string, p: PreviewTrackFiles): Promise<void> {
    const em = this.ems.current();
    await em.execute(
      `insert into catalog.tracks (id, song_id, version, title, preview_key, cover_key, preview_duration_sec)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?)
       on conflict (song_id, version) do update set preview_key = excluded.preview_key, cover_key = excluded.cover_key,
         preview_duration_sec = excluded.preview_duration_sec`,
      [songId, p.version, p.title, p.previewKey, p.coverKey, p.previewDurationSec],
    );
  }

  async saveRenderedTracks(songId: string, title: string, rendered: readonly RenderedTrackFiles[]): Promise<Track[]> {
    const em = this.ems.current();
    const existing = await em.find(Track, { songId });
    return rendered
      .map((files) => {
        const track =
          existing.find((t) => t.version === files.version) ??
          em.create(Track, { songId, version: files.version, title, previewKey: files.previewKey, previewDurationSec: files.previewDurationSec });
        Object.assign(track, { ...files, hasTimestampedLyrics: files.timestampedLyrics.length > 0 });
        return track;
      })
      .sort((a, b) => a.version - b.version);
  }

  /** Gives a guest's songs to the account they signed into; returns how many moved. */
  async claimGuestSongs(guestId: string, userId: string): Promise<number> {
    const em = this.ems.current();
    return claimGuestSongs(em, guestId, userId);
  }
}

/**
 * Moves a guest's unclaimed songs that are still within their 24 h (or paid) to a user, dropping
 * them from the read cache. One UPDATE: two requests claiming at once move each song once.
 */
export async function claimGuestSongs(em: EntityManager, guestId: string, userId: string): Promise<number> {
  const rows = await em.getConnection().execute<{ id: string; task_id: string | null }[]>(
    'update catalog.songs set user_id = ?, updated_at = now() where guest_id = ? and user_id is null and (expires_at is null or expires_at > now()) returning id, task_id',
    [userId, guestId],
  );
  for (const row of rows) songReadCache.invalidate(row.id, row.task_id);
  return rows.length;
}

import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SongNotFoundError } from '../domain/catalog.errors';
import { isOwner, type Viewer } from '../domain/song-access';
import { highestSongNumber } from '../domain/song-title';
import { Song } from './entities/song.entity';
import { Track } from './entities/track.entity';
import { SNAPSHOT_SQL, songReadCache, toSnapshot, type Row, type SongSnapshot } from './song-read-cache';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Song look-ups. Every list loads its tracks in one more query, whatever its length. */
@Injectable()
export class SongRepository {
  /** `forUpdate` (inside a transaction): read the current row and hold it until the transaction ends. */
  async findById(em: EntityManager, id: string, options: { forUpdate?: boolean } = {}): Promise<Song | null> {
    if (!isUuid(id)) return null;
    return em.findOne(Song, { id }, options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  }

  /** The caller's song, or 404: someone else's song is indistinguishable from a missing one. */
  async findOwned(em: EntityManager, id: string, viewer: Viewer, options: { forUpdate?: boolean } = {}): Promise<Song> {
    const song = await this.findById(em, id, options);
    if (!song || !isOwner(song, viewer)) throw new SongNotFoundError();
    return song;
  }

  async tracksOf(em: EntityManager, songId: string): Promise<Track[]> {
    return em.find(Track, { songId }, { orderBy: { version: 'asc' } });
  }

  async tracksBySong(em: EntityManager, songIds: readonly string[]): Promise<Map<string, Track[]>> {
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
  async listForUser(em: EntityManager, userId: string, options: { paidOnly: boolean }): Promise<SongSnapshot[]> {
    const paid = options.paidOnly ? ' and s.is_paid' : '';
    const rows = await em.getConnection().execute<Row[]>(`${SNAPSHOT_SQL} where s.user_id = ?${paid} order by s.created_at desc, s.id desc`, [userId]);
    return rows.map(toSnapshot);
  }

  /** The highest N among the owner's `{product}N_…` titles. */
  async highestNumber(em: EntityManager, product: string, owner: { userId: string | null; guestId: string | null }): Promise<number> {
    const where = owner.userId ? { userId: owner.userId } : { guestId: owner.guestId, userId: null };
    const rows = await em.find(Song, where, { fields: ['title'] });
    return highestSongNumber(product, rows.map((r) => r.title));
  }

  /** Gives a guest's songs to the account they signed into; returns how many moved. */
  async claimGuestSongs(em: EntityManager, guestId: string, userId: string): Promise<number> {
    return claimGuestSongs(em, guestId, userId);
  }
}

/** Moves a guest's unclaimed songs to a user, dropping them from the read cache. */
export async function claimGuestSongs(em: EntityManager, guestId: string, userId: string): Promise<number> {
  const rows = await em.getConnection().execute<{ id: string; task_id: string | null }[]>(
    'update catalog.songs set user_id = ?, updated_at = now() where guest_id = ? and user_id is null returning id, task_id',
    [userId, guestId],
  );
  for (const row of rows) songReadCache.invalidate(row.id, row.task_id);
  return rows.length;
}

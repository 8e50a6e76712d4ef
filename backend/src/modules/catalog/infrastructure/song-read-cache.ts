import type { EntityManager } from '@mikro-orm/postgresql';
import type { Schema } from '@boogy/contracts';
import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { LRUCache } from 'lru-cache';
import type { JsonAnswer } from '../application/json-answer';
import type { VideoState } from '../domain/song-video';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import { SongReads, type SongData, type SongSnapshot, type SongStatus, type StoredDanceMove, type TrackData } from '../application/ports/song-store.port';

export type { SongSnapshot };

/** Song reads are polled hard (every client polls its render): this long they may be served from memory. */
export const READ_CACHE_TTL_MS = 1000;
/**
 * Bounded by size, not by count: a second's worth of reads under any load, never more. Entries past
 * their second are dropped every few seconds, so memory comes back once a burst of reads is over.
 */
const MAX_SNAPSHOT_BYTES = 32 * 1024 * 1024;
const MAX_LIST_BYTES = 32 * 1024 * 1024;
const PURGE_EVERY_MS = 5000;

type ListAnswer = JsonAnswer<Schema<'SongList'>>;

/** Roughly what a snapshot holds in memory (its lyrics dominate; a track is ten short fields). */
function snapshotBytes(entry: { snapshot: SongSnapshot | null }): number {
  const song = entry.snapshot?.song;
  if (!song) return 64;
  return 1024 + 2 * song.lyrics.length + 512 * entry.snapshot!.tracks.length;
}

export interface Row {
  id: string;
  user_id: string | null;
  guest_id: string | null;
  title: string;
  names: string[];
  lyrics: string;
  dance_moves: StoredDanceMove[] | null;
  style: string;
  vocal_gender: string;
  is_birthday: boolean;
  birthday_person: string | null;
  is_wedding: boolean;
  bride: string | null;
  groom: string | null;
  task_id: string | null;
  status: SongStatus;
  progress: number;
  failure_reason: string | null;
  is_paid: boolean;
  is_shared: boolean;
  expires_at: Date | string | null;
  created_at: Date | string;
  tracks: TrackData[];
  videos: VideoState[];
}

/** A song row with its tracks' view fields (never their karaoke timings) as one JSON column. */
export const SNAPSHOT_SQL = `
  select s.id, s.user_id, s.guest_id, s.title, s.names, s.lyrics, s.dance_moves, s.style, s.vocal_gender, s.is_birthday,
         s.birthday_person, s.is_wedding, s.bride, s.groom, s.task_id, s.status, s.progress, s.failure_reason, s.is_paid,
         s.is_shared, s.expires_at, s.created_at,
         coalesce((select json_agg(json_build_object(
             'id', t.id, 'songId', t.song_id, 'version', t.version, 'title', t.title, 'audioKey', t.audio_key,
             'previewKey', t.preview_key, 'coverKey', t.cover_key, 'durationSec', t.duration_sec,
             'previewDurationSec', t.preview_duration_sec,
             'hasTimestampedLyrics', t.has_timestamped_lyrics) order by t.version)
           from catalog.tracks t where t.song_id = s.id), '[]'::json) as tracks,
         coalesce((select json_agg(json_build_object('kind', v.kind, 'track', v.track, 'status', v.status, 'progress', v.progress))
           from catalog.song_videos v where v.song_id = s.id), '[]'::json) as videos
    from catalog.songs s`;

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toSnapshot(row: Row): SongSnapshot {
  return {
    song: {
      id: row.id,
      userId: row.user_id,
      guestId: row.guest_id,
      title: row.title,
      names: row.names,
      lyrics: row.lyrics,
      danceMoves: row.dance_moves,
      style: row.style,
      vocalGender: row.vocal_gender,
      isBirthday: row.is_birthday,
      birthdayPerson: row.birthday_person,
      isWedding: row.is_wedding,
      bride: row.bride,
      groom: row.groom,
      taskId: row.task_id,
      status: row.status,
      progress: row.progress,
      failureReason: row.failure_reason,
      isPaid: row.is_paid,
      isShared: row.is_shared,
      expiresAt: row.expires_at === null ? null : asDate(row.expires_at),
      createdAt: asDate(row.created_at),
    } as SongData,
    tracks: row.tracks,
    videos: row.videos ?? [],
  };
}

/**
 * The read side of a song (its row and its tracks in one query), kept in memory for a second
 * (lru-cache: bounded, with per-entry TTL). Writes made through this process invalidate it at once;
 * a worker's progress updates show up within the TTL. Authorization is never cached: callers shape
 * the answer for each viewer.
 */
export class SongReadCache {
  /** Snapshots by `song:<id>` and `task:<taskId>`; null remembers "no such song" for the TTL too. */
  private readonly entries: LRUCache<string, { snapshot: SongSnapshot | null }>;
  /** The task key each cached song was read under, so invalidating a song never scans the cache. */
  private readonly taskKeyOfSong = new Map<string, string>();
  /** A user's song lists (all songs, paid only) as sent, same second; any song change drops them all. */
  private readonly lists: LRUCache<string, ListAnswer>;
  /** Reads under way: requests arriving meanwhile wait for the same one instead of querying again. */
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(ttlMs = READ_CACHE_TTL_MS) {
    this.entries = new LRUCache({
      maxSize: MAX_SNAPSHOT_BYTES,
      sizeCalculation: snapshotBytes,
      ttl: ttlMs,
      dispose: (entry, key) => {
        const songId = entry.snapshot?.song.id;
        if (songId && key.startsWith('task:') && this.taskKeyOfSong.get(songId) === key) this.taskKeyOfSong.delete(songId);
      },
    });
    this.lists = new LRUCache({ maxSize: MAX_LIST_BYTES, sizeCalculation: (answer) => answer.body.length, ttl: ttlMs });
  }

  /** Frees expired entries nobody reads again (a read drops its own stale entry anyway): a process-local timer (ADR 0017). */
  @Interval('catalog.song-read-cache-purge', PURGE_EVERY_MS)
  purgeStale(): void {
    this.entries.purgeStale();
    this.lists.purgeStale();
  }

  async userList(userId: string, paidOnly: boolean, pageKey: string, load: () => Promise<ListAnswer>): Promise<ListAnswer> {
    const key = `list:${userId}:${paidOnly}:${pageKey}`;
    const hit = this.lists.get(key);
    if (hit) return hit;
    return this.once(key, async () => {
      const answer = await load();
      if (this.loading.has(key)) this.lists.set(key, answer);
      return answer;
    });
  }

  /** A song was added to someone's lists (created, claimed). */
  invalidateLists(): void {
    this.lists.clear();
    for (const key of this.loading.keys()) if (key.startsWith('list:')) this.loading.delete(key);
  }

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    const pending = this.loading.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const started = read().finally(() => {
      if (this.loading.get(key) === started) this.loading.delete(key);
    });
    this.loading.set(key, started);
    return started;
  }

  /** `em` is asked for only when the song is not in the cache. */
  async bySongId(em: () => EntityManager, songId: string): Promise<SongSnapshot | null> {
    return this.cached(`song:${songId}`, em, `${SNAPSHOT_SQL} where s.id = ?`, songId);
  }

  async byTaskId(em: () => EntityManager, taskId: string): Promise<SongSnapshot | null> {
    return this.cached(`task:${taskId}`, em, `${SNAPSHOT_SQL} where s.task_id = ?`, taskId);
  }

  invalidate(songId: string, taskId?: string | null): void {
    // A task key may point at this song under a task id the caller does not know.
    const taskKeys = [taskId ? `task:${taskId}` : null, this.taskKeyOfSong.get(songId) ?? null].filter((k): k is string => k !== null);
    // A read under way may have started before the change: later requests must not join it.
    for (const key of [`song:${songId}`, ...taskKeys]) {
      this.loading.delete(key);
      this.entries.delete(key);
    }
    this.taskKeyOfSong.delete(songId);
    this.invalidateLists();
  }

  private async cached(key: string, em: () => EntityManager, sql: string, param: string): Promise<SongSnapshot | null> {
    const hit = this.entries.get(key);
    if (hit) return hit.snapshot;
    return this.once(key, async () => {
      const rows = await em().getConnection().execute<Row[]>(sql, [param]);
      const snapshot = rows[0] ? toSnapshot(rows[0]) : null;
      // Not kept if the song changed while it was read (the read was dropped from `loading`).
      if (this.loading.has(key)) {
        this.entries.set(key, { snapshot });
        if (snapshot && key.startsWith('task:')) this.taskKeyOfSong.set(snapshot.song.id, key);
      }
      return snapshot;
    });
  }
}

/** One cache per process, shared by the queries, the write handlers and the public facade. */
export const songReadCache = new SongReadCache();

/** The catalog's song reads: the process's cache, read through from the open unit of work's connection (or a fresh fork). */
@Injectable()
export class CachedSongReads extends SongReads {
  constructor(
    private readonly ems: EntityManagers,
    private readonly cache: SongReadCache = songReadCache,
  ) {
    super();
  }

  bySongId(songId: string): Promise<SongSnapshot | null> {
    return this.cache.bySongId(() => this.ems.current(), songId);
  }

  byTaskId(taskId: string): Promise<SongSnapshot | null> {
    return this.cache.byTaskId(() => this.ems.current(), taskId);
  }

  userList(userId: string, paidOnly: boolean, pageKey: string, load: () => Promise<ListAnswer>): Promise<ListAnswer> {
    return this.cache.userList(userId, paidOnly, pageKey, load);
  }

  invalidate(songId: string, taskId?: string | null): void {
    this.cache.invalidate(songId, taskId);
  }

  invalidateLists(): void {
    this.cache.invalidateLists();
  }
}

const afterCommit = new WeakMap<object, Map<string, string | null>>();
const watchedEventManagers = new WeakSet<object>();

/**
 * For writes made in a caller's transaction (checkout marking a song paid): invalidates now and
 * again once that transaction commits, so a poll read while it was still open (the old state) is
 * not served for the cache's second after the commit. Both keys go: the song's and its task's.
 */
export function invalidateOnCommit(em: EntityManager, songId: string, taskId: string | null): void {
  songReadCache.invalidate(songId, taskId);
  const transaction = em.getTransactionContext<object>();
  if (!transaction) return;
  const events = em.getEventManager();
  if (!watchedEventManagers.has(events)) {
    watchedEventManagers.add(events);
    events.registerSubscriber({
      afterTransactionCommit: ({ transaction: committed }) => {
        const songs = committed ? afterCommit.get(committed) : undefined;
        if (!songs) return;
        afterCommit.delete(committed!);
        for (const [id, task] of songs) songReadCache.invalidate(id, task);
      },
    });
  }
  const songs = afterCommit.get(transaction) ?? new Map<string, string | null>();
  songs.set(songId, taskId);
  afterCommit.set(transaction, songs);
}

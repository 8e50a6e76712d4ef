import type { EntityManager } from '@mikro-orm/postgresql';
import type { Schema } from '@boogy/contracts';
import type { KeysetPosition } from '../../../../shared/ddd';
import type { JsonAnswer } from '../json-answer';
import type { NamePronunciation } from '../../domain/name-pronunciation';
import type { Viewer } from '../../domain/song-access';

export type SongStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface StoredDanceMove {
  name: string;
  move: string;
  description: string;
  durationSec: number;
}

export interface StoredTimedLine {
  start: number;
  end: number;
  words: { word: string; start: number; end: number }[];
}

/**
 * A song as the application reads and changes it. A record answered by `findById`, `findOwned` or
 * `lock` is tracked by the `em` it came from: what the caller changes on it is written at that
 * `em`'s flush (the end of its transaction).
 */
export interface SongRecord {
  readonly id: string;
  userId: string | null;
  guestId: string | null;
  title: string;
  names: string[];
  lyrics: string;
  danceMoves: StoredDanceMove[] | null;
  pronunciations: NamePronunciation[] | null;
  style: string;
  vocalGender: string;
  isBirthday: boolean;
  birthdayPerson: string | null;
  isWedding: boolean;
  bride: string | null;
  groom: string | null;
  taskId: string | null;
  status: SongStatus;
  progress: number;
  failureReason: string | null;
  isPaid: boolean;
  paymentId: string | null;
  expiresAt: Date | null;
  isShared: boolean;
  createdAt: Date;
}

export interface TrackRecord {
  readonly id: string;
  songId: string;
  version: number;
  title: string;
  audioKey: string | null;
  previewKey: string;
  coverKey: string | null;
  durationSec: number | null;
  previewDurationSec: number;
  timestampedLyrics: StoredTimedLine[] | null;
  hasTimestampedLyrics: boolean;
}

/** What a view needs of a song: a record, or a plain row from the read cache. */
export type SongData = Pick<
  SongRecord,
  'id' | 'userId' | 'guestId' | 'title' | 'names' | 'lyrics' | 'danceMoves' | 'style' | 'vocalGender' | 'isBirthday' | 'birthdayPerson' | 'isWedding' | 'bride' | 'groom' | 'status' | 'progress' | 'failureReason' | 'isPaid' | 'isShared' | 'expiresAt' | 'createdAt' | 'taskId'
>;

export type TrackData = Pick<TrackRecord, 'id' | 'songId' | 'version' | 'title' | 'audioKey' | 'previewKey' | 'coverKey' | 'durationSec' | 'previewDurationSec'> & {
  /** Either the timings themselves (records) or whether there are any (read-cache rows). */
  timestampedLyrics?: StoredTimedLine[] | null;
  hasTimestampedLyrics?: boolean;
};

/** A song with its tracks' view fields, read in one query. */
export interface SongSnapshot {
  song: SongData;
  tracks: TrackData[];
}

export type NewSong = Pick<
  SongRecord,
  'userId' | 'guestId' | 'title' | 'names' | 'lyrics' | 'danceMoves' | 'pronunciations' | 'style' | 'vocalGender' | 'isBirthday' | 'birthdayPerson' | 'isWedding' | 'bride' | 'groom' | 'expiresAt'
>;

/** A rendered version's stored files and facts. */
export interface RenderedTrackFiles {
  version: number;
  audioKey: string;
  previewKey: string;
  coverKey: string;
  durationSec: number;
  previewDurationSec: number;
  timestampedLyrics: StoredTimedLine[];
}

/** The catalog's songs and tracks; every method runs in the transaction of the `em` it is given. */
export abstract class SongStore {
  /** `forUpdate` (inside a transaction): read the current row and hold it until the transaction ends. */
  abstract findById(em: EntityManager, id: string, options?: { forUpdate?: boolean }): Promise<SongRecord | null>;
  /** The caller's song, or 404: someone else's song is indistinguishable from a missing one. */
  abstract findOwned(em: EntityManager, id: string, viewer: Viewer, options?: { forUpdate?: boolean }): Promise<SongRecord>;
  abstract tracksOf(em: EntityManager, songId: string): Promise<TrackRecord[]>;
  abstract track(em: EntityManager, songId: string, version: number): Promise<TrackRecord | null>;
  /** Up to `limit` of a user's songs, newest first from just after `after` (keyset on creation time and id), in one query (karaoke-timings flag, never the timings). */
  abstract listForUser(em: EntityManager, userId: string, options: { paidOnly: boolean; limit: number; after: KeysetPosition | null }): Promise<SongSnapshot[]>;
  /** The highest N among the owner's `{product}N_…` titles. */
  abstract highestNumber(em: EntityManager, product: string, owner: { userId: string | null; guestId: string | null }): Promise<number>;
  /** A new song with its id, stored at the caller's flush. */
  abstract add(em: EntityManager, song: NewSong): SongRecord;
  /** Gives a guest's unclaimed songs to the account they signed into; answers how many moved. */
  abstract claimGuestSongs(em: EntityManager, guestId: string, userId: string): Promise<number>;
  /** Removes a song and its tracks, in one transaction. */
  abstract remove(em: EntityManager, songId: string): Promise<void>;

  /**
   * Inside the caller's transaction: removes up to `limit` unpaid songs whose expiry passed, with
   * their tracks, and answers their ids. A song locked right now (being paid) is skipped.
   */
  abstract removeExpiredUnpaid(tx: EntityManager, now: Date, limit: number): Promise<string[]>;

  abstract markProcessing(em: EntityManager, songId: string): Promise<void>;
  /** Fails the render of this task (a newer task is left alone). */
  abstract markFailed(em: EntityManager, songId: string, taskId: string, reason: string): Promise<void>;
  /** Stores a version's preview and cover and moves the progress on; false when the song is gone. */
  abstract attachPreview(em: EntityManager, songId: string, preview: { version: number; title: string; previewKey: string; coverKey: string; previewDurationSec: number }): Promise<boolean>;
  /** The song under its row lock, or null when it is gone. */
  abstract lock(em: EntityManager, songId: string): Promise<SongRecord | null>;
  /** Creates or completes the song's tracks with the rendered files (stored at the caller's flush). */
  abstract saveRenderedTracks(em: EntityManager, songId: string, title: string, tracks: readonly RenderedTrackFiles[]): Promise<TrackRecord[]>;
}

/**
 * The read side of a song (its row and its tracks in one query), kept in memory for a second.
 * Writes invalidate what they changed; authorization is never cached.
 */
export abstract class SongReads {
  abstract bySongId(em: EntityManager, songId: string): Promise<SongSnapshot | null>;
  abstract byTaskId(em: EntityManager, taskId: string): Promise<SongSnapshot | null>;
  /** A page of a user's list as sent (the answer only ever goes to that user), under `pageKey`; any song change drops them all. */
  abstract userList(userId: string, paidOnly: boolean, pageKey: string, load: () => Promise<JsonAnswer<Schema<'SongList'>>>): Promise<JsonAnswer<Schema<'SongList'>>>;
  abstract invalidate(songId: string, taskId?: string | null): void;
  /** A song was added to someone's lists (created, claimed). */
  abstract invalidateLists(): void;
}

/** A guest's free samples spent, counted per guest cookie and per address. */
export abstract class GuestSampleLedger {
  /** One spender per address at a time until the caller's transaction ends. */
  abstract lockAddress(em: EntityManager, ip: string): Promise<void>;
  /** Samples this guest spent ever, and this address in the last 24 h. */
  abstract counts(em: EntityManager, guestId: string | null, ip: string): Promise<{ byGuest: number; byIp: number }>;
  /** Records a spent sample (stored at the caller's flush). */
  abstract add(em: EntityManager, sample: { guestId: string; ipAddress: string; songId: string }): void;
}

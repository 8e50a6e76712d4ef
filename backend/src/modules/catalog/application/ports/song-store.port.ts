import type { Schema } from '@boogy/contracts';
import type { KeysetPosition } from '../../../../shared/ddd';
import type { JsonAnswer } from '../json-answer';
import type { Viewer } from '../../domain/song-access';
import type { VideoState } from '../../domain/song-video';

import type { Song, SongState, SongStatus, StoredDanceMove } from '../../domain/song';

export type { SongStatus, StoredDanceMove };

export interface StoredTimedLine {
  start: number;
  end: number;
  words: { word: string; start: number; end: number }[];
}

/**
 * A song as the application reads it (queries, views). Changes go through the `Song` aggregate
 * (`load`, `loadOwned`, `save`), never through a record.
 */
export type SongRecord = SongState;

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
  /** Its videos' states (absent where a view needs none). */
  videos?: VideoState[];
}

/** A version's preview and cover, stored as soon as they exist. */
export interface PreviewTrackFiles {
  version: number;
  title: string;
  previewKey: string;
  coverKey: string;
  previewDurationSec: number;
}

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

/** The catalog's songs and tracks; every method joins the open unit of work, if any. */
export abstract class SongStore {
  /** `forUpdate` (inside a transaction): read the current row and hold it until the transaction ends. */
  abstract findById(id: string, options?: { forUpdate?: boolean }): Promise<SongRecord | null>;
  /** The caller's song, or 404: someone else's song is indistinguishable from a missing one. */
  abstract findOwned(id: string, viewer: Viewer, options?: { forUpdate?: boolean }): Promise<SongRecord>;
  /** The songs that exist among `ids` (others, and ids that are no song id, left out), in no particular order. */
  abstract findMany(ids: readonly string[]): Promise<SongRecord[]>;
  abstract tracksOf(songId: string): Promise<TrackRecord[]>;
  /** The tracks of each song, by version, in one query. */
  abstract tracksBySong(songIds: readonly string[]): Promise<Map<string, TrackRecord[]>>;
  abstract track(songId: string, version: number): Promise<TrackRecord | null>;
  /** Up to `limit` of a user's songs, newest first from just after `after` (keyset on creation time and id), in one query (karaoke-timings flag, never the timings). */
  abstract listForUser(userId: string, options: { paidOnly: boolean; limit: number; after: KeysetPosition | null }): Promise<SongSnapshot[]>;
  /** The highest N among the owner's `{product}N_…` titles. */
  abstract highestNumber(product: string, owner: { userId: string | null; guestId: string | null }): Promise<number>;
  /** Inside a transaction: the song under its row lock, as the aggregate its changes go through; null when it is gone. */
  abstract load(id: string): Promise<Song | null>;
  /** Inside a transaction: the caller's song under its row lock, or 404 (someone else's song is indistinguishable from a missing one). */
  abstract loadOwned(id: string, viewer: Viewer): Promise<Song>;
  /** Writes the song's state at the caller's flush: a new song is inserted, a loaded one updated. */
  abstract save(song: Song): void;
  /** Gives a guest's unclaimed songs to the account they signed into; answers how many moved. */
  abstract claimGuestSongs(guestId: string, userId: string): Promise<number>;
  /** Removes a song and its tracks, in one transaction. */
  abstract remove(songId: string): Promise<void>;

  /**
   * Inside the caller's transaction: removes up to `limit` unpaid songs whose expiry passed, with
   * their tracks, and answers their ids. A song locked right now (being paid) is skipped.
   */
  abstract removeExpiredUnpaid(now: Date, limit: number): Promise<string[]>;

  /** Stores a version's preview and cover track (in the caller's transaction, the song locked by it). */
  abstract savePreviewTrack(songId: string, preview: PreviewTrackFiles): Promise<void>;
  /** Creates or completes the song's tracks with the rendered files (stored at the caller's flush). */
  abstract saveRenderedTracks(songId: string, title: string, tracks: readonly RenderedTrackFiles[]): Promise<TrackRecord[]>;
}

/**
 * The read side of a song (its row and its tracks in one query), kept in memory for a second.
 * Writes invalidate what they changed; authorization is never cached.
 */
export abstract class SongReads {
  abstract bySongId(songId: string): Promise<SongSnapshot | null>;
  abstract byTaskId(taskId: string): Promise<SongSnapshot | null>;
  /** A page of a user's list as sent (the answer only ever goes to that user), under `pageKey`; any song change drops them all. */
  abstract userList(userId: string, paidOnly: boolean, pageKey: string, load: () => Promise<JsonAnswer<Schema<'SongList'>>>): Promise<JsonAnswer<Schema<'SongList'>>>;
  abstract invalidate(songId: string, taskId?: string | null): void;
  /** A song was added to someone's lists (created, claimed). */
  abstract invalidateLists(): void;
}

/** A guest's free samples spent, counted per guest cookie and per address. */
export abstract class GuestSampleLedger {
  /** One spender per address at a time until the caller's transaction ends. */
  abstract lockAddress(ip: string): Promise<void>;
  /** Samples this guest spent ever, and this address in the last 24 h. */
  abstract counts(guestId: string | null, ip: string): Promise<{ byGuest: number; byIp: number }>;
  /** Records a spent sample (stored at the caller's flush). */
  abstract add(sample: { guestId: string; ipAddress: string; songId: string }): void;
}

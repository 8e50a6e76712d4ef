import { Query } from '@nestjs/cqrs';

/** What social needs to know about songs (the catalog answers FindSongsForSharingQuery, behind this port). */
export const SONG_CATALOG = Symbol('SONG_CATALOG');

export interface SongTrackFacts {
  id: string;
  version: number;
  title: string;
  /** The full-length file's URL, null until rendered; the media endpoint still checks who asks. */
  fullUrl: string | null;
  previewUrl: string;
  imageUrl: string | null;
  durationSec: number | null;
  previewDurationSec: number;
}

export interface SongFacts {
  id: string;
  title: string;
  names: string[];
  style: string;
  isBirthday: boolean;
  isWedding: boolean;
  lyrics: string;
  danceMoves: { name: string; move: string; description: string; durationSec: number }[];
  ownerUserId: string | null;
  isPaid: boolean;
  hasTimestampedLyrics: boolean;
  tracks: SongTrackFacts[];
  /** The kinds of karaoke video made so far (a full link shows the full one, any other the preview). */
  readyVideos: ('preview' | 'full')[];
  /** The video's URL; the media endpoint serves each caller the kind they may watch. */
  videoUrl: string;
}

export interface SongCatalogPort {
  /** The songs that still exist, in no particular order. */
  songs(songIds: readonly string[]): Promise<SongFacts[]>;
}

/**
 * Social's question to the catalog, declared here and exported from social/public: the catalog
 * handles it (social never imports the catalog). Missing songs are left out.
 */
export class FindSongsForSharingQuery extends Query<SongFacts[]> {
  constructor(readonly songIds: readonly string[]) {
    super();
  }
}

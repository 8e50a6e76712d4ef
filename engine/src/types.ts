/** Data shapes of the song engine: what the catalog asks of it and gets back (composer, renderer, ports and adapters share them). */
import { SONG_STYLES, VOCAL_GENDERS } from '@boogy/contracts/limits';

// The style and voice lists are the contract's (openapi.yaml), generated for both sides.
export { SONG_STYLES, VOCAL_GENDERS };
export type SongStyle = (typeof SONG_STYLES)[number];

export type VocalGender = (typeof VOCAL_GENDERS)[number];

export type EventKind = 'party' | 'birthday' | 'wedding';

export interface SongEvent {
  kind: EventKind;
  birthdayPerson?: string;
  bride?: string;
  groom?: string;
}

export interface ComposeRequest {
  names: readonly string[];
  style: SongStyle;
  event: SongEvent;
  seed: number;
}

export interface DanceMove {
  name: string;
  move: string;
  description: string;
  durationSec: number;
}

export interface ComposedLyrics {
  lyrics: string;
  danceMoves: DanceMove[];
}

export interface TimedWord {
  word: string;
  start: number;
  end: number;
}

export interface TimedLine {
  start: number;
  end: number;
  words: TimedWord[];
}

export type TrackVersion = 1 | 2;

/** A name's "sounds like" spelling: sung by the voice, never shown. */
export interface NamePronunciation {
  name: string;
  soundsLike: string;
}

export interface RenderRequest {
  lyrics: string;
  names: readonly string[];
  style: SongStyle;
  vocalGender: VocalGender;
  seed: number;
  version: TrackVersion;
  /** Optional override of the full length in seconds (180–240 for real songs; shorter for tests). */
  targetDurationSec?: number;
  /** Stop once the preview exists: `fullMp3` comes back empty (previews of waiting songs go first). */
  previewOnly?: boolean;
  /** The user's "sounds like" spellings; names without one use the shipped defaults. */
  pronunciations?: readonly NamePronunciation[];
}

export interface RenderedTrack {
  version: TrackVersion;
  fullMp3: Buffer;
  previewMp3: Buffer;
  coverPng: Buffer;
  durationSec: number;
  previewDurationSec: number;
  timestampedLyrics: TimedLine[];
}

export interface PreviewReady {
  version: TrackVersion;
  previewMp3: Buffer;
  coverPng: Buffer;
  previewDurationSec: number;
}

export interface SongRequest {
  lyrics: string;
  names: readonly string[];
  style: SongStyle;
  vocalGender: VocalGender;
  seed: number;
  targetDurationSec?: number;
  /** See RenderRequest.previewOnly. */
  previewOnly?: boolean;
  /** See RenderRequest.pronunciations. */
  pronunciations?: readonly NamePronunciation[];
}

export interface RenderSongOptions {
  /** Called once per version as soon as its 40 s preview is encoded (before the full track). */
  onPreview?: (preview: PreviewReady) => void;
  /**
   * When the song was asked for (ms since the epoch; now when absent). The render threads serve
   * songs in this order, both versions of an earlier song before a later one's, whichever reached
   * them first.
   */
  queuedAt?: number;
}

export interface RenderedSong {
  versions: [RenderedTrack, RenderedTrack];
}

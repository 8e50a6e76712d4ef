import type { PreviewReady, RenderedTrack, SongRequest } from '@boogy/engine';

export type { PreviewReady, RenderedTrack, SongRequest, TimedLine, TimedWord, VocalGender } from '@boogy/engine';

/**
 * How the music adapters are called (song-engine.adapters.ts wraps the one the config picks as the
 * application's SongRenderer port). Turns lyrics into two finished tracks ("Song 1", "Song 2"): full MP3 (180–240 s), 40 s preview
 * MP3, cover PNG, duration and word timings. Implementations: the local renderer (embedded
 * default, worker threads) and a Suno-compatible HTTP API.
 *
 * `renderSong(request, { onPreview })` (what the pg-boss render job calls) resolves with both
 * versions; `onPreview` fires per version as soon as its preview exists, so the job can store and
 * publish previews before the full tracks are done. A provider with tasks of its own (the Suno
 * API) follows them inside `renderSong`.
 */
export type MusicTaskStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface MusicTaskState {
  status: MusicTaskStatus;
  /** 0..1 */
  progress: number;
  /** Previews that are already available while the task is still processing. */
  previews?: PreviewReady[];
  tracks?: RenderedTrack[];
  message?: string;
}

export interface RenderSongHooks {
  onPreview?: (preview: PreviewReady) => void | Promise<void>;
  /** When the song was asked for (ms since the epoch): the local renderer serves songs in this order. */
  queuedAt?: number;
}

export interface MusicProviderPort {
  renderSong(request: SongRequest, hooks?: RenderSongHooks): Promise<{ versions: [RenderedTrack, RenderedTrack] }>;
}

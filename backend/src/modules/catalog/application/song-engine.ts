import type { ComposeRequest, ComposedLyrics, RenderSongOptions, RenderedSong, SongRequest } from '../infrastructure/local-engine/types';

export type { ComposeRequest, ComposedLyrics, RenderSongOptions, RenderedSong, SongRequest };

/**
 * What the catalog needs from the song engine, whichever adapter does the work (the local engine
 * by default, the HTTP providers when LLM_BASE_URL / MUSIC_API_URL are set). catalog.module.ts binds
 * these to the engine's ports.
 */
export abstract class LyricsWriter {
  abstract write(request: ComposeRequest): Promise<ComposedLyrics>;
}

export abstract class SongRenderer {
  /**
   * Whether `render({ ...request, previewOnly: true })` stops after the previews (the local engine
   * does; a remote provider renders whole songs), so previews can be queued before full tracks.
   */
  abstract readonly rendersPreviewsAlone: boolean;
  /** Renders both versions; `onPreview` fires per version as soon as its 40 s preview exists. */
  abstract render(request: SongRequest, options: RenderSongOptions): Promise<RenderedSong>;
}

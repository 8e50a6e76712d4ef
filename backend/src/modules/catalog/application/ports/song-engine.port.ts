import type { ComposeRequest, ComposedLyrics, RenderSongOptions, RenderedSong, SongRequest } from '../../domain/song-engine.types';

export type { ComposeRequest, ComposedLyrics, RenderSongOptions, RenderedSong, SongRequest };

/**
 * What the catalog needs from the song engine, whichever adapter does the work (the local engine
 * by default, the HTTP providers when LLM_BASE_URL / MUSIC_API_URL are set). The abstract classes
 * are their own injection tokens; catalog.module.ts binds them to infrastructure/song-engine.adapters.ts.
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
  /** The MP3 encoder behind the renders (for the render log): `lame-native`, `lame-wasm`, or the remote provider. */
  abstract readonly encoder: string;
  /** Renders both versions; `onPreview` fires per version as soon as its 40 s preview exists. */
  abstract render(request: SongRequest, options: RenderSongOptions): Promise<RenderedSong>;
}

import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { LyricsWriter, SongRenderer, type ComposeRequest, type ComposedLyrics, type RenderSongOptions, type RenderedSong, type SongRequest } from '../application/song-engine';
import { compose, renderSong, shutdownEngine } from './local-engine';

/** Lyrics from the embedded composer (no network). */
@Injectable()
export class LocalLyricsWriter extends LyricsWriter {
  async write(request: ComposeRequest): Promise<ComposedLyrics> {
    return compose(request);
  }
}

/** Songs from the embedded renderer: a worker-thread pool, one render per core. */
@Injectable()
export class LocalSongRenderer extends SongRenderer implements OnApplicationShutdown {
  render(request: SongRequest, options: RenderSongOptions): Promise<RenderedSong> {
    return renderSong(request, options);
  }

  async onApplicationShutdown(): Promise<void> {
    await shutdownEngine();
  }
}

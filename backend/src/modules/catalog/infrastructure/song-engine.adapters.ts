import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import type { LyricsComposerPort } from './engine-providers/lyrics-composer';
import type { MusicProviderPort } from './engine-providers/music-provider';
import { LyricsWriter, SongRenderer, type ComposeRequest, type ComposedLyrics, type RenderSongOptions, type RenderedSong, type SongRequest } from '../application/ports/song-engine.port';
import { configureRenderThreads, mp3EncoderName, shutdownEngine } from '@boogy/engine';
import { lyricsComposerFromEnv } from './lyrics-provider';
import { LocalMusicProvider, musicProviderFromEnv } from './music-provider';

/** The provider settings of the validated config, in the shape the adapters' fromEnv reads. */
const providerEnv = (config: AppConfig): NodeJS.ProcessEnv => ({
  LLM_BASE_URL: config.LLM_BASE_URL,
  LLM_API_KEY: config.LLM_API_KEY,
  LLM_MODEL: config.LLM_MODEL,
  MUSIC_API_URL: config.MUSIC_API_URL,
  MUSIC_API_KEY: config.MUSIC_API_KEY,
});

/** Lyrics from an OpenAI-compatible API when LLM_BASE_URL is set, else the embedded composer. */
@Injectable()
export class ConfiguredLyricsWriter extends LyricsWriter {
  private readonly composer: LyricsComposerPort;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.composer = lyricsComposerFromEnv(providerEnv(config));
  }

  write(request: ComposeRequest): Promise<ComposedLyrics> {
    return this.composer.compose(request);
  }
}

/** Songs from a Suno-compatible API when MUSIC_API_URL is set, else the embedded renderer (one thread per core). */
@Injectable()
export class ConfiguredSongRenderer extends SongRenderer implements OnApplicationShutdown {
  private readonly provider: MusicProviderPort;
  readonly rendersPreviewsAlone: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    // Before any render: the threads start with these cache sizes and stop when idle.
    configureRenderThreads({
      idleMs: config.RENDER_THREAD_IDLE_SECONDS * 1000,
      noteCacheBytes: config.RENDER_NOTE_CACHE_MB * 2 ** 20,
      speechCacheBytes: config.RENDER_SPEECH_CACHE_MB * 2 ** 20,
    });
    this.provider = musicProviderFromEnv(providerEnv(config));
    this.rendersPreviewsAlone = this.provider instanceof LocalMusicProvider;
  }

  get encoder(): string {
    return this.rendersPreviewsAlone ? mp3EncoderName() : 'music-provider';
  }

  render(request: SongRequest, options: RenderSongOptions): Promise<RenderedSong> {
    return this.provider.renderSong(request, { onPreview: options.onPreview, queuedAt: options.queuedAt });
  }

  async onApplicationShutdown(): Promise<void> {
    await shutdownEngine();
  }
}

import type { MusicProviderPort } from '../engine-providers/music-provider';
import { LocalMusicProvider } from './local-music-provider';
import { SunoMusicProvider } from './suno-music-provider';

export { LocalMusicProvider } from './local-music-provider';
export { SunoMusicProvider, toLines, type SunoConfig } from './suno-music-provider';

/** The Suno-compatible adapter when `MUSIC_API_URL` and `MUSIC_API_KEY` are set, else the local renderer. */
export function musicProviderFromEnv(env: NodeJS.ProcessEnv = process.env): MusicProviderPort {
  return SunoMusicProvider.fromEnv(env) ?? new LocalMusicProvider();
}

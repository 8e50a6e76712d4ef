import type { LyricsComposerPort } from '../engine-providers/lyrics-composer';
import { LocalLyricsComposer } from './local-lyrics-composer';
import { OpenAiLyricsComposer } from './openai-lyrics-composer';

export { LocalLyricsComposer } from './local-lyrics-composer';
export { OpenAiLyricsComposer, type OpenAiLyricsConfig } from './openai-lyrics-composer';

/** The OpenAI-compatible adapter when `LLM_BASE_URL` and `LLM_MODEL` are set, else the local composer. */
export function lyricsComposerFromEnv(env: NodeJS.ProcessEnv = process.env): LyricsComposerPort {
  return OpenAiLyricsComposer.fromEnv(env) ?? new LocalLyricsComposer();
}

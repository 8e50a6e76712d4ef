import type { ComposeRequest, ComposedLyrics } from '../local-engine/types';

export type { ComposeRequest, ComposedLyrics, DanceMove, SongEvent, SongStyle } from '../local-engine/types';

/**
 * How the lyrics adapters are called (song-engine.adapters.ts wraps the one the config picks as the
 * application's LyricsWriter port). Writes lyrics (sections with `[Headers]`, one sung line per text line) and one dance move per
 * name. Implementations: the local composer (embedded default) and an OpenAI-compatible chat API
 * that falls back to the local composer on timeout or invalid output.
 *
 * Errors: NamesRequiredError / TooManyNamesError / InvalidNameError / InvalidStyleError from
 * `local-engine` (messages are the spec's texts).
 */
export interface LyricsComposerPort {
  compose(request: ComposeRequest): Promise<ComposedLyrics>;
}

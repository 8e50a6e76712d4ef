import type { ComposeRequest, ComposedLyrics } from '@boogy/engine';

export type { ComposeRequest, ComposedLyrics, DanceMove, SongEvent, SongStyle } from '@boogy/engine';

/**
 * How the lyrics adapters are called (song-engine.adapters.ts wraps the one the config picks as the
 * application's LyricsWriter port). Writes lyrics (sections with `[Headers]`, one sung line per text line) and one dance move per
 * name. Implementations: the local composer (embedded default) and an OpenAI-compatible chat API
 * that falls back to the local composer on timeout or invalid output.
 *
 * Errors: NamesRequiredError / TooManyNamesError / InvalidNameError / InvalidStyleError from
 * `@boogy/engine` (messages are the spec's texts).
 */
export interface LyricsComposerPort {
  compose(request: ComposeRequest): Promise<ComposedLyrics>;
}

import type { ComposeRequest, ComposedLyrics } from '../../infrastructure/local-engine/types';

export type { ComposeRequest, ComposedLyrics, DanceMove, SongEvent, SongStyle } from '../../infrastructure/local-engine/types';

/**
 * Writes lyrics (sections with `[Headers]`, one sung line per text line) and one dance move per
 * name. Implementations: the local composer (embedded default) and an OpenAI-compatible chat API
 * that falls back to the local composer on timeout or invalid output.
 *
 * Errors: NamesRequiredError / TooManyNamesError / InvalidNameError / InvalidStyleError from
 * `local-engine` (messages are the spec's texts).
 */
export interface LyricsComposerPort {
  compose(request: ComposeRequest): Promise<ComposedLyrics>;
}

/** Injection token the catalog module binds (e.g. `{ provide: LYRICS_COMPOSER, useFactory: ... }`). */
export const LYRICS_COMPOSER = Symbol.for('boogy.catalog.LyricsComposerPort');

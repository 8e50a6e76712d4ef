import type { LyricsComposerPort } from '../engine-providers/lyrics-composer';
import { compose, type ComposeRequest, type ComposedLyrics } from '@boogy/engine';

/** Embedded default: the rule-based composer of the local engine (no network). */
export class LocalLyricsComposer implements LyricsComposerPort {
  compose(request: ComposeRequest): Promise<ComposedLyrics> {
    // A name the engine refuses arrives as a rejection (the executor's throw), as from a remote composer.
    return new Promise((resolve) => resolve(compose(request)));
  }
}

import type { LyricsComposerPort } from '../engine-providers/lyrics-composer';
import { compose, type ComposeRequest, type ComposedLyrics } from '@boogy/engine';

/** Embedded default: the rule-based composer of the local engine (no network). */
export class LocalLyricsComposer implements LyricsComposerPort {
  async compose(request: ComposeRequest): Promise<ComposedLyrics> {
    return compose(request);
  }
}

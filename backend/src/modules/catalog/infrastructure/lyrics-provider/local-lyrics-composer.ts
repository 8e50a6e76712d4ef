import type { LyricsComposerPort } from '../engine-providers/lyrics-composer';
import { compose } from '../local-engine/composer/compose';
import type { ComposeRequest, ComposedLyrics } from '../local-engine/types';

/** Embedded default: the rule-based composer of the local engine (no network). */
export class LocalLyricsComposer implements LyricsComposerPort {
  async compose(request: ComposeRequest): Promise<ComposedLyrics> {
    return compose(request);
  }
}

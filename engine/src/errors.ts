import { NAMES_REQUIRED_MESSAGE, TOO_MANY_NAMES_MESSAGE } from '@boogy/contracts/song-names';
import { LYRICS_REQUIRED_MESSAGE } from '@boogy/contracts/song-lyrics';

/**
 * Typed errors of the song engine. Messages for names follow the product spec word for word so the
 * HTTP layer can show them unchanged.
 */
export abstract class SongEngineError extends Error {
  abstract readonly code: string;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The base of an error that always says the same thing: `class X extends fixedEngineError('CODE', message) {}`. */
function fixedEngineError<C extends string>(code: C, message: string) {
  return class extends SongEngineError {
    readonly code = code;
    constructor() {
      super(message);
    }
  };
}

export class NamesRequiredError extends fixedEngineError('NAMES_REQUIRED', NAMES_REQUIRED_MESSAGE) {}

export class TooManyNamesError extends fixedEngineError('TOO_MANY_NAMES', TOO_MANY_NAMES_MESSAGE) {}

export class InvalidNameError extends SongEngineError {
  readonly code = 'INVALID_NAME';
  constructor(readonly rawName: string, reason: string) {
    super(`Invalid Name: ${reason}`);
  }
}

export class EmptyLyricsError extends fixedEngineError('EMPTY_LYRICS', LYRICS_REQUIRED_MESSAGE) {}

export class LyricsTooLongError extends SongEngineError {
  readonly code = 'LYRICS_TOO_LONG';
  constructor(seconds: number) {
    super(`Lyrics Too Long: they need about ${Math.round(seconds)} s of singing; a song lasts at most 240 s.`);
  }
}

export class InvalidStyleError extends SongEngineError {
  readonly code = 'INVALID_STYLE';
  constructor(style: string) {
    super(`Invalid Style: "${style}" is not one of hip-hop, k-pop, kids, wedding.`);
  }
}

export class InvalidRenderRequestError extends SongEngineError {
  readonly code = 'INVALID_RENDER_REQUEST';
}

export class ProviderError extends SongEngineError {
  readonly code = 'PROVIDER_ERROR';
}

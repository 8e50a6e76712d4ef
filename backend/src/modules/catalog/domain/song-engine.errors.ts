/**
 * The song engine's typed errors, as the catalog's application catches them. The engine
 * (@boogy/engine) defines and throws them; the catalog names them here so its application code
 * depends on its domain, not on the engine package.
 */
export {
  SongEngineError,
  NamesRequiredError,
  TooManyNamesError,
  InvalidNameError,
  EmptyLyricsError,
  LyricsTooLongError,
  InvalidStyleError,
  InvalidRenderRequestError,
  ProviderError,
} from '@boogy/engine';

/**
 * The song engine's data shapes, as the catalog's ports speak them. The engine (@boogy/engine)
 * owns their definitions; the catalog names them here so its application code depends on its
 * domain, not on the engine package.
 */
export { SONG_STYLES, VOCAL_GENDERS } from '@boogy/engine';
export type {
  SongStyle,
  VocalGender,
  EventKind,
  SongEvent,
  ComposeRequest,
  DanceMove,
  ComposedLyrics,
  TimedWord,
  TimedLine,
  TrackVersion,
  NamePronunciation,
  RenderRequest,
  RenderedTrack,
  PreviewReady,
  SongRequest,
  RenderSongOptions,
  RenderedSong,
} from '@boogy/engine';

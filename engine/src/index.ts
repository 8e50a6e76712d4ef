/**
 * Public API of the song engine, `@boogy/engine` (no NestJS, no database). The backend's catalog
 * binds it behind its LyricsWriter, SongRenderer and NameSinger ports; test-only audio tools are
 * in `@boogy/engine/testing`.
 */
export { compose } from './composer/compose';
export { render, renderSong, renderWithStats, warmUpEngine, shutdownEngine, singNameInWorker, validateRenderRequest, type RenderOptions } from './engine';
export { renderVersion, PREVIEW_SECONDS, TARGET_LUFS } from './render/render-version';
export { parseLyrics, wordsOf, sanitizeLyrics, type ParsedLyrics, type LyricLine } from './lyrics';
export { cleanName, cleanNames, splitNames, MAX_NAMES, MAX_NAME_LENGTH } from './names';
export { transliterate } from './transliterate';
export { integratedLoudness, truePeak, toDb } from './loudness/loudness';
export { listFrames } from './mp3/xing';
export { cutMp3 } from './mp3/cut';
export * from './errors';
export * from './types';
export { singName, NAME_VOICES, type NameVoice, type SingNameRequest, type SungName } from './pronunciation/sing-name';
export { validateSoundsLike, defaultSoundsLike, spokenNameWords, MAX_SOUNDS_LIKE_LENGTH } from './pronunciation/pronunciation';

/**
 * Public API of the local song engine (no NestJS inside). The catalog binds it behind its
 * LyricsWriter and SongRenderer ports (application/ports/song-engine.port.ts).
 */
export { compose } from './composer/compose';
export { render, renderSong, renderWithStats, warmUpEngine, shutdownEngine, singNameInWorker, validateRenderRequest, type RenderOptions } from './engine';
export { renderVersion, PREVIEW_SECONDS, TARGET_LUFS } from './render/render-version';
export { parseLyrics, wordsOf, sanitizeLyrics, type ParsedLyrics, type LyricLine } from './lyrics';
export { cleanName, cleanNames, splitNames, MAX_NAMES, MAX_NAME_LENGTH } from './names';
export { transliterate } from './transliterate';
export { integratedLoudness, truePeak, toDb } from './loudness/loudness';
export { listFrames } from './mp3/xing';
export * from './errors';
export * from './types';
export { singName, NAME_VOICES, type NameVoice, type SingNameRequest, type SungName } from './pronunciation/sing-name';
export { validateSoundsLike, defaultSoundsLike, spokenNameWords, MAX_SOUNDS_LIKE_LENGTH } from './pronunciation/pronunciation';

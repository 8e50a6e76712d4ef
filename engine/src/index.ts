/**
 * Public API of the song engine, `@boogy/engine` (no NestJS, no database): what the backend's
 * catalog adapters call. Compose lyrics, render a song's two versions (each preview reported as
 * soon as it exists), sing one name, and the lyrics and name rules the remote providers share with
 * the local engine. Test-only audio tools are in `@boogy/engine/testing`; the engine's own benches
 * reach into its modules directly.
 */
export { compose } from './composer/compose';
export { configureRenderThreads, renderSong, singNameInWorker, warmUpEngine, shutdownEngine, type RenderThreadSettings } from './engine';
export { parseLyrics, sanitizeLyrics } from './lyrics';
export { cleanName, cleanNames, splitNames } from './names';
export { cutMp3 } from './mp3/cut';
export { mp3EncoderName } from './mp3/native-lame';
export { returnFreedMemory } from './worker/return-freed-memory';
export * from './errors';
export * from './types';
export { coverAsWebp } from './cover/cover';
export { renderKaraokeVideo, videoEncoderStatus, karaokeWebVtt, extractPosterJpeg, VideoEncoderError, VideoInputError } from './video';
// One version of a song (whole, in the niced threads that give way to previews): the landing page's intro video.
export { render as renderSongVersion } from './engine';
export type { KaraokeVideoInput, KaraokeVideoResult, VideoDanceMove, VideoEncoderStatus } from './video';

/**
 * Test-only audio and video tools of the engine (`@boogy/engine/testing`): ffmpeg and pocketsphinx
 * measurements, an MP3's frames and where its audio starts, and an MP4's streams, boxes and frames. Production code never imports this.
 */
export * from './audio-tools';
export { audioStart } from '../mp3/cut';
export { listFrames } from '../mp3/xing';
export * from './video-probe';

/**
 * Test-only audio tools of the engine (`@boogy/engine/testing`): ffmpeg and pocketsphinx
 * measurements, and an MP3's frames and where its audio starts. Production code never imports this.
 */
export * from './audio-tools';
export { audioStart } from '../mp3/cut';
export { listFrames } from '../mp3/xing';

/**
 * Test-only audio tools of the engine (`@boogy/engine/testing`): ffmpeg and pocketsphinx
 * measurements, and where an MP3's audio starts. Production code never imports this.
 */
export * from './audio-tools';
export { audioStart } from '../mp3/cut';

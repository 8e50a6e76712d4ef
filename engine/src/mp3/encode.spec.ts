import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { decodedSeconds, probe, writeTemp } from '../testing/audio-tools';
import { encodeMp3, PREVIEW_MP3_QUALITY } from './encode';

const sampleRate = 44_100;
const chord = (seconds: number, phase: number) =>
  Float32Array.from({ length: Math.round(sampleRate * seconds) }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 330 * i) / sampleRate + phase) + 0.2 * Math.sin((2 * Math.PI * 495 * i) / sampleRate));

/** Both LAME paths (docs/adr/0011) give a tagged 192 kbps MP3 of exactly the samples given. */
describe('encodeMp3', () => {
  it.each([{ quality: 3 }, { quality: PREVIEW_MP3_QUALITY }])('on the machine’s LAME at -q $quality: exact length from the Info tag, 192 kbps stereo', ({ quality }) => {
    const seconds = 2.345;
    const file = writeTemp(encodeMp3(chord(seconds, 0), chord(seconds, 1), sampleRate, 0, undefined, { quality }), 'mp3');
    expect(probe(file)).toMatchObject({ sampleRate, channels: 2, bitRate: 192_000 });
    expect(decodedSeconds(file)).toBeCloseTo(seconds, 3);
  });

  it('falls back to the WebAssembly build with MP3_ENCODER=wasm, with the same tag and length', () => {
    // A fresh process: the encoder is chosen once per thread.
    const script = `
      const { encodeMp3 } = require(${JSON.stringify(join(__dirname, 'encode.ts'))});
      const { nativeLame } = require(${JSON.stringify(join(__dirname, 'native-lame.ts'))});
      if (nativeLame() !== null) throw new Error('native LAME used despite MP3_ENCODER=wasm');
      const n = Math.round(44100 * 1.5), l = new Float32Array(n), r = new Float32Array(n);
      for (let i = 0; i < n; i++) { l[i] = 0.3 * Math.sin(i / 20); r[i] = 0.3 * Math.sin(i / 21); }
      process.stdout.write(encodeMp3(l, r, 44100).toString('base64'));`;
    const run = spawnSync(process.execPath, ['-r', '@swc-node/register', '-e', script], { env: { ...process.env, MP3_ENCODER: 'wasm' }, encoding: 'utf8', maxBuffer: 1 << 24 });
    expect(run.stderr).not.toMatch(/Error/);
    const file = writeTemp(Buffer.from(run.stdout, 'base64'), 'mp3');
    expect(probe(file)).toMatchObject({ sampleRate, channels: 2, bitRate: 192_000 });
    expect(decodedSeconds(file)).toBeCloseTo(1.5, 3);
  });
});

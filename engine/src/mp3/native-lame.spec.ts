import { bandLevelDb, probe, writeTemp } from '../testing/audio-tools';
import { nativeLame } from './native-lame';

/** The machine's LAME through koffi: real MP3 frames of what it was given (checked with ffmpeg). */
describe('native LAME (libmp3lame.so.0)', () => {
  const sampleRate = 44_100;
  const tone = (hz: number, seconds: number) => Float32Array.from({ length: sampleRate * seconds }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / sampleRate));

  it('is found on this machine (Debian libmp3lame0, installed with ffmpeg)', () => {
    expect(nativeLame()).not.toBeNull();
  });

  it.each([3, 7])('encodes a 523 Hz tone at -q %i to 192 kbps stereo frames that decode back to that tone', (quality) => {
    const encoder = nativeLame()!.open(sampleRate, 192, quality);
    const left = tone(523, 3);
    const right = tone(523, 3);
    const parts: Buffer[] = [];
    for (let i = 0; i < left.length; i += 10_000) parts.push(encoder.encode(left.subarray(i, i + 10_000), right.subarray(i, i + 10_000)));
    parts.push(encoder.end());
    const file = writeTemp(Buffer.concat(parts), 'mp3');
    expect(probe(file)).toMatchObject({ sampleRate, channels: 2, bitRate: 192_000 });
    expect(probe(file).duration).toBeCloseTo(3, 0);
    expect(bandLevelDb(file, 480, 570) - bandLevelDb(file, 1500, 4000)).toBeGreaterThan(30);
  });
});

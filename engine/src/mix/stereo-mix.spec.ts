import { compose } from '../composer/compose';
import { render, shutdownEngine } from '../engine';
import { SAMPLE_RATE } from '../synth/instruments';
import { ebur128, writeTemp } from '../testing/audio-tools';
import { stereoFigures, stereoFiguresOfMp3 } from '../testing/mix-metrics';
import type { RenderedTrack, SongStyle } from '../types';
import { StereoMix } from './stereo-mix';
import { StereoReverb } from './space';

const correlation = (a: Float32Array, b: Float32Array) => {
  let ab = 0, aa = 0, bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return ab / Math.sqrt(aa * bb);
};
const energy = (x: Float32Array, from = 0, to = x.length) => {
  let e = 0;
  for (let i = from; i < to; i++) e += x[i]! * x[i]!;
  return e;
};

describe('the room: a stereo reverb that is wide yet mono-safe', () => {
  const seconds = 1.5;
  const n = seconds * SAMPLE_RATE;
  const impulse = () => {
    const send = new Float32Array(n);
    send[0] = 1;
    const left = new Float32Array(n);
    const right = new Float32Array(n);
    const reverb = new StereoReverb({ decaySeconds: 1.2, dampingHz: 6000, preDelaySeconds: 0.01 }, SAMPLE_RATE);
    for (let at = 0; at < n; at += 4096) reverb.process(send, 0, left, right, at, Math.min(n, at + 4096), 1);
    return { left, right };
  };

  it('answers on both sides with decorrelated tails that die away in about the decay time', () => {
    const { left, right } = impulse();
    expect(Math.abs(correlation(left, right))).toBeLessThan(0.3);
    const early = energy(left, 0, SAMPLE_RATE / 10);
    const late = energy(left, Math.round(1.2 * SAMPLE_RATE), Math.round(1.3 * SAMPLE_RATE)) * 1; // 100 ms windows
    expect(early).toBeGreaterThan(0);
    expect(10 * Math.log10(late / early)).toBeLessThan(-40);
  });

  it('is deterministic', () => {
    expect(impulse()).toEqual(impulse());
  });
});

describe('the voice stays dry and centred on a name', () => {
  it('adds no reverb, echo or double to a sung name, where the same sound as a plain chorus word gets them', () => {
    const n = Math.round(2.5 * SAMPLE_RATE);
    const lead = new Float32Array(n);
    const span = { start: Math.round(0.5 * SAMPLE_RATE), end: Math.round(0.9 * SAMPLE_RATE) };
    for (let i = span.start; i < span.end; i++) lead[i] = 0.1 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE);
    const spaceAround = (names: { start: number; end: number }[]) => {
      const left = new Float32Array(n);
      const right = new Float32Array(n);
      const mix = new StereoMix({ bandRoom: 0.3, vocalRoom: 0.15, vocalEcho: 0.15, double: 0.4, harmony: 0.45, roomDecaySeconds: 1.2 }, SAMPLE_RATE, 0.5, names, [{ start: 0, end: n }]);
      mix.addVocalSpace(left, right, lead, new Float32Array(n), 1, 0, n);
      return energy(left) + energy(right);
    };
    const asWord = spaceAround([]);
    const asName = spaceAround([span]);
    expect(asWord).toBeGreaterThan(0);
    // The sends open only in the 30 ms lead-in's ramp: the name's own space is > 30 dB under the word's.
    expect(asName).toBeLessThan(asWord / 1000);
  });

  const settings = { bandRoom: 0.3, vocalRoom: 0.15, vocalEcho: 0.15, double: 0.4, harmony: 0.45, roomDecaySeconds: 1.8 };
  const n = Math.round(2.5 * SAMPLE_RATE);
  const at = (s: number) => Math.round(s * SAMPLE_RATE);
  /** A plain word (0.1–0.5 s) in a chorus; its space's energy over [from, to) s. */
  const spaceOfWord = (names: { start: number; end: number }[], nameLines: { start: number; end: number }[], from: number, to: number) => {
    const lead = new Float32Array(n);
    for (let i = at(0.1); i < at(0.5); i++) lead[i] = 0.1 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE);
    const left = new Float32Array(n);
    const right = new Float32Array(n);
    new StereoMix(settings, SAMPLE_RATE, 0.5, names, [{ start: 0, end: n }], nameLines).addVocalSpace(left, right, lead, new Float32Array(n), 1, 0, n);
    return energy(left.subarray(at(from), at(to))) + energy(right.subarray(at(from), at(to)));
  };

  it('turns the reverb and echo of the words before a name down under the name (≥ 8 dB)', () => {
    const name = { start: at(0.6), end: at(1.0) };
    const tailUnderName = spaceOfWord([name], [], 0.62, 1.0);
    const tailWithoutName = spaceOfWord([], [], 0.62, 1.0);
    expect(tailWithoutName).toBeGreaterThan(0);
    expect(10 * Math.log10(tailWithoutName / tailUnderName)).toBeGreaterThanOrEqual(8);
  });

  it('sings a line that holds a name without the chorus double, on its other words too', () => {
    const line = { start: at(0.1), end: at(1.0) };
    // While the word sounds, its space is the double (at once) and the reverb's onset: the double is most of it.
    const inNameLine = spaceOfWord([], [line], 0.15, 0.5);
    const inOtherLine = spaceOfWord([], [], 0.15, 0.5);
    expect(inNameLine).toBeLessThan(inOtherLine / 4);
  });
});

// Renders go through the worker pool: jest's vm sandbox makes tight DSP loops many times slower.
describe('rendered previews are stereo like a produced track (decoded MP3s)', () => {
  const cases: [SongStyle, 1 | 2, string[], number][] = [['hip-hop', 1, ['Rosa', 'Felix', 'Amara'], 11], ['wedding', 2, ['Yuki', 'Marco'], 29]];
  const tracks: [SongStyle, RenderedTrack][] = [];

  beforeAll(async () => {
    for (const [style, version, names, seed] of cases) {
      const { lyrics } = compose({ names, style, event: { kind: 'party' }, seed });
      tracks.push([style, await render({ lyrics, names, style, vocalGender: 'mixed', seed, version, previewOnly: true })]);
    }
  }, 180_000);
  afterAll(() => shutdownEngine());

  it('has side energy 6–20 dB under mid, and folds down to mono losing under 1.5 dB', () => {
    for (const [style, track] of tracks) {
      const figures = stereoFiguresOfMp3(track.previewMp3);
      console.log(`${style} v${track.version}: ${JSON.stringify(figures)}`);
      expect(figures.sideMidDb).toBeGreaterThanOrEqual(-20);
      expect(figures.sideMidDb).toBeLessThanOrEqual(-6);
      expect(figures.monoLossDb).toBeGreaterThan(-1.5);
    }
  });

  it('still hits −14 LUFS ±1 and ≤ −1 dBTP', () => {
    for (const [, track] of tracks) {
      const { integrated, truePeak } = ebur128(writeTemp(track.previewMp3, 'mp3'));
      expect(Math.abs(integrated + 14)).toBeLessThanOrEqual(1);
      expect(truePeak).toBeLessThanOrEqual(-1);
    }
  });

  it('measures a mono signal as far under −20 dB (the metric tells mono from stereo)', () => {
    const x = new Float32Array(1000).map((_, i) => Math.sin(i / 7));
    expect(stereoFigures(x, x).sideMidDb).toBeLessThan(-100);
  });
});

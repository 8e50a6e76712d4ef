import { inPieces } from '../dsp-pieces';
import { SAMPLE_RATE } from '../synth/instruments';
import type { SongStyle } from '../types';
import type { StereoMixSettings } from './stereo-mix';

/**
 * Each style's spectral balance on the mix bus, as two gentle shelves: hip-hop leans on its low
 * end, k-pop is bright and airy, kids' songs are bright and light in the bass, the wedding song
 * is warm. The shelves are one-pole splits (cheap, phase-smooth); the limiter and loudness pass
 * come after, so a shelf changes the balance, not the level.
 */
export interface ToneSettings {
  lowHz: number;
  /** Linear gain of the band below lowHz (1 = flat). */
  lowGain: number;
  highHz: number;
  /** Linear gain of the band above highHz. */
  highGain: number;
}

export interface StyleMix {
  tone: ToneSettings;
  space: StereoMixSettings;
}

const db = (x: number) => Math.pow(10, x / 20);

export const STYLE_MIX: Record<SongStyle, StyleMix> = {
  'hip-hop': {
    tone: { lowHz: 90, lowGain: db(2.5), highHz: 7000, highGain: db(0.5) },
    space: { bandRoom: 0.3, vocalRoom: 0.12, vocalEcho: 0.13, double: 0.38, harmony: 0.45, roomDecaySeconds: 1.2 },
  },
  'k-pop': {
    tone: { lowHz: 80, lowGain: db(1.5), highHz: 8000, highGain: db(2.5) },
    space: { bandRoom: 0.26, vocalRoom: 0.13, vocalEcho: 0.12, double: 0.36, harmony: 0.45, roomDecaySeconds: 1.5 },
  },
  kids: {
    tone: { lowHz: 120, lowGain: db(-1), highHz: 6000, highGain: db(1.5) },
    space: { bandRoom: 0.3, vocalRoom: 0.12, vocalEcho: 0.08, double: 0.38, harmony: 0.45, roomDecaySeconds: 1.2 },
  },
  wedding: {
    tone: { lowHz: 150, lowGain: db(1), highHz: 9000, highGain: db(1) },
    space: { bandRoom: 0.3, vocalRoom: 0.14, vocalEcho: 0.1, double: 0.34, harmony: 0.45, roomDecaySeconds: 1.8 },
  },
};

/** One-pole low-pass states per channel: [low shelf L, low shelf R, high split L, high split R]. */
export type ToneState = Float64Array;

export function newToneState(): ToneState {
  return new Float64Array(4);
}

export function applyTone(channels: Float32Array[], tone: ToneSettings, state: ToneState, from: number, to: number): void {
  const lowA = 1 - Math.exp((-2 * Math.PI * tone.lowHz) / SAMPLE_RATE);
  const highA = 1 - Math.exp((-2 * Math.PI * tone.highHz) / SAMPLE_RATE);
  const [left, right] = channels;
  // A stereo pair in one loop: two independent filter chains run in about the time of one.
  if (channels.length === 2) inPieces(from, to, (start, end) => shelvesPair(left!, right!, start, end, lowA, tone.lowGain - 1, highA, tone.highGain - 1, state));
  else channels.forEach((x, c) => inPieces(from, to, (start, end) => shelves(x, start, end, lowA, tone.lowGain - 1, highA, tone.highGain - 1, state, c)));
}

/** shelves() on channels 0 (left) and 1 (right) together: the same arithmetic for each. */
function shelvesPair(left: Float32Array, right: Float32Array, from: number, to: number, lowA: number, lowExtra: number, highA: number, highExtra: number, state: ToneState): void {
  let lowL = state[0]!;
  let lowR = state[1]!;
  let splitL = state[2]!;
  let splitR = state[3]!;
  for (let i = from; i < to; i++) {
    const l = left[i]!;
    const r = right[i]!;
    lowL += (l - lowL) * lowA;
    lowR += (r - lowR) * lowA;
    splitL += (l - splitL) * highA;
    splitR += (r - splitR) * highA;
    left[i] = l + lowExtra * lowL + highExtra * (l - splitL);
    right[i] = r + lowExtra * lowR + highExtra * (r - splitR);
  }
  state[0] = lowL;
  state[1] = lowR;
  state[2] = splitL;
  state[3] = splitR;
}

function shelves(x: Float32Array, from: number, to: number, lowA: number, lowExtra: number, highA: number, highExtra: number, state: ToneState, c: number): void {
  let low = state[c]!;
  let split = state[2 + c]!;
  for (let i = from; i < to; i++) {
    const v = x[i]!;
    low += (v - low) * lowA;
    split += (v - split) * highA;
    x[i] = v + lowExtra * low + highExtra * (v - split);
  }
  state[c] = low;
  state[2 + c] = split;
}

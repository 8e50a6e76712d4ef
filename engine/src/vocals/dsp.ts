/** Small DSP helpers for the voice: silence splitting, resampling (PSOLA lives in psola.ts). */
import { inPieces } from '../dsp-pieces';

export interface Span {
  start: number;
  end: number;
}

/** RMS in 10 ms frames. */
function frameEnergy(x: Float32Array, frame: number): Float32Array {
  const frames = Math.ceil(x.length / frame);
  const out = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let e = 0;
    const end = Math.min(x.length, (f + 1) * frame);
    for (let i = f * frame; i < end; i++) e += x[i]! * x[i]!;
    out[f] = Math.sqrt(e / frame);
  }
  return out;
}

/**
 * Splits an utterance of `count` words spoken with pauses between them ("one. two. three.") at
 * the count−1 longest silences. Returns undefined when there are not enough pauses.
 */
export function splitWords(x: Float32Array, sampleRate: number, count: number): Span[] | undefined {
  const frame = Math.round(sampleRate / 100);
  const energy = frameEnergy(x, frame);
  const peak = energy.reduce((m, v) => Math.max(m, v), 0);
  const threshold = Math.max(0.004, peak * 0.06);
  const voiced = Array.from(energy, (e) => e > threshold);
  const first = voiced.indexOf(true);
  const last = voiced.lastIndexOf(true);
  if (first < 0) return undefined;
  const gaps: Span[] = [];
  for (let f = first; f <= last; f++) {
    if (voiced[f]) continue;
    const start = f;
    while (f <= last && !voiced[f]) f++;
    gaps.push({ start, end: f });
  }
  const chosen = gaps.filter((g) => g.end - g.start >= 4).sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, count - 1);
  if (chosen.length < count - 1) return undefined;
  chosen.sort((a, b) => a.start - b.start);
  const spans: Span[] = [];
  let from = first;
  for (const gap of chosen) {
    spans.push({ start: from, end: gap.start });
    from = gap.end;
  }
  spans.push({ start: from, end: last + 1 });
  const pre = 2; // keep 20 ms before the onset for plosives
  return spans.map((s) => ({ start: Math.max(0, (s.start - pre) * frame), end: Math.min(x.length, (s.end + 1) * frame) }));
}

/** Trims leading/trailing near-silence of one word. */
export function trimSilence(x: Float32Array, sampleRate: number): Float32Array {
  const span = splitWords(x, sampleRate, 1);
  return span ? x.subarray(span[0]!.start, span[0]!.end) : x;
}

/**
 * Resamples `x` from `fromRate` to `toRate` while raising the pitch by `pitchRatio` (which also
 * shortens it by the same ratio), with cubic Hermite interpolation.
 */
export function resamplePitched(x: Float32Array, fromRate: number, toRate: number, pitchRatio: number): Float32Array {
  const step = (fromRate / toRate) * pitchRatio;
  const out = new Float32Array(resampledLength(x.length, fromRate, toRate, pitchRatio));
  inPieces(0, out.length, (start, end) => resamplePiece(x, out, step, start, end));
  return out;
}

/** The length of resamplePitched's output for an input of `length` samples. */
export function resampledLength(length: number, fromRate: number, toRate: number, pitchRatio: number): number {
  const step = (fromRate / toRate) * pitchRatio;
  return Math.max(0, Math.floor((length - 1) / step));
}

function resamplePiece(x: Float32Array, out: Float32Array, step: number, from: number, to: number): void {
  const last = x.length - 1;
  for (let i = from; i < to; i++) {
    const p = i * step;
    const k = Math.floor(p);
    const t = p - k;
    // Outside the input counts as silence.
    const y0 = k >= 1 ? x[k - 1]! : 0;
    const y1 = x[k]!;
    const y2 = k + 1 <= last ? x[k + 1]! : 0;
    const y3 = k + 2 <= last ? x[k + 2]! : 0;
    const c1 = 0.5 * (y2 - y0);
    const c2 = y0 - 2.5 * y1 + 2 * y2 - 0.5 * y3;
    const c3 = 0.5 * (y3 - y0) + 1.5 * (y1 - y2);
    out[i] = ((c3 * t + c2) * t + c1) * t + y1;
  }
}

export function rms(x: Float32Array): number {
  let e = 0;
  for (let i = 0; i < x.length; i++) e += x[i]! * x[i]!;
  return Math.sqrt(e / Math.max(1, x.length));
}

import { INTERPOLATION_PHASES } from './loudness';
import { inPieces } from '../dsp-pieces';

const BLOCK = 1 << 16;
const [P0, P1, P2] = INTERPOLATION_PHASES as [Float64Array, Float64Array, Float64Array];
const TAPS = P0.length;

/**
 * Offline look-ahead true-peak limiter. The gain needed at every sample (from the 4× oversampled
 * peak) is min-filtered over the look-ahead window and then box-averaged over the same window:
 * every averaged value is ≤ the need at that sample, so the ceiling holds with a smooth gain.
 * `preGain` is applied in the same pass (the ceiling holds after it). Works block by block
 * (state carried over) so memory stays small on long songs.
 */
export function limitTruePeak(channels: Float32Array[], ceiling: number, sampleRate: number, preGain = 1): void {
  const length = channels[0]!.length;
  const window = Math.max(8, Math.round(sampleRate * 0.002));
  // Peaks are found on the input, so the ceiling is scaled back by the pre-gain.
  const limit = ceiling / preGain;
  const releaseCoef = Math.exp(-1 / (sampleRate * 0.08));
  const need = new Float32Array(BLOCK + window);
  const deque = new Int32Array(BLOCK + window);
  const history = new Float32Array(window).fill(1); // last `window` min-filtered values (ring)
  // The smoother's state between calls: [slot, filled, below (values < 1 in the ring), sum, gain].
  const state = Float64Array.of(0, 0, 0, 0, 1);
  const gains = new Float32Array(BLOCK);
  /** The gain × pre-gain each sample of the block gets. */
  const totals = new Float64Array(BLOCK);

  for (let from = 0; from < length; from += BLOCK) {
    const to = Math.min(length, from + BLOCK);
    const needEnd = Math.min(length, to + window);
    const localEnd = needEnd - from;
    need.fill(1, 0, localEnd);
    let limited = false;
    for (const x of channels) {
      inPieces(from, needEnd, (start, end) => (limited = markPeaks(x, start, end, limit, need, from) || limited));
    }
    if (limited) slidingMinimum(need, deque, gains, localEnd, to - from, window);
    else gains.fill(1, 0, to - from);
    inPieces(from, to, (start, end) => smoothGains(gains, start - from, end - from, totals, preGain, window, releaseCoef, history, state));
    for (const x of channels) applyGains(x, totals, from, to);
  }
}

/** gains[i] = min of need over [i, i + window), walking backwards with a monotonic deque. */
function slidingMinimum(need: Float32Array, deque: Int32Array, gains: Float32Array, localEnd: number, count: number, window: number): void {
  let head = 0;
  let tail = 0;
  for (let i = localEnd - 1; i >= 0; i--) {
    const v = need[i]!;
    while (tail > head && need[deque[tail - 1]!]! >= v) tail--;
    deque[tail++] = i;
    while (deque[head]! > i + window - 1) head++;
    if (i < count) gains[i] = need[deque[head]!]!;
  }
}

/** Box-averages the min-filtered gains over the window and adds the release: totals[i] = gain × pre-gain, for i in [from, to). */
function smoothGains(gains: Float32Array, from: number, to: number, totals: Float64Array, preGain: number, window: number, releaseCoef: number, history: Float32Array, state: Float64Array): void {
  let slot = state[0]!;
  let filled = state[1]!;
  let below = state[2]!;
  let sum = state[3]!;
  let gain = state[4]!;
  for (let i = from; i < to; i++) {
    const g = gains[i]!;
    // Settled (window full of 1s, gain back at exactly 1): only the pre-gain applies.
    if (g === 1 && below === 0 && gain === 1 && filled === window) {
      totals[i] = preGain;
      continue;
    }
    if (filled === window) {
      const old = history[slot]!;
      sum -= old;
      if (old < 1) below--;
    } else filled++;
    history[slot] = g;
    if (g < 1) below++;
    sum += g;
    slot = slot + 1 === window ? 0 : slot + 1;
    // A ring of 1s averages to exactly 1 (no drift from the running sum).
    const average = below === 0 ? 1 : sum / filled;
    if (below === 0) sum = filled;
    gain = Math.min(average, gain * releaseCoef + (1 - releaseCoef));
    // Within 1e-6 of unity (−120 dB) counts as recovered, so the settled path takes over.
    if (gain > 0.999999 && average === 1) gain = 1;
    totals[i] = gain * preGain;
  }
  state[0] = slot;
  state[1] = filled;
  state[2] = below;
  state[3] = sum;
  state[4] = gain;
}

/** x[from + i] *= totals[i] over the block. */
function applyGains(x: Float32Array, totals: Float64Array, from: number, to: number): void {
  for (let s = from, i = 0; s < to; s++, i++) x[s]! *= totals[i]!;
}

/**
 * Lowers `need` where the oversampled peak of `x` exceeds `limit`. Only neighbourhoods with a
 * sample above half the limit can overshoot it, so the interpolation runs only there.
 */
function markPeaks(x: Float32Array, from: number, to: number, limit: number, need: Float32Array, needStart: number): boolean {
  const quiet = limit * 0.5;
  const last = x.length - 1;
  let marked = false;
  const lastFull = x.length - TAPS + TAPS / 2 - 1; // interpolation needs TAPS/2 samples after n
  for (let n = from; n < to; n++) {
    const a = x[n]!;
    const b = n < last ? x[n + 1]! : 0;
    if (a <= quiet && a >= -quiet && b <= quiet && b >= -quiet) continue;
    let peak = a < 0 ? -a : a;
    const base = n - TAPS / 2 + 1;
    if (base >= 0 && n <= lastFull) {
      let y0 = 0;
      let y1 = 0;
      let y2 = 0;
      for (let k = 0; k < TAPS; k++) {
        const v = x[base + k]!;
        y0 += P0[k]! * v;
        y1 += P1[k]! * v;
        y2 += P2[k]! * v;
      }
      peak = Math.max(peak, Math.abs(y0), Math.abs(y1), Math.abs(y2));
    }
    if (peak > limit) {
      const g = limit / peak;
      if (g < need[n - needStart]!) need[n - needStart] = g;
      marked = true;
    }
  }
  return marked;
}

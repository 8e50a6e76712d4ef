import { interSamplePeak } from './loudness';

const BLOCK = 1 << 16;

/**
 * Offline look-ahead true-peak limiter. The gain needed at every sample (from the 4× oversampled
 * peak) is min-filtered over the look-ahead window and then box-averaged over the same window:
 * every averaged value is ≤ the need at that sample, so the ceiling holds with a smooth gain.
 * Works block by block (state carried over) so memory stays small on long songs.
 */
export function limitTruePeak(channels: Float32Array[], ceiling: number, sampleRate: number): void {
  const length = channels[0]!.length;
  const window = Math.max(8, Math.round(sampleRate * 0.002));
  const quiet = ceiling * 0.5;
  const releaseCoef = Math.exp(-1 / (sampleRate * 0.08));
  const need = new Float32Array(BLOCK + window);
  const deque = new Int32Array(BLOCK + window);
  const history = new Float32Array(window); // last `window` min-filtered values (ring)
  let historyCount = 0;
  let sum = 0;
  let gain = 1;
  const gains = new Float32Array(BLOCK);

  for (let from = 0; from < length; from += BLOCK) {
    const to = Math.min(length, from + BLOCK);
    const needEnd = Math.min(length, to + window);
    for (let n = from; n < needEnd; n++) {
      let peak = 0;
      for (const x of channels) {
        const v = Math.abs(x[n]!);
        // Only loud neighbourhoods can overshoot; skip the expensive interpolation elsewhere.
        peak = Math.max(peak, v > quiet || Math.abs(x[n + 1] ?? 0) > quiet ? interSamplePeak(x, n) : v);
      }
      need[n - from] = peak > ceiling ? ceiling / peak : 1;
    }
    // Sliding minimum of need over [i, i + window), walking backwards with a monotonic deque.
    let head = 0;
    let tail = 0;
    const localEnd = needEnd - from;
    for (let i = localEnd - 1; i >= 0; i--) {
      while (tail > head && need[deque[tail - 1]!]! >= need[i]!) tail--;
      deque[tail++] = i;
      while (deque[head]! > i + window - 1) head++;
      if (i < to - from) gains[i] = need[deque[head]!]!;
    }
    for (let i = 0; i < to - from; i++) {
      const slot = historyCount % window;
      if (historyCount >= window) sum -= history[slot]!;
      history[slot] = gains[i]!;
      sum += gains[i]!;
      historyCount++;
      const average = sum / Math.min(historyCount, window);
      gain = Math.min(average, gain * releaseCoef + (1 - releaseCoef));
      for (const x of channels) x[from + i]! *= gain;
    }
  }
}

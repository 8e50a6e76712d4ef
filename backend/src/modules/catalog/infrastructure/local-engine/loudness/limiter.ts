import { interSamplePeak } from './loudness';

/**
 * Offline look-ahead true-peak limiter. The gain needed at every sample (from the 4× oversampled
 * peak) is min-filtered over the look-ahead window and then box-averaged over the same window:
 * every averaged value is ≤ the need at that sample, so the ceiling holds with smooth gain.
 */
export function limitTruePeak(channels: Float32Array[], ceiling: number, sampleRate: number, from = 0, to = channels[0]!.length): void {
  const length = to - from;
  const window = Math.max(8, Math.round(sampleRate * 0.002));
  const need = new Float32Array(length);
  const quiet = ceiling * 0.5;
  for (let i = 0; i < length; i++) {
    let peak = 0;
    for (const x of channels) {
      const n = from + i;
      const v = Math.abs(x[n]!);
      // Only loud neighbourhoods can overshoot; skip the expensive interpolation elsewhere.
      peak = Math.max(peak, v > quiet || Math.abs(x[n + 1] ?? 0) > quiet ? interSamplePeak(x, n) : v);
    }
    need[i] = peak > ceiling ? ceiling / peak : 1;
  }
  // Sliding minimum over [i, i + window), walking backwards with a monotonic deque.
  const minAhead = new Float32Array(length);
  const deque = new Int32Array(length);
  let head = 0;
  let tail = 0;
  for (let i = length - 1; i >= 0; i--) {
    while (tail > head && need[deque[tail - 1]!]! >= need[i]!) tail--;
    deque[tail++] = i;
    while (deque[head]! > i + window - 1) head++;
    minAhead[i] = need[deque[head]!]!;
  }
  // Box average over the previous `window` values, then a slow release.
  const releaseCoef = Math.exp(-1 / (sampleRate * 0.08));
  let sum = 0;
  let gain = 1;
  for (let i = 0; i < length; i++) {
    sum += minAhead[i]!;
    if (i >= window) sum -= minAhead[i - window]!;
    const average = sum / Math.min(i + 1, window);
    const released = gain * releaseCoef + (1 - releaseCoef);
    gain = Math.min(average, released);
    for (const x of channels) x[from + i]! *= gain;
  }
}

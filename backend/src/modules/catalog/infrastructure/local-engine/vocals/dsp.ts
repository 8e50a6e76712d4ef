/** Small DSP helpers for the voice: silence splitting, WSOLA time stretch, resampling. */

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
 * WSOLA: changes duration without changing pitch by overlap-adding windows from the input at
 * positions that best continue the previous window (cross-correlation search).
 */
export function timeStretch(x: Float32Array, targetLength: number, sampleRate: number): Float32Array {
  const n = Math.round(sampleRate * 0.03);
  const hop = n >> 1;
  if (targetLength <= 0) return new Float32Array(0);
  if (x.length < n * 2 || Math.abs(targetLength - x.length) < hop / 4) return resampleLinear(x, targetLength);
  const ratio = (x.length - n) / Math.max(1, targetLength - n);
  const tolerance = Math.round(sampleRate * 0.008);
  const win = new Float32Array(n);
  for (let i = 0; i < n; i++) win[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
  const out = new Float32Array(targetLength + n);
  const norm = new Float32Array(targetLength + n);
  let previous = 0;
  for (let outPos = 0; outPos < targetLength; outPos += hop) {
    const nominal = Math.min(x.length - n, Math.round(outPos * ratio));
    let best = nominal;
    if (outPos > 0) {
      const natural = Math.min(x.length - n, previous + hop);
      let bestScore = -Infinity;
      for (let d = -tolerance; d <= tolerance; d += 2) {
        const p = nominal + d;
        if (p < 0 || p > x.length - n) continue;
        let score = 0;
        for (let i = 0; i < n; i += 4) score += x[natural + i]! * x[p + i]!;
        if (score > bestScore) {
          bestScore = score;
          best = p;
        }
      }
    }
    for (let i = 0; i < n && outPos + i < out.length; i++) {
      out[outPos + i]! += x[best + i]! * win[i]!;
      norm[outPos + i]! += win[i]!;
    }
    previous = best;
  }
  const result = new Float32Array(targetLength);
  for (let i = 0; i < targetLength; i++) result[i] = norm[i]! > 1e-3 ? out[i]! / norm[i]! : out[i]!;
  return result;
}

function resampleLinear(x: Float32Array, length: number): Float32Array {
  const out = new Float32Array(length);
  const step = (x.length - 1) / Math.max(1, length - 1);
  for (let i = 0; i < length; i++) {
    const p = i * step;
    const k = Math.floor(p);
    const f = p - k;
    out[i] = x[k]! * (1 - f) + (x[Math.min(x.length - 1, k + 1)] ?? 0) * f;
  }
  return out;
}

/**
 * Resamples `x` from `fromRate` to `toRate` while raising the pitch by `pitchRatio` (which also
 * shortens it by the same ratio), with cubic Hermite interpolation.
 */
export function resamplePitched(x: Float32Array, fromRate: number, toRate: number, pitchRatio: number): Float32Array {
  const step = (fromRate / toRate) * pitchRatio;
  const length = Math.max(0, Math.floor((x.length - 1) / step));
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const p = i * step;
    const k = Math.floor(p);
    const t = p - k;
    const y0 = x[k - 1] ?? 0;
    const y1 = x[k]!;
    const y2 = x[k + 1] ?? 0;
    const y3 = x[k + 2] ?? 0;
    const c1 = 0.5 * (y2 - y0);
    const c2 = y0 - 2.5 * y1 + 2 * y2 - 0.5 * y3;
    const c3 = 0.5 * (y3 - y0) + 1.5 * (y1 - y2);
    out[i] = ((c3 * t + c2) * t + c1) * t + y1;
  }
  return out;
}

export function rms(x: Float32Array): number {
  let e = 0;
  for (let i = 0; i < x.length; i++) e += x[i]! * x[i]!;
  return Math.sqrt(e / Math.max(1, x.length));
}

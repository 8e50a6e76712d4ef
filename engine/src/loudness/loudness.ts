/**
 * ITU-R BS.1770-4 / EBU R128 integrated loudness (K-weighting, 400 ms blocks with 75 % overlap,
 * absolute −70 LUFS and relative −10 LU gates) and a 4× oversampled true-peak estimate.
 */
interface Biquad {
  b0: number; b1: number; b2: number; a1: number; a2: number;
}

/** K-weighting filter coefficients for any sample rate (same analog prototypes as libebur128). */
export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const gain = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = Math.pow(10, gain / 20);
  const vb = Math.pow(vh, 0.4996667741545416);
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / q + k * k) / a0, b1: (2 * (k * k - vh)) / a0, b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highpass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highpass];
}

export function integratedLoudness(channels: Float32Array[], sampleRate: number, from = 0, to = channels[0]!.length): number {
  const sub = Math.round(sampleRate / 10);
  // Channels are filtered in pairs: two independent filter chains in one loop run in about the
  // time of one (the recursion, not the arithmetic, bounds the speed).
  const energies: Float64Array[] = [];
  for (let c = 0; c < channels.length; c += 2) {
    const b = channels[c + 1];
    energies.push(b ? kWeightedSubBlocksPair(channels[c]!, b, from, to, sampleRate, sub) : kWeightedSubBlocks(channels[c]!, from, to, sampleRate, sub));
  }
  const blocks: number[] = [];
  const count = energies[0]!.length;
  for (let b = 0; b + 4 <= count; b++) {
    let z = 0;
    for (const e of energies) z += (e[b]! + e[b + 1]! + e[b + 2]! + e[b + 3]!) / (4 * sub);
    blocks.push(z);
  }
  const loud = (z: number) => -0.691 + 10 * Math.log10(z);
  const aboveAbsolute = blocks.filter((z) => z > 0 && loud(z) > -70);
  if (aboveAbsolute.length === 0) return -Infinity;
  const relativeGate = loud(mean(aboveAbsolute)) - 10;
  const gated = aboveAbsolute.filter((z) => loud(z) > relativeGate);
  return loud(mean(gated));
}

/*
 * The K-weighting loops run over every sample of every mastering pass. Each 100 ms sub-block is
 * one call of a small function, with the filter state kept in a Float64Array between calls: V8
 * fully optimises a function called hundreds of times, while one long loop runs in on-stack-
 * replaced code that boxes its numbers (3–4× slower here). Same arithmetic, same order.
 */

/** Coefficients [shelf b0 b1 b2 a1 a2, high-pass b0 b1 b2 a1 a2]. */
function kCoefficients(sampleRate: number): Float64Array {
  const [s, h] = kWeighting(sampleRate);
  return Float64Array.of(s.b0, s.b1, s.b2, s.a1, s.a2, h.b0, h.b1, h.b2, h.a1, h.a2);
}

/** Sum of the K-weighted energies of two channels per sub-block (same as two single calls). */
function kWeightedSubBlocksPair(x: Float32Array, w: Float32Array, from: number, to: number, sampleRate: number, sub: number): Float64Array {
  const c = kCoefficients(sampleRate);
  const state = new Float64Array(12);
  const count = Math.floor((to - from) / sub);
  const out = new Float64Array(count);
  for (let b = 0; b < count; b++) out[b] = kWeightedPairBlock(x, w, from + b * sub, from + (b + 1) * sub, c, state);
  return out;
}

/** Two channels' K-weighted energy over [start, end); two filter chains in one loop run in about the time of one. */
function kWeightedPairBlock(x: Float32Array, w: Float32Array, start: number, end: number, c: Float64Array, state: Float64Array): number {
  const sb0 = c[0]!, sb1 = c[1]!, sb2 = c[2]!, sa1 = c[3]!, sa2 = c[4]!;
  const hb0 = c[5]!, hb1 = c[6]!, hb2 = c[7]!, ha1 = c[8]!, ha2 = c[9]!;
  let sx1 = state[0]!, sx2 = state[1]!, sy1 = state[2]!, sy2 = state[3]!, hy1 = state[4]!, hy2 = state[5]!;
  let tx1 = state[6]!, tx2 = state[7]!, ty1 = state[8]!, ty2 = state[9]!, gy1 = state[10]!, gy2 = state[11]!;
  let acc = 0;
  let acc2 = 0;
  for (let i = start; i < end; i++) {
    const v = x[i]!;
    const u = w[i]!;
    const y = sb0 * v + sb1 * sx1 + sb2 * sx2 - sa1 * sy1 - sa2 * sy2;
    const q = sb0 * u + sb1 * tx1 + sb2 * tx2 - sa1 * ty1 - sa2 * ty2;
    sx2 = sx1; sx1 = v;
    tx2 = tx1; tx1 = u;
    const z = hb0 * y + hb1 * sy1 + hb2 * sy2 - ha1 * hy1 - ha2 * hy2;
    const r = hb0 * q + hb1 * ty1 + hb2 * ty2 - ha1 * gy1 - ha2 * gy2;
    sy2 = sy1; sy1 = y;
    ty2 = ty1; ty1 = q;
    hy2 = hy1; hy1 = z;
    gy2 = gy1; gy1 = r;
    acc += z * z;
    acc2 += r * r;
  }
  state[0] = sx1; state[1] = sx2; state[2] = sy1; state[3] = sy2; state[4] = hy1; state[5] = hy2;
  state[6] = tx1; state[7] = tx2; state[8] = ty1; state[9] = ty2; state[10] = gy1; state[11] = gy2;
  return acc + acc2;
}

function kWeightedSubBlocks(x: Float32Array, from: number, to: number, sampleRate: number, sub: number): Float64Array {
  const c = kCoefficients(sampleRate);
  const state = new Float64Array(6);
  const count = Math.floor((to - from) / sub);
  const out = new Float64Array(count);
  for (let b = 0; b < count; b++) out[b] = kWeightedBlock(x, from + b * sub, from + (b + 1) * sub, c, state);
  return out;
}

function kWeightedBlock(x: Float32Array, start: number, end: number, c: Float64Array, state: Float64Array): number {
  const sb0 = c[0]!, sb1 = c[1]!, sb2 = c[2]!, sa1 = c[3]!, sa2 = c[4]!;
  const hb0 = c[5]!, hb1 = c[6]!, hb2 = c[7]!, ha1 = c[8]!, ha2 = c[9]!;
  let sx1 = state[0]!, sx2 = state[1]!, sy1 = state[2]!, sy2 = state[3]!, hy1 = state[4]!, hy2 = state[5]!;
  let acc = 0;
  for (let i = start; i < end; i++) {
    const v = x[i]!;
    const y = sb0 * v + sb1 * sx1 + sb2 * sx2 - sa1 * sy1 - sa2 * sy2;
    sx2 = sx1; sx1 = v;
    const z = hb0 * y + hb1 * sy1 + hb2 * sy2 - ha1 * hy1 - ha2 * hy2;
    sy2 = sy1; sy1 = y;
    hy2 = hy1; hy1 = z;
    acc += z * z;
  }
  state[0] = sx1; state[1] = sx2; state[2] = sy1; state[3] = sy2; state[4] = hy1; state[5] = hy2;
  return acc;
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

const TAPS = 12;
/** Windowed-sinc coefficients for the points 1/4, 2/4, 3/4 between two samples. */
export const INTERPOLATION_PHASES: Float64Array[] = [0.25, 0.5, 0.75].map((t) => {
  const c = new Float64Array(TAPS);
  for (let k = 0; k < TAPS; k++) {
    const d = t - (k - TAPS / 2 + 1);
    const sinc = d === 0 ? 1 : Math.sin(Math.PI * d) / (Math.PI * d);
    const w = 0.5 + 0.5 * Math.cos((Math.PI * d) / (TAPS / 2 + 0.5));
    c[k] = sinc * w;
  }
  return c;
});

/** Highest absolute value of the signal and its 3 interpolated points between each pair of samples. */
export function interSamplePeak(x: Float32Array, n: number): number {
  let peak = Math.abs(x[n]!);
  const base = n - TAPS / 2 + 1;
  if (base < 0 || base + TAPS > x.length) return peak;
  for (const c of INTERPOLATION_PHASES) {
    let y = 0;
    for (let k = 0; k < TAPS; k++) y += c[k]! * x[base + k]!;
    peak = Math.max(peak, Math.abs(y));
  }
  return peak;
}

export function truePeak(channels: Float32Array[], from = 0, to = channels[0]!.length): number {
  let peak = 0;
  for (const x of channels) {
    for (let n = from; n < to; n++) {
      if (Math.abs(x[n]!) * 1.5 < peak && Math.abs(x[n + 1] ?? 0) * 1.5 < peak) continue;
      peak = Math.max(peak, interSamplePeak(x, n));
    }
  }
  return peak;
}

export function toDb(linear: number): number {
  return 20 * Math.log10(Math.max(1e-12, linear));
}

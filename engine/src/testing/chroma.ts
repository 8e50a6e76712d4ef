/**
 * Test helper: pitch-class profile ("chroma") of a stretch of audio, measured independently of
 * how it was synthesised: Goertzel filters at every semitone of a register, summed per pitch class.
 */
const DECIMATE = 8;

export interface ChromaOptions {
  sampleRate: number;
  /** MIDI range [low, high] of the register to listen to. */
  low: number;
  high: number;
}

/** Energy per pitch class (index 0 = C) of x[from, to). */
export function chroma(x: Float32Array, from: number, to: number, { sampleRate, low, high }: ChromaOptions): number[] {
  const rate = sampleRate / DECIMATE;
  const n = Math.floor((to - from) / DECIMATE);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let k = 0; k < DECIMATE; k++) s += x[from + i * DECIMATE + k] ?? 0;
    // Hann window: keeps a semitone's neighbour from leaking into the next bin.
    y[i] = (s / DECIMATE) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / Math.max(1, n - 1)));
  }
  const out = new Array<number>(12).fill(0);
  for (let midi = low; midi <= high; midi++) {
    const f = 440 * Math.pow(2, (midi - 69) / 12);
    const coeff = 2 * Math.cos((2 * Math.PI * f) / rate);
    let s1 = 0;
    let s2 = 0;
    for (let i = 0; i < n; i++) {
      const s0 = y[i]! + coeff * s1 - s2;
      s2 = s1;
      s1 = s0;
    }
    out[midi % 12]! += s1 * s1 + s2 * s2 - coeff * s1 * s2;
  }
  return out;
}

/** Pitch classes ordered from strongest to weakest. */
export function strongest(profile: number[]): number[] {
  return profile.map((e, pc) => ({ e, pc })).sort((a, b) => b.e - a.e).map((p) => p.pc);
}

/** Share of the profile's energy that falls on `pcs`. */
export function shareOn(profile: number[], pcs: number[]): number {
  const total = profile.reduce((a, b) => a + b, 0);
  return total > 0 ? pcs.reduce((a, pc) => a + profile[pc]!, 0) / total : 0;
}

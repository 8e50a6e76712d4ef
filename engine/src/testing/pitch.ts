/**
 * Test helper: a YIN pitch tracker (de Cheveigné & Kawahara 2002), written independently of the
 * engine's own pitch marking, to check what pitch the rendered voice actually sings.
 */
export interface PitchFrame {
  time: number;
  /** Hz, or 0 when the frame is unvoiced or silent. */
  hz: number;
}

export interface YinOptions {
  sampleRate: number;
  minHz?: number;
  maxHz?: number;
  /** Frames quieter than this RMS are silent. */
  silence?: number;
  hopSeconds?: number;
  threshold?: number;
}

export function yin(x: Float32Array, { sampleRate, minHz = 70, maxHz = 800, silence = 0.01, hopSeconds = 0.01, threshold = 0.15 }: YinOptions): PitchFrame[] {
  const maxLag = Math.ceil(sampleRate / minHz);
  const minLag = Math.floor(sampleRate / maxHz);
  const win = maxLag;
  const hop = Math.round(hopSeconds * sampleRate);
  const d = new Float64Array(maxLag + 1);
  const frames: PitchFrame[] = [];
  for (let at = 0; at + win + maxLag < x.length; at += hop) {
    let e = 0;
    for (let i = 0; i < win; i++) e += x[at + i]! * x[at + i]!;
    const time = (at + win / 2) / sampleRate;
    if (Math.sqrt(e / win) < silence) {
      frames.push({ time, hz: 0 });
      continue;
    }
    // Difference function and its cumulative-mean normalisation.
    d[0] = 1;
    let running = 0;
    for (let lag = 1; lag <= maxLag; lag++) {
      let s = 0;
      for (let i = 0; i < win; i++) {
        const diff = x[at + i]! - x[at + i + lag]!;
        s += diff * diff;
      }
      running += s;
      d[lag] = running > 0 ? (s * lag) / running : 1;
    }
    let lag = -1;
    for (let l = minLag; l <= maxLag; l++) {
      if (d[l]! < threshold) {
        while (l + 1 <= maxLag && d[l + 1]! < d[l]!) l++;
        lag = l;
        break;
      }
    }
    if (lag < 0) {
      frames.push({ time, hz: 0 });
      continue;
    }
    // Parabolic interpolation around the minimum.
    const a = d[lag - 1] ?? d[lag]!;
    const b = d[lag]!;
    const c = d[lag + 1] ?? d[lag]!;
    const denom = a - 2 * b + c;
    const refined = denom !== 0 ? lag + (0.5 * (a - c)) / denom : lag;
    frames.push({ time, hz: sampleRate / refined });
  }
  return frames;
}

/** Distance in cents between a frequency and a MIDI note. */
export function centsFrom(hz: number, midi: number): number {
  return 1200 * Math.log2(hz / (440 * Math.pow(2, (midi - 69) / 12)));
}

/** YIN runs on the voice averaged down by this factor (a voice has nothing above ~5 kHz that pitch needs). */
export const DECIMATE = 4;

/** Averages each DECIMATE samples into one. */
export function decimate(x: Float32Array): Float32Array {
  const y = new Float32Array(Math.floor(x.length / DECIMATE));
  for (let i = 0; i < y.length; i++) {
    let s = 0;
    for (let k = 0; k < DECIMATE; k++) s += x[i * DECIMATE + k]!;
    y[i] = s / DECIMATE;
  }
  return y;
}

/**
 * TD-PSOLA: re-sings speech on given notes. The speech is cut into two-period grains around its
 * pitch marks (one per glottal cycle); the grains are laid down again one *target* period apart,
 * so the output repeats exactly at the note's frequency whatever the speaking voice did, while
 * each grain keeps the voice's formants (what makes the words intelligible). Stretching time is
 * the same operation: the output clock walks through the input at the ratio of the two lengths.
 */

export interface PitchAnalysis {
  /** Sample positions of the pitch marks (voiced stretches only), ascending. */
  marks: Int32Array;
  /** Local period at each mark, in samples. */
  periods: Int32Array;
  /** Per 8 ms frame: 1 when voiced. */
  voiced: Uint8Array;
  hop: number;
}

const HOP_SECONDS = 0.008;
const MIN_VOICING = 0.55;

/**
 * Finds the voice's pitch marks. The speech was synthesised around a known pitch (`f0Hint`), so
 * periods are only searched within a fifth of it (fast, and free of octave errors).
 */
export function analysePitch(x: Float32Array, sampleRate: number, f0Hint: number): PitchAnalysis {
  const hop = Math.round(HOP_SECONDS * sampleRate);
  // Some voices (flite's rms) drift up to ~8 semitones under the requested pitch within a word.
  const minLag = Math.max(8, Math.floor(sampleRate / (f0Hint * 1.5)));
  const maxLag = Math.ceil(sampleRate / (f0Hint / 1.9));
  const win = maxLag;
  const frames = Math.max(0, Math.floor((x.length - win - maxLag) / hop) + 1);
  const voiced = new Uint8Array(Math.ceil(x.length / hop) + 1);
  const framePeriod = new Float32Array(voiced.length);
  const scores = new Float32Array(maxLag - minLag + 1);
  let peak = 0;
  for (let i = 0; i < x.length; i++) peak = Math.max(peak, Math.abs(x[i]!));
  const silence = peak * 0.03;

  for (let f = 0; f < frames; f++) {
    const at = f * hop;
    let e0 = 0;
    for (let i = 0; i < win; i++) e0 += x[at + i]! * x[at + i]!;
    if (Math.sqrt(e0 / win) < silence) continue;
    // Every other lag first (a correlation peak spans several lags at these periods), then the
    // chosen peak's two neighbours: half the work of trying every lag.
    let best = 0;
    let lag = minLag;
    // Four lags per pass over the frame (the same sums, in the same order, as one lag at a time).
    for (; lag + 6 <= maxLag; lag += 8) best = correlations4(x, at, lag, win, e0, scores, lag - minLag, best);
    for (; lag <= maxLag; lag += 2) {
      const r = correlation(x, at, lag, win, e0);
      scores[lag - minLag] = r;
      if (r > best) best = r;
    }
    // The shortest lag that correlates nearly as well as the best one: the period, not a multiple.
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag += 2) {
      const r = scores[lag - minLag]!;
      const isPeak = (lag - 2 < minLag || r >= scores[lag - 2 - minLag]!) && (lag + 2 > maxLag || r >= scores[lag + 2 - minLag]!);
      if (isPeak && r >= 0.9 * best) {
        bestLag = lag;
        let bestHere = r;
        for (const near of [lag - 1, lag + 1]) {
          if (near < minLag || near > maxLag) continue;
          const rNear = correlation(x, at, near, win, e0);
          if (rNear > bestHere) {
            bestHere = rNear;
            bestLag = near;
          }
        }
        best = Math.max(best, bestHere);
        break;
      }
    }
    if (best >= MIN_VOICING) {
      voiced[f] = 1;
      framePeriod[f] = bestLag;
    }
  }
  // Bridge one-frame dropouts so a vowel is not split into pieces.
  for (let f = 1; f + 1 < frames; f++) {
    if (!voiced[f] && voiced[f - 1] && voiced[f + 1]) {
      voiced[f] = 1;
      framePeriod[f] = (framePeriod[f - 1]! + framePeriod[f + 1]!) / 2;
    }
  }

  // Marks: walk each voiced stretch one period at a time, snapping to the cycle's peak so every
  // grain is cut at the same point of its cycle.
  const marks: number[] = [];
  const periods: number[] = [];
  let f = 0;
  while (f < frames) {
    if (!voiced[f]) {
      f++;
      continue;
    }
    const startFrame = f;
    while (f < frames && voiced[f]) f++;
    const end = Math.min(x.length, f * hop + win);
    let t = startFrame * hop;
    let period = framePeriod[startFrame]!;
    t = peakNear(x, t + (period >> 1), period >> 1);
    while (t < end) {
      const frame = Math.min(frames - 1, Math.floor(t / hop));
      if (voiced[frame]) period = framePeriod[frame]!;
      marks.push(t);
      periods.push(Math.round(period));
      const next = peakNear(x, Math.round(t + period), Math.max(2, Math.round(period * 0.2)));
      t = Math.max(t + Math.round(period * 0.6), next);
    }
  }
  return { marks: Int32Array.from(marks), periods: Int32Array.from(periods), voiced, hop };
}

/** Normalised correlation of x[at…] with x[at + lag…] over every other sample of `win` (e0: the frame's energy). */
function correlation(x: Float32Array, at: number, lag: number, win: number, e0: number): number {
  let c = 0;
  let e1 = 0;
  for (let i = 0; i < win; i += 2) {
    const b = x[at + i + lag]!;
    c += x[at + i]! * b;
    e1 += b * b;
  }
  return c / Math.sqrt((e0 / 2) * e1 + 1e-12);
}

/**
 * correlation() at lags lag, lag + 2, lag + 4 and lag + 6 in one pass: four independent pairs of
 * sums that the processor runs side by side (one lag at a time waits on each addition). Stores each
 * into scores[offset + 0, 2, 4, 6] and returns `best` raised to the highest, in lag order as before.
 */
function correlations4(x: Float32Array, at: number, lag: number, win: number, e0: number, scores: Float32Array, offset: number, best: number): number {
  let c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  let e10 = 0, e11 = 0, e12 = 0, e13 = 0;
  const base = at + lag;
  for (let i = 0; i < win; i += 2) {
    const a = x[at + i]!;
    const b0 = x[base + i]!;
    const b1 = x[base + i + 2]!;
    const b2 = x[base + i + 4]!;
    const b3 = x[base + i + 6]!;
    c0 += a * b0;
    e10 += b0 * b0;
    c1 += a * b1;
    e11 += b1 * b1;
    c2 += a * b2;
    e12 += b2 * b2;
    c3 += a * b3;
    e13 += b3 * b3;
  }
  const half = e0 / 2;
  const r0 = c0 / Math.sqrt(half * e10 + 1e-12);
  const r1 = c1 / Math.sqrt(half * e11 + 1e-12);
  const r2 = c2 / Math.sqrt(half * e12 + 1e-12);
  const r3 = c3 / Math.sqrt(half * e13 + 1e-12);
  scores[offset] = r0;
  scores[offset + 2] = r1;
  scores[offset + 4] = r2;
  scores[offset + 6] = r3;
  if (r0 > best) best = r0;
  if (r1 > best) best = r1;
  if (r2 > best) best = r2;
  if (r3 > best) best = r3;
  return best;
}

function peakNear(x: Float32Array, centre: number, radius: number): number {
  let best = Math.min(x.length - 1, Math.max(0, centre));
  let value = -Infinity;
  for (let i = Math.max(0, centre - radius); i <= Math.min(x.length - 1, centre + radius); i++) {
    if (x[i]! > value) {
      value = x[i]!;
      best = i;
    }
  }
  return best;
}

/** A note to sing from `start` (output samples) on: its frequency in Hz. */
export interface NoteSpan {
  start: number;
  hz: number;
}

/**
 * Re-sings `x` over `outLength` samples on `notes` (ascending starts; the first starts at 0).
 * Unvoiced sounds (s, f, t…) keep their own time structure: they are copied in short grains.
 * `pitchAt` (Hz per output sample), when given, replaces the notes' steady pitches: glides and
 * vibrato. Grains are never resampled, whatever the pitch: the formants stay the voice's own.
 */
export function psola(x: Float32Array, analysis: PitchAnalysis, sampleRate: number, outLength: number, notes: readonly NoteSpan[], wideGrains = false, pitchAt?: Float32Array): Float32Array {
  const out = new Float32Array(outLength);
  if (x.length === 0 || outLength === 0) return out;
  const { marks, periods, voiced, hop } = analysis;
  const ratio = x.length / outLength;
  const noiseHop = Math.round(sampleRate * 0.004);
  let note = 0;
  let t = 0;
  let markCursor = 0;
  while (t < outLength) {
    while (note + 1 < notes.length && notes[note + 1]!.start <= t) note++;
    const inPos = Math.min(x.length - 1, Math.round(t * ratio));
    const isVoiced = voiced[Math.floor(inPos / hop)] === 1 && marks.length > 0;
    if (isVoiced) {
      while (markCursor + 1 < marks.length && Math.abs(marks[markCursor + 1]! - inPos) <= Math.abs(marks[markCursor]! - inPos)) markCursor++;
      while (markCursor > 0 && Math.abs(marks[markCursor - 1]! - inPos) < Math.abs(marks[markCursor]! - inPos)) markCursor--;
      const centre = marks[markCursor]!;
      const inPeriod = periods[markCursor]!;
      const hz = pitchAt ? pitchAt[Math.min(pitchAt.length - 1, Math.floor(t))]! : notes[note]!.hz;
      // A fractional period, its grain placed between samples: at 16 kHz a whole-sample period
      // moves a high note in steps of ~60 cents, which would swallow a vibrato.
      const outPeriod = Math.max(8, sampleRate / hz);
      // Grains two *output* periods wide (capped by the input's) overlap-add to a flat envelope;
      // wide grains (two input periods, as in textbook PSOLA) keep the formants sharper when the
      // note is far above the speech (used for names: pocketsphinx heard more of them).
      const half = wideGrains ? inPeriod : Math.min(inPeriod, Math.round(outPeriod));
      addGrainAt(x, out, centre, t, half);
      t += outPeriod;
    } else {
      addGrain(x, out, inPos, Math.round(t), noiseHop, 1);
      t = Math.round(t) + noiseHop;
    }
  }
  return out;
}

/** Adds x[centre − half, centre + half) under a Hann window at out[at − half, …). */
function addGrain(x: Float32Array, out: Float32Array, centre: number, at: number, half: number, gain: number): void {
  const width = 2 * half;
  const window = hann(width);
  for (let i = 0; i < width; i++) {
    const src = centre - half + i;
    const dst = at - half + i;
    if (src < 0 || src >= x.length || dst < 0 || dst >= out.length) continue;
    out[dst]! += x[src]! * window[i]! * gain;
  }
}

/** addGrain at a fractional output position (linear interpolation between the two neighbours). */
function addGrainAt(x: Float32Array, out: Float32Array, centre: number, at: number, half: number): void {
  const whole = Math.floor(at);
  const frac = at - whole;
  if (frac < 1e-6) {
    addGrain(x, out, centre, whole, half, 1);
    return;
  }
  const width = 2 * half;
  const window = hann(width);
  for (let i = 0; i < width; i++) {
    const src = centre - half + i;
    const dst = whole - half + i;
    if (src < 0 || src >= x.length || dst < 0 || dst + 1 >= out.length) continue;
    const v = x[src]! * window[i]!;
    out[dst]! += v * (1 - frac);
    out[dst + 1]! += v * frac;
  }
}

/** Hann windows by width (grain widths repeat: a few dozen distinct ones per song). */
const hannWindows = new Map<number, Float64Array>();

function hann(width: number): Float64Array {
  let window = hannWindows.get(width);
  if (!window) {
    window = new Float64Array(width);
    for (let i = 0; i < width; i++) window[i] = 0.5 - 0.5 * Math.cos((Math.PI * 2 * i) / width);
    if (hannWindows.size < 4096) hannWindows.set(width, window);
  }
  return window;
}

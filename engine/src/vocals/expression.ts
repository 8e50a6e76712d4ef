/**
 * What turns speech snapped onto notes into singing: a pitch line that glides into and between
 * notes and swings in a vibrato on held notes, a level that swells and falls within a phrase, and
 * a breath before a phrase. All of it drawn from a seeded Rng: the same song sings the same way.
 */
import { Rng } from '../rng';

/** A sung note inside a word: from `start` (samples) on, until the next one starts. */
export interface NoteAt {
  start: number;
  midi: number;
}

export interface ContourOptions {
  /** The note sung just before this word in the line: the voice glides from it. */
  glideFrom?: number;
  /** A name is sung plainly on its note: glides and vibrato blur it (ADR 0008). */
  plain: boolean;
}

/** Vibrato starts this long into a note (singers let a note settle first), then fades in. */
const VIBRATO_ONSET_SECONDS = 0.15;
const VIBRATO_FADE_IN_SECONDS = 0.12;
/** Notes shorter than this are sung straight: there is no time for a cycle. */
const VIBRATO_MIN_NOTE_SECONDS = 0.28;
const VIBRATO_RATE_HZ: [number, number] = [5.0, 6.4];
/** Peak-to-peak depth in cents (it varies within the note, see VIBRATO_SWAY). */
const VIBRATO_DEPTH_CENTS: [number, number] = [30, 42];
/** How much the depth breathes within a note (a fraction of it). */
const VIBRATO_SWAY = 0.2;
/** A glide between two syllables of a word, centred on their boundary. */
const SLUR_SECONDS = 0.05;
/** A glide from the previous word's note, from the onset on. */
const PORTAMENTO_SECONDS = 0.055;
/** A scoop: the note starts below and rises onto it. */
const SCOOP_CENTS: [number, number] = [50, 90];
const SCOOP_TIME_CONSTANT_SECONDS = 0.018;
/** Leaps wider than this are sung as a fresh attack, not a glide. */
const MAX_GLIDE_SEMITONES = 7;

/** The contour in MIDI notes, reused word after word (grown when needed). */
let midiScratch = new Float32Array(0);

/**
 * The sung pitch (Hz) at every output sample of a word of `length` samples: each note's MIDI,
 * glided into and, on held notes, with a vibrato whose rate and depth vary note by note.
 */
export function pitchContour(notes: readonly NoteAt[], length: number, sampleRate: number, rng: Rng, options: ContourOptions): Float32Array {
  if (midiScratch.length < length) midiScratch = new Float32Array(length);
  const midi = midiScratch.subarray(0, length);
  midi.fill(0);
  for (let k = 0; k < notes.length; k++) {
    const from = notes[k]!.start;
    const to = k + 1 < notes.length ? notes[k + 1]!.start : length;
    midi.fill(notes[k]!.midi, from, to);
  }
  if (!options.plain) {
    // The same note again (from the last word, or syllable to syllable) is one held note to a
    // singer: no new attack, and the vibrato carries on through it.
    const continued = options.glideFrom === notes[0]!.midi;
    if (!continued) onset(midi, notes[0]!.midi, sampleRate, rng, options.glideFrom);
    for (let k = 1; k < notes.length; k++) slur(midi, notes[k - 1]!, notes[k]!, length, sampleRate);
    const held = notes.filter((n, k) => k === 0 || n.midi !== notes[k - 1]!.midi);
    for (let k = 0; k < held.length; k++) {
      const to = k + 1 < held.length ? held[k + 1]!.start : length;
      vibrato(midi, held[k]!.start, to, sampleRate, rng, k + 1 < held.length, k === 0 && continued);
    }
  }
  const hz = new Float32Array(length);
  // A held stretch repeats its note: its frequency is worked out once.
  let lastMidi = NaN;
  let lastHz = 0;
  for (let i = 0; i < length; i++) {
    const m = midi[i]!;
    if (m !== lastMidi) {
      lastMidi = m;
      lastHz = 440 * Math.pow(2, (m - 69) / 12);
    }
    hz[i] = lastHz;
  }
  return hz;
}

/** The word's first note: glided from the last note when it is near, else scooped into from below. */
function onset(midi: Float32Array, target: number, sampleRate: number, rng: Rng, glideFrom: number | undefined): void {
  if (glideFrom !== undefined && glideFrom !== target && Math.abs(glideFrom - target) <= MAX_GLIDE_SEMITONES) {
    const span = Math.min(midi.length, Math.round(PORTAMENTO_SECONDS * sampleRate));
    for (let i = 0; i < span; i++) midi[i]! += (glideFrom - target) * (0.5 + 0.5 * Math.cos((Math.PI * i) / span));
    return;
  }
  const depth = (SCOOP_CENTS[0] + (SCOOP_CENTS[1] - SCOOP_CENTS[0]) * rng.next()) / 100;
  const tau = SCOOP_TIME_CONSTANT_SECONDS * sampleRate;
  const span = Math.min(midi.length, Math.round(5 * tau));
  for (let i = 0; i < span; i++) midi[i]! -= depth * Math.exp(-i / tau);
}

/** A smooth glide from one syllable's note to the next, across their boundary. */
function slur(midi: Float32Array, previous: NoteAt, next: NoteAt, length: number, sampleRate: number): void {
  if (previous.midi === next.midi || Math.abs(previous.midi - next.midi) > MAX_GLIDE_SEMITONES) return;
  const half = Math.round((SLUR_SECONDS * sampleRate) / 2);
  const from = Math.max(previous.start, next.start - half);
  const to = Math.min(length, next.start + half);
  for (let i = from; i < to; i++) {
    const x = (i - from) / Math.max(1, to - from);
    midi[i] = previous.midi + (next.midi - previous.midi) * (0.5 - 0.5 * Math.cos(Math.PI * x));
  }
}

/** A vibrato on [from, to) when the note is long enough; its depth breathes slowly. */
function vibrato(midi: Float32Array, from: number, to: number, sampleRate: number, rng: Rng, followed: boolean, continued: boolean): void {
  const rate = VIBRATO_RATE_HZ[0] + (VIBRATO_RATE_HZ[1] - VIBRATO_RATE_HZ[0]) * rng.next();
  const depth = VIBRATO_DEPTH_CENTS[0] + (VIBRATO_DEPTH_CENTS[1] - VIBRATO_DEPTH_CENTS[0]) * rng.next();
  const swayHz = 0.6 + 0.6 * rng.next();
  const swayPhase = 2 * Math.PI * rng.next();
  if ((to - from) / sampleRate < (continued ? VIBRATO_MIN_NOTE_SECONDS / 2 : VIBRATO_MIN_NOTE_SECONDS)) return;
  const onsetAt = from + (continued ? 0 : Math.round(VIBRATO_ONSET_SECONDS * sampleRate));
  const fadeIn = (continued ? VIBRATO_FADE_IN_SECONDS / 2 : VIBRATO_FADE_IN_SECONDS) * sampleRate;
  // Before the next syllable the swing fades so the slur starts from the note itself.
  const fadeOut = followed ? Math.round((SLUR_SECONDS * sampleRate) / 2) + Math.round(0.03 * sampleRate) : 0;
  // The two sines turn as rotations, set exactly again every 256 samples (the same to ~1e-13).
  const swayStep = (2 * Math.PI * swayHz) / sampleRate;
  const rateStep = (2 * Math.PI * rate) / sampleRate;
  const swayCos = Math.cos(swayStep), swaySin = Math.sin(swayStep);
  const rateCos = Math.cos(rateStep), rateSin = Math.sin(rateStep);
  let sway = 0, swayQ = 1, swing = 0, swingQ = 1;
  for (let i = onsetAt; i < to; i++) {
    if ((i - onsetAt) % 256 === 0) {
      const t = (i - onsetAt) / sampleRate;
      sway = Math.sin(2 * Math.PI * swayHz * t + swayPhase);
      swayQ = Math.cos(2 * Math.PI * swayHz * t + swayPhase);
      swing = Math.sin(2 * Math.PI * rate * t);
      swingQ = Math.cos(2 * Math.PI * rate * t);
    }
    const envelope = Math.min(1, (i - onsetAt) / fadeIn, fadeOut > 0 ? Math.max(0, (to - fadeOut - i) / fadeOut + 1) : 1);
    const cents = (depth / 2) * (1 + VIBRATO_SWAY * sway) * envelope * swing;
    midi[i]! += cents / 100;
    const nextSway = sway * swayCos + swayQ * swaySin;
    swayQ = swayQ * swayCos - sway * swaySin;
    sway = nextSway;
    const nextSwing = swing * rateCos + swingQ * rateSin;
    swingQ = swingQ * rateCos - swing * rateSin;
    swing = nextSwing;
  }
}

/**
 * The level of a word across its phrase (louder towards the middle of the line, the last word
 * falling away) and within it (a held note swells then relaxes). Names are never quieter than the
 * voice's level: they are the point of the song.
 */
export function shapeDynamics(audio: Float32Array, sampleRate: number, position: number, words: number, isName: boolean, lastOfLine: boolean): void {
  const arc = words > 1 ? 0.84 + 0.16 * Math.sin((Math.PI * (position + 0.5)) / words) : 1;
  const base = isName ? 1 : arc;
  const seconds = audio.length / sampleRate;
  const held = !isName && seconds > 0.35;
  const tail = lastOfLine && !isName ? 0.65 : 0.85;
  for (let i = 0; i < audio.length; i++) {
    let gain = base;
    if (held) {
      const x = i / audio.length;
      // Swell to 40 % of the note, then relax towards its end.
      // (y ** 1.5 as y · √y: the same to the last bit or so, a fraction of the time.)
      const y = (x - 0.4) / 0.6;
      gain *= x < 0.4 ? 0.9 + 0.15 * (x / 0.4) : 1.05 - (1.05 - tail) * (y * Math.sqrt(y));
    }
    audio[i]! *= gain;
  }
}

/** Level of a breath against the sung voice's RMS: heard close up, never over the band. */
const BREATH_LEVEL = 0.07;

/**
 * A breath (an inhale: soft noise shaped like an open throat, rising then cut off) of `seconds`,
 * at `voiceRms` × a quiet factor.
 */
export function breath(seconds: number, sampleRate: number, voiceRms: number, rng: Rng): Float32Array {
  const n = Math.max(1, Math.round(seconds * sampleRate));
  const out = new Float32Array(n);
  // Noise through two resonances (~1.2 and ~2.6 kHz, the throat and mouth) plus a little air.
  const bands = [resonator(1200 + 300 * rng.next(), 3, sampleRate), resonator(2600 + 500 * rng.next(), 4, sampleRate)];
  let hp = 0;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const white = 2 * rng.next() - 1;
    hp = 0.7 * (hp + white - previous); // one-pole high-pass: no rumble
    previous = white;
    out[i] = bands[0]!(hp) + 0.7 * bands[1]!(hp) + 0.15 * hp;
  }
  let energy = 0;
  for (let i = 0; i < n; i++) energy += out[i]! * out[i]!;
  const gain = (BREATH_LEVEL * voiceRms) / Math.sqrt(energy / n + 1e-12);
  for (let i = 0; i < n; i++) {
    const x = i / n;
    // Rises over most of its length, then stops quickly (the singer's mouth closes onto the note).
    const envelope = x < 0.75 ? Math.sin((Math.PI / 2) * (x / 0.75)) ** 2 : Math.cos((Math.PI / 2) * ((x - 0.75) / 0.25)) ** 2;
    out[i]! *= gain * envelope * 1.4;
  }
  return out;
}

/** A two-pole band-pass (RBJ constant 0 dB peak gain) as a per-sample function. */
function resonator(hz: number, q: number, sampleRate: number): (x: number) => number {
  const w = (2 * Math.PI * hz) / sampleRate;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  const b0 = alpha / a0;
  const b2 = -alpha / a0;
  const a1 = (-2 * Math.cos(w)) / a0;
  const a2 = (1 - alpha) / a0;
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  return (x) => {
    const y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1; x1 = x; y2 = y1; y1 = y;
    return y;
  };
}

/** An Rng for one sung word (its vibrato, its scoop): the same word in the same place sings the same. */
export function expressionRng(key: number): Rng {
  return new Rng(key >>> 0);
}

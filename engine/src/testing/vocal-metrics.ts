/**
 * How the dry lead vocal sings (tests, `npm run bench:engine`, `npm run song -- --stems`): a YIN
 * pitch track of the stem alone (no melody plan needed, so any stem can be judged), cut into
 * notes; then the share of held notes (≥ 450 ms) that carry a vibrato (4.5–7 Hz, ≥ 20 cents peak
 * to peak), and how many distinct pitches (semitones) the voice sings and over what range.
 */
import { parseLyrics } from '../lyrics';
import { cleanNames } from '../names';
import { planSong } from '../music/arrangement';
import { spokenNameWords } from '../pronunciation/pronunciation';
import { SAMPLE_RATE, hzToMidi } from '../synth/instruments';
import type { RenderRequest } from '../types';
import { VocalRenderer, type SungNote } from '../vocals/vocals';
import { yin, DECIMATE, decimate } from './pitch';

const HOP_SECONDS = 0.01;
/** A note held this long should show a vibrato (a singer's held notes do; speech never). */
export const HELD_NOTE_SECONDS = 0.45;
/** Vibrato is looked for after the note's onset (singers start it ~150 ms in) and before its release. */
const VIBRATO_ONSET_SECONDS = 0.15;
const RELEASE_SECONDS = 0.03;
const VIBRATO_HZ: [number, number] = [4.5, 7];
const MIN_EXTENT_CENTS = 20;
/** A pitch must stay this long on one semitone to count as a sung pitch (glides pass through others). */
const STABLE_NOTE_SECONDS = 0.1;
/** Frames of one note stay within this many semitones of it (a vibrato swings ±30 cents at most). */
const NOTE_TOLERANCE = 0.6;
/** Unvoiced frames a note may contain (a tracker dropout, not a new note). */
const MAX_GAP_FRAMES = 3;

export interface TrackedNote {
  start: number;
  end: number;
  /** The semitone (MIDI) the note stays on. */
  midi: number;
  /** The vibrato found in it (held notes only). */
  vibrato?: { rateHz: number; extentCents: number };
}

export interface VocalFigures {
  /** Notes held ≥ 450 ms, and how many of them carry a vibrato. */
  heldNotes: number;
  withVibrato: number;
  vibratoShare: number;
  /** Distinct semitones sung (notes held ≥ 100 ms), and the span between the lowest and highest. */
  distinctPitches: number;
  rangeSemitones: number;
  notes: TrackedNote[];
}

/** Pitch-tracks `stem` (mono) and measures its notes. */
export function vocalFigures(stem: Float32Array, sampleRate = SAMPLE_RATE): VocalFigures {
  const rate = sampleRate / DECIMATE;
  const frames = yin(decimate(stem), { sampleRate: rate, minHz: 70, maxHz: 800, silence: 0.01, hopSeconds: HOP_SECONDS });
  const midi = frames.map((f) => (f.hz > 0 ? hzToMidi(f.hz) : 0));
  const times = frames.map((f) => f.time);
  const notes = segmentNotes(midi, times);
  let held = 0;
  let withVibrato = 0;
  for (const note of notes) {
    if (note.end - note.start < HELD_NOTE_SECONDS) continue;
    held++;
    note.vibrato = vibratoOf(midi, times, note);
    if (note.vibrato) withVibrato++;
  }
  const pitches = notes.filter((n) => n.end - n.start >= STABLE_NOTE_SECONDS).map((n) => n.midi);
  return {
    heldNotes: held,
    withVibrato,
    vibratoShare: withVibrato / Math.max(1, held),
    distinctPitches: new Set(pitches).size,
    rangeSemitones: pitches.length > 0 ? Math.max(...pitches) - Math.min(...pitches) : 0,
    notes,
  };
}

/** One line of figures for a benchmark. */
export function describeVocal(f: VocalFigures): string {
  return `vibrato on ${f.withVibrato}/${f.heldNotes} held notes (${(f.vibratoShare * 100).toFixed(0)} %), ${f.distinctPitches} distinct pitches over ${f.rangeSemitones} semitones`;
}

/**
 * The dry lead vocal of one version (mono, 44.1 kHz), rendered in-process exactly as the song
 * renders it (same plan, seed and names), with the notes the tune asked for.
 */
export function renderLeadVocal(request: RenderRequest): { stem: Float32Array; sungNotes: SungNote[] } {
  const parsed = parseLyrics(request.lyrics);
  const seed = request.seed >>> 0;
  const plan = planSong(parsed, request.style, request.version, seed, request.targetDurationSec);
  const names = cleanNames(request.names);
  const renderer = new VocalRenderer(plan, parsed, request.vocalGender, seed, spokenNameWords(names, request.pronunciations), names);
  const stem = new Float32Array(Math.round(plan.durationSec * SAMPLE_RATE));
  renderer.render(stem, () => true);
  return { stem, sungNotes: renderer.sungNotes };
}

/** A mono 16-bit PCM WAV file's bytes. */
export function wavBytes(x: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const bytes = Buffer.alloc(44 + x.length * 2);
  bytes.write('RIFF', 0);
  bytes.writeUInt32LE(36 + x.length * 2, 4);
  bytes.write('WAVEfmt ', 8);
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(sampleRate, 24);
  bytes.writeUInt32LE(sampleRate * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36);
  bytes.writeUInt32LE(x.length * 2, 40);
  for (let i = 0; i < x.length; i++) bytes.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(x[i]! * 32767))), 44 + i * 2);
  return bytes;
}

/** Runs of voiced frames that stay on one semitone. */
function segmentNotes(midi: readonly number[], times: readonly number[]): TrackedNote[] {
  const notes: TrackedNote[] = [];
  let i = 0;
  while (i < midi.length) {
    if (midi[i] === 0) {
      i++;
      continue;
    }
    const anchor = Math.round(midi[i]!);
    const first = i;
    let last = i;
    let gap = 0;
    for (i = i + 1; i < midi.length; i++) {
      const m = midi[i]!;
      if (m === 0) {
        if (++gap > MAX_GAP_FRAMES) break;
        continue;
      }
      if (Math.abs(m - anchor) > NOTE_TOLERANCE) break;
      gap = 0;
      last = i;
    }
    i = last + 1;
    notes.push({ start: times[first]! - HOP_SECONDS / 2, end: times[last]! + HOP_SECONDS / 2, midi: anchor });
  }
  return notes;
}

/**
 * Fits a sine (plus a straight line, for drift) to the note's pitch after its onset, trying rates
 * from 3 to 9 Hz; a vibrato is a fit in 4.5–7 Hz that explains most of the movement and swings
 * ≥ 20 cents peak to peak.
 */
function vibratoOf(midi: readonly number[], times: readonly number[], note: TrackedNote): TrackedNote['vibrato'] {
  const t: number[] = [];
  const c: number[] = [];
  for (let i = 0; i < midi.length; i++) {
    if (times[i]! < note.start + VIBRATO_ONSET_SECONDS || times[i]! > note.end - RELEASE_SECONDS) continue;
    if (midi[i] === 0) continue;
    t.push(times[i]! - note.start);
    c.push(100 * (midi[i]! - note.midi));
  }
  if (t.length < 20) return undefined;
  const detrended = residual(t, c, []);
  const total = detrended.reduce((s, v) => s + v * v, 0);
  if (total <= 0) return undefined;
  let best = { hz: 0, left: Infinity, amplitude: 0 };
  for (let hz = 3; hz <= 9.001; hz += 0.1) {
    const sin = t.map((x) => Math.sin(2 * Math.PI * hz * x));
    const cos = t.map((x) => Math.cos(2 * Math.PI * hz * x));
    const fit = leastSquares(t, c, [sin, cos]);
    if (fit.left < best.left) best = { hz, left: fit.left, amplitude: Math.hypot(fit.coefficients[2]!, fit.coefficients[3]!) };
  }
  const explained = 1 - best.left / total;
  const extentCents = 2 * best.amplitude;
  if (best.hz < VIBRATO_HZ[0] || best.hz > VIBRATO_HZ[1] || extentCents < MIN_EXTENT_CENTS || explained < 0.5) return undefined;
  return { rateHz: Math.round(best.hz * 10) / 10, extentCents: Math.round(extentCents) };
}

function residual(t: number[], y: number[], extra: number[][]): number[] {
  const { coefficients } = leastSquares(t, y, extra);
  const columns = [t.map(() => 1), t, ...extra];
  return y.map((v, i) => v - columns.reduce((s, col, k) => s + coefficients[k]! * col[i]!, 0));
}

/** y ≈ a + b·t + Σ c_k·extra_k, by the normal equations (at most 4 unknowns). */
function leastSquares(t: number[], y: number[], extra: number[][]): { coefficients: number[]; left: number } {
  const columns = [t.map(() => 1), t, ...extra];
  const n = columns.length;
  const a = columns.map((ci) => columns.map((cj) => ci.reduce((s, v, k) => s + v * cj[k]!, 0)));
  const b = columns.map((ci) => ci.reduce((s, v, k) => s + v * y[k]!, 0));
  const x = solve(a, b, n);
  let left = 0;
  for (let k = 0; k < y.length; k++) {
    let fit = 0;
    for (let j = 0; j < n; j++) fit += x[j]! * columns[j]![k]!;
    left += (y[k]! - fit) ** 2;
  }
  return { coefficients: x, left };
}

/** Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[], n: number): number[] {
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      for (let k = col; k <= n; k++) m[r]![k]! -= f * m[col]![k]!;
    }
  }
  return m.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!));
}


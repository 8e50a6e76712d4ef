import type { SectionKind } from '../lyrics';
import { SCALES } from '../music/styles';
import type { Rng } from '../rng';
import type { SongStyle } from '../types';

/**
 * The sung tune: one note per syllable, always on the key's scale, inside a range that suits the
 * style and the section (verses lower, choruses higher and reaching the octave), shaped as a phrase
 * (an arch, or a dip for a verse's opening line) and landing on a tone of the bar's chord at the
 * end of the line; the last line of a section comes home (the tonic when the chord holds it).
 * A chorus's hook is one tune its call lines share, note for note, every time the chorus comes.
 */

/**
 * Scale degrees (0 = the song's tonic) a section's tune may use. Together a song's sections span
 * a twelfth (degrees −4…7): twelve distinct pitches over more than an octave, as a sung pop tune
 * does, where speech moves over a few semitones.
 */
const RANGES: Record<SongStyle, Partial<Record<SectionKind, [number, number]>> & { default: [number, number] }> = {
  // Rap-like verses move low and narrower; the hook opens up to the octave.
  'hip-hop': { verse: [-4, 2], chorus: [0, 7], bridge: [-1, 5], default: [-2, 4] },
  'k-pop': { verse: [-4, 3], chorus: [0, 7], bridge: [-1, 6], default: [-2, 4] },
  kids: { verse: [-4, 2], chorus: [0, 7], bridge: [-1, 5], default: [-2, 4] },
  wedding: { verse: [-4, 3], chorus: [0, 7], bridge: [-1, 6], default: [-2, 4] },
};

export interface MelodyRequest {
  style: SongStyle;
  section: SectionKind;
  mode: 'major' | 'minor';
  /** MIDI note of the tonic the degrees count from. */
  tonicMidi: number;
  /** Scale degree of the chord under the line's last syllable. */
  chordDegree: number;
  /** Syllables per word. */
  syllables: readonly number[];
  /** The last line of its section: the phrase resolves (tonic, else the chord's root). */
  resolve?: boolean;
  /** The line reaches the top of its range (a chorus's climax) or its bottom (a verse's opening). */
  reach?: 'top' | 'bottom';
  /** Scale degrees the whole range is moved by, to sit the tune in the voice (see VocalRenderer). */
  lift?: number;
  /** A tune (scale degrees) to sing again, stretched onto this line's syllables: the hook. */
  motif?: readonly number[];
}

export function sectionRange(style: SongStyle, section: SectionKind, lift = 0): [number, number] {
  const table = RANGES[style];
  const [low, high] = table[section] ?? table.default;
  return [low + lift, high + lift];
}

/** The lowest and highest degree any section of the style sings. */
export function tuneSpan(style: SongStyle): [number, number] {
  const ranges = Object.values(RANGES[style]) as [number, number][];
  return [Math.min(...ranges.map((r) => r[0])), Math.max(...ranges.map((r) => r[1]))];
}

/** Returns the MIDI note of every syllable, grouped per word. */
export function lineMelody(request: MelodyRequest, rng: Rng): number[][] {
  return toMidi(request, lineDegrees(request, rng));
}

/** The tune as scale degrees, one per syllable. */
export function lineDegrees(request: MelodyRequest, rng: Rng): number[] {
  const [low, high] = sectionRange(request.style, request.section, request.lift);
  const total = request.syllables.reduce((a, b) => a + b, 0);
  const last = endingDegree(request, low, high, rng);
  if (request.motif && request.motif.length > 0) {
    const motif = request.motif;
    const degrees = Array.from({ length: total }, (_, i) => motif[Math.min(motif.length - 1, total > 1 ? Math.round((i * (motif.length - 1)) / (total - 1)) : 0)]!);
    // Stretched or squeezed, the hook keeps its top note (the syllable nearest where it was).
    const top = Math.max(...motif);
    if (total > 2 && !degrees.slice(0, total - 1).includes(top)) degrees[Math.min(total - 2, Math.round((motif.indexOf(top) * (total - 1)) / Math.max(1, motif.length - 1)))] = top;
    // The motif's own ending when it suits this bar's chord; else the chord's.
    const own = degrees[total - 1]!;
    const rel = (((own - request.chordDegree) % 7) + 7) % 7;
    if (request.resolve || !(rel === 0 || rel === 2 || rel === 4)) degrees[total - 1] = last;
    return degrees;
  }
  // The phrase's turning point: an arch's peak, or the bottom of a verse's opening dip.
  const peak = Math.max(last, low + Math.round((high - low) * (0.6 + 0.4 * rng.next())));
  const turn = request.reach === 'top' ? high : request.reach === 'bottom' ? low : peak;
  let degree = Math.max(low, Math.min(high, last + rng.pick([-2, -1, 0, 1])));
  const degrees: number[] = [];
  for (let i = 0; i < total; i++) {
    const progress = total > 1 ? i / (total - 1) : 1;
    if (i === total - 1) degree = last;
    else if (i > 0) {
      // Aim for the turn in the first half, for the ending in the second; small steps, some repeats.
      const aim = progress < 0.5 ? turn : last;
      const step = Math.sign(aim - degree) * rng.pick([0, 1, 1, 2]) + rng.pick([0, 0, 0, -1, 1]);
      degree = Math.max(low, Math.min(high, degree + step));
    }
    degrees.push(degree);
  }
  // A line asked to reach its range's edge touches it (on its turning point, never on the ending).
  if (request.reach && total > 2) {
    const edge = request.reach === 'top' ? high : low;
    if (!degrees.includes(edge)) {
      const upto = Math.max(1, Math.round((total - 1) * 0.6));
      let at = 1;
      for (let i = 1; i < upto; i++) if (request.reach === 'top' ? degrees[i]! > degrees[at]! : degrees[i]! < degrees[at]!) at = i;
      degrees[at] = edge;
    }
  }
  return degrees;
}

/**
 * The line's last degree: a tone of the bar's chord inside the range. The last line of a section
 * resolves: onto the tonic when the chord holds it (I, IV, vi), else onto the chord's root.
 */
function endingDegree(request: MelodyRequest, low: number, high: number, rng: Rng): number {
  const chordTones: number[] = [];
  for (let d = low; d <= high; d++) {
    const rel = (((d - request.chordDegree) % 7) + 7) % 7;
    if (rel === 0 || rel === 2 || rel === 4) chordTones.push(d);
  }
  if (chordTones.length === 0) return low;
  if (request.resolve) {
    const tonics = chordTones.filter((d) => ((d % 7) + 7) % 7 === 0);
    const roots = chordTones.filter((d) => (((d - request.chordDegree) % 7) + 7) % 7 === 0);
    const homes = tonics.length > 0 ? tonics : roots.length > 0 ? roots : chordTones;
    // The home nearest the middle of the range: a resolution, not a leap to an edge.
    const middle = (low + high) / 2;
    return homes.reduce((best, d) => (Math.abs(d - middle) < Math.abs(best - middle) ? d : best));
  }
  return rng.pick(chordTones);
}

/** Scale degrees to MIDI notes, grouped per word. */
export function toMidi(request: Pick<MelodyRequest, 'mode' | 'tonicMidi' | 'syllables'>, degrees: readonly number[]): number[][] {
  const scale = SCALES[request.mode];
  const midi = degrees.map((d) => request.tonicMidi + scale[((d % 7) + 7) % 7]! + 12 * Math.floor(d / 7));
  const out: number[][] = [];
  let k = 0;
  for (const n of request.syllables) {
    out.push(midi.slice(k, k + n));
    k += n;
  }
  return out;
}

/** A third above in the scale: the harmony voice of a chorus. */
export function harmonyAbove(midi: number, tonicMidi: number, mode: 'major' | 'minor'): number {
  const scale = SCALES[mode];
  const rel = midi - tonicMidi;
  const octave = Math.floor(rel / 12);
  const pc = ((rel % 12) + 12) % 12;
  let index = scale.indexOf(pc as never);
  if (index < 0) index = scale.findIndex((s) => s > pc);
  const up = index + 2;
  return tonicMidi + 12 * (octave + Math.floor(up / 7)) + scale[up % 7]!;
}

/**
 * The note a name is sung on: the key's scale note nearest the pitch the voice speaks at. A name
 * moved far above its speaking pitch loses the recogniser (pocketsphinx heard 27 of 36 sung kids
 * names in their own line; 33 with the names at the speaking pitch, 30 four semitones over it; see
 * ADR 0008), and a listener the same way: names are called out low, the tune carries on around them.
 */
export function nameNote(speakingMidi: number, tonicMidi: number, mode: 'major' | 'minor'): number {
  // A scale never skips two semitones in a row: the nearest scale note is within a semitone.
  const scale: readonly number[] = SCALES[mode];
  const near = Math.round(speakingMidi);
  const inKey = [near - 1, near, near + 1].filter((m) => scale.includes((((m - tonicMidi) % 12) + 12) % 12));
  return inKey.reduce((best, m) => (Math.abs(m - speakingMidi) < Math.abs(best - speakingMidi) ? m : best));
}

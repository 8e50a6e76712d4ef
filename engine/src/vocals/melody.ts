import type { SectionKind } from '../lyrics';
import { SCALES } from '../music/styles';
import type { Rng } from '../rng';
import type { SongStyle } from '../types';

/**
 * The sung tune: one note per syllable, always on the key's scale, inside a range that suits the
 * style and the section (verses lower and narrower, choruses higher and wider), shaped as a phrase
 * (rising then falling) and landing on a tone of the bar's chord at the end of the line.
 */

/** Scale degrees (0 = the tonic nearest the voice's centre) a section's tune may use. */
const RANGES: Record<SongStyle, Partial<Record<SectionKind, [number, number]>> & { default: [number, number] }> = {
  // Rap-like verses move in a narrow band; the hook opens up.
  'hip-hop': { verse: [-2, 2], chorus: [0, 5], bridge: [-1, 3], default: [-1, 3] },
  'k-pop': { verse: [-2, 3], chorus: [0, 5], bridge: [-1, 4], default: [-1, 3] },
  kids: { verse: [-2, 2], chorus: [0, 5], bridge: [-1, 3], default: [-1, 3] },
  wedding: { verse: [-2, 3], chorus: [0, 5], bridge: [-1, 4], default: [-1, 3] },
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
}

export function sectionRange(style: SongStyle, section: SectionKind): [number, number] {
  const table = RANGES[style];
  return table[section] ?? table.default;
}

/** Returns the MIDI note of every syllable, grouped per word. */
export function lineMelody(request: MelodyRequest, rng: Rng): number[][] {
  const [low, high] = sectionRange(request.style, request.section);
  const total = request.syllables.reduce((a, b) => a + b, 0);
  // Ending: a chord tone (root, third or fifth of the bar's chord) inside the range.
  const chordTones: number[] = [];
  for (let d = low; d <= high; d++) {
    const rel = (((d - request.chordDegree) % 7) + 7) % 7;
    if (rel === 0 || rel === 2 || rel === 4) chordTones.push(d);
  }
  const last = chordTones.length > 0 ? rng.pick(chordTones) : low;
  const peak = Math.max(last, low + Math.round((high - low) * (0.6 + 0.4 * rng.next())));
  let degree = Math.max(low, Math.min(high, last + rng.pick([-2, -1, 0, 1])));
  const degrees: number[] = [];
  for (let i = 0; i < total; i++) {
    const progress = total > 1 ? i / (total - 1) : 1;
    if (i === total - 1) degree = last;
    else if (i > 0) {
      // Aim for the peak in the first half, for the ending in the second; small steps, some repeats.
      const aim = progress < 0.5 ? peak : last;
      const step = Math.sign(aim - degree) * rng.pick([0, 1, 1, 2]) + rng.pick([0, 0, 0, -1, 1]);
      degree = Math.max(low, Math.min(high, degree + step));
    }
    degrees.push(degree);
  }
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
 * issue 16), and a listener the same way: names are called out low, the tune carries on around them.
 */
export function nameNote(speakingMidi: number, tonicMidi: number, mode: 'major' | 'minor'): number {
  // A scale never skips two semitones in a row: the nearest scale note is within a semitone.
  const scale: readonly number[] = SCALES[mode];
  const near = Math.round(speakingMidi);
  const inKey = [near - 1, near, near + 1].filter((m) => scale.includes((((m - tonicMidi) % 12) + 12) % 12));
  return inKey.reduce((best, m) => (Math.abs(m - speakingMidi) < Math.abs(best - speakingMidi) ? m : best));
}

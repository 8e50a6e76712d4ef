import type { InstrumentName } from '../synth/instruments';
import type { SongStyle } from '../types';

/** A drum groove: for each instrument, the 16th steps it plays in a 4/4 bar, with velocity. */
export type Groove = Partial<Record<InstrumentName, [step: number, velocity: number][]>>;

export interface StyleProfile {
  /** Tempo range per version: each song picks its own tempo inside it (see tempoFor). */
  bpm: [[number, number], [number, number]];
  /** Delay of off-beat 16ths as a fraction of a 16th (0 = straight). */
  swing: [number, number];
  mode: ['major' | 'minor', 'major' | 'minor'];
  /** Key roots (MIDI pitch classes 0–11) to choose from per version. */
  roots: [number[], number[]];
  verseProgressions: number[][];
  chorusProgressions: number[][];
  grooves: [Groove, Groove];
  /** Grooves used in intros, bridges and outros (lighter). */
  lightGroove: Groove;
  /** Bass instrument per version. */
  bass: [InstrumentName, InstrumentName];
  /** Bass rhythm: 16th steps where the bass plays in a bar (root of the bar's chord). */
  bassSteps: [number[], number[]];
  /** Chord instrument per version (the two versions are arranged differently). */
  chords: [InstrumentName, InstrumentName];
  /** 'block' = sustained chord per bar, 'stabs' = on given steps, 'arp' = broken chord on 8ths, 'strum' = per beat. */
  chordStyle: ['block' | 'stabs' | 'arp' | 'strum', 'block' | 'stabs' | 'arp' | 'strum'];
  /** Pad per version (none: the chords carry the harmony alone). */
  pad: [InstrumentName | undefined, InstrumentName | undefined];
  lead: [InstrumentName, InstrumentName];
  /** MIDI note the tune's tonic sits nearest to (the key decides the exact note): female / male voice. */
  vocalCentre: { female: number; male: number };
  /** Shortest time a sung syllable may take, seconds. */
  minSyllable: number;
}

const ev = (steps: number[], velocity = 1): [number, number][] => steps.map((s) => [s, velocity]);
const every = (step: number, velocity: number, accent = velocity): [number, number][] =>
  Array.from({ length: 16 / step }, (_, i) => [i * step, i % 2 === 0 ? accent : velocity] as [number, number]);

export const STYLE_PROFILES: Record<SongStyle, StyleProfile> = {
  'hip-hop': {
    bpm: [[86, 98], [78, 90]],
    swing: [0.12, 0.28],
    mode: ['minor', 'minor'],
    roots: [[9, 10, 0], [2, 4, 5]],
    verseProgressions: [[0, 5, 2, 6], [0, 3, 5, 4], [0, 6, 5, 6]],
    chorusProgressions: [[5, 6, 0, 0], [3, 4, 0, 6], [5, 3, 0, 4]],
    grooves: [
      { kick808: ev([0, 7, 10]), snare: ev([4, 12]), hat: every(2, 0.55, 0.8) },
      { kick808: [[0, 1], [3, 0.7], [8, 0.9], [11, 0.7]], clap: ev([4, 12]), hat: every(1, 0.35, 0.7), openHat: ev([14], 0.5) },
    ],
    lightGroove: { hat: every(2, 0.5, 0.7), rim: ev([4, 12], 0.7) },
    bass: ['bass808', 'softBass'],
    bassSteps: [[0, 7, 10], [0, 3, 8, 11]],
    chords: ['epiano', 'piano'],
    chordStyle: ['stabs', 'block'],
    pad: [undefined, 'strings'],
    lead: ['bell', 'pluck'],
    vocalCentre: { female: 60, male: 52 },
    minSyllable: 0.2,
  },
  'k-pop': {
    bpm: [[118, 130], [108, 120]],
    swing: [0, 0.08],
    mode: ['minor', 'major'],
    roots: [[1, 2, 4], [7, 9, 11]],
    verseProgressions: [[0, 5, 2, 6], [5, 6, 0, 4], [0, 3, 6, 2]],
    chorusProgressions: [[5, 6, 4, 0], [3, 4, 5, 0], [0, 4, 5, 3]],
    grooves: [
      { kick: ev([0, 4, 8, 12]), clap: ev([4, 12]), hat: every(1, 0.3, 0.55), openHat: ev([2, 6, 10, 14], 0.45) },
      { kick: ev([0, 4, 8, 12]), snare: ev([4, 12]), clap: ev([12], 0.6), shaker: every(1, 0.4, 0.7), openHat: ev([6, 14], 0.4) },
    ],
    lightGroove: { hat: every(2, 0.4, 0.6), clap: ev([12], 0.6) },
    bass: ['pluckBass', 'bass808'],
    bassSteps: [[0, 2, 4, 6, 8, 10, 12, 14], [0, 3, 6, 8, 11, 14]],
    chords: ['pluck', 'supersaw'],
    chordStyle: ['arp', 'stabs'],
    pad: ['supersaw', 'strings'],
    lead: ['pluck', 'bell'],
    vocalCentre: { female: 62, male: 51 },
    minSyllable: 0.19,
  },
  kids: {
    bpm: [[104, 120], [96, 110]],
    swing: [0.15, 0],
    mode: ['major', 'major'],
    roots: [[0, 2, 7], [5, 9, 10]],
    verseProgressions: [[0, 3, 4, 0], [0, 4, 5, 3], [0, 5, 3, 4]],
    chorusProgressions: [[3, 4, 0, 0], [3, 0, 4, 0], [0, 3, 4, 4]],
    grooves: [
      { softKick: ev([0, 8]), snare: ev([4, 12], 0.6), tambourine: every(2, 0.4, 0.6) },
      { softKick: ev([0, 6, 8]), clap: ev([4, 12], 0.7), shaker: every(2, 0.4, 0.6) },
    ],
    lightGroove: { tambourine: every(4, 0.5) },
    bass: ['softBass', 'pluckBass'],
    bassSteps: [[0, 8], [0, 6, 8, 12]],
    chords: ['uke', 'piano'],
    chordStyle: ['strum', 'strum'],
    pad: [undefined, 'strings'],
    lead: ['bell', 'pluck'],
    vocalCentre: { female: 64, male: 53 },
    minSyllable: 0.21,
  },
  wedding: {
    bpm: [[94, 108], [86, 100]],
    swing: [0, 0.1],
    mode: ['major', 'major'],
    roots: [[2, 5, 7], [0, 3, 10]],
    verseProgressions: [[0, 4, 5, 3], [0, 5, 3, 4], [0, 2, 3, 4]],
    chorusProgressions: [[3, 4, 0, 5], [3, 0, 4, 4], [5, 3, 0, 4]],
    grooves: [
      { softKick: ev([0, 10]), rim: ev([4, 12], 0.8), shaker: every(1, 0.25, 0.45) },
      { softKick: ev([0, 7, 8]), snare: ev([4, 12], 0.5), hat: every(2, 0.3, 0.5) },
    ],
    lightGroove: { shaker: every(2, 0.3, 0.45) },
    bass: ['softBass', 'pluckBass'],
    bassSteps: [[0, 8], [0, 6, 10]],
    chords: ['piano', 'uke'],
    chordStyle: ['arp', 'block'],
    pad: ['strings', 'supersaw'],
    lead: ['bell', 'pluck'],
    vocalCentre: { female: 61, male: 50 },
    minSyllable: 0.22,
  },
};

export const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
} as const;

/** Chord tones (MIDI) of scale degree `degree` as a triad, around `base`. */
export function triad(root: number, mode: 'major' | 'minor', degree: number, base: number): number[] {
  const scale = SCALES[mode];
  return [0, 2, 4].map((k) => {
    const d = degree + k;
    return base + root + scale[d % 7]! + 12 * Math.floor(d / 7);
  });
}

export function scaleNote(root: number, mode: 'major' | 'minor', degree: number, base: number): number {
  const scale = SCALES[mode];
  const octave = Math.floor(degree / 7);
  return base + root + scale[((degree % 7) + 7) % 7]! + 12 * octave;
}

/** Pitch classes (0–11) of the triad on scale degree `degree` of the key, root first. */
export function chordPitchClasses(root: number, mode: 'major' | 'minor', degree: number): number[] {
  return triad(root, mode, degree, 0).map((m) => ((m % 12) + 12) % 12);
}

/** The MIDI note of pitch class `pc` in the octave [low, low + 12). */
export function inOctave(pc: number, low: number): number {
  return low + ((((pc - low) % 12) + 12) % 12);
}

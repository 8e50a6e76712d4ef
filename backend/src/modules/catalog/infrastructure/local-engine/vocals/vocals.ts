import type { LyricLine, ParsedLyrics } from '../lyrics';
import type { SongPlan, VocalLinePlan } from '../music/arrangement';
import { scaleNote } from '../music/styles';
import { Rng, hashString } from '../rng';
import { SAMPLE_RATE, midiToHz } from '../synth/instruments';
import { countSyllables } from '../syllables';
import { transliterate } from '../transliterate';
import type { TimedLine, TimedWord, VocalGender } from '../types';
import { resamplePitched, rms, splitWords, timeStretch, trimSilence } from './dsp';
import { FLITE_SAMPLE_RATE, speak, type FliteVoice } from './flite';

const WORD_RMS = 0.12;
const FADE_SECONDS = 0.008;
/** Natural length of a flite syllable, used to pick a speaking rate close to the grid. */
const FLITE_SYLLABLE_SECONDS = 0.2;

interface WordNote {
  word: string;
  voiceText: string;
  syllables: number;
  midi: number;
}

/**
 * Sings the lyrics: one flite utterance per line at the line's main note (words separated by
 * pauses so they can be cut apart), then each word is stretched to its slot on the beat grid and
 * pitched to its melody note. Word timings are where the words are placed, so they are exact.
 */
export class VocalRenderer {
  private readonly lineCount: number;
  /** End of the last placed word: lines never overlap, even when a long word overflows. */
  private lastEnd = 0;
  /**
   * Sung words by everything that shapes their sound: a repeated line (a chorus, a reprise)
   * costs flite and the stretching only once. Entries are never mutated, only copied out.
   */
  private readonly utterances = new Map<string, Float32Array[]>();
  private readonly pitchedWords = new Map<string, Float32Array>();
  /** Texts sung more than once: only those are worth keeping in the caches above. */
  private readonly repeatedTexts = new Set<string>();

  constructor(
    private readonly plan: SongPlan,
    private readonly parsed: ParsedLyrics,
    private readonly gender: VocalGender,
    private readonly seed: number,
  ) {
    this.lineCount = parsed.lines.length;
    const seen = new Set<string>();
    for (const { lineIndex } of plan.vocalLines) {
      const text = parsed.lines[lineIndex]!.text;
      if (seen.has(text)) this.repeatedTexts.add(text);
      seen.add(text);
    }
  }

  /** Renders the lines accepted by `include` into `out` (mono, 44.1 kHz) and returns their timings. */
  render(out: Float32Array, include: (line: VocalLinePlan) => boolean): TimedLine[] {
    const timed: TimedLine[] = [];
    for (const linePlan of this.plan.vocalLines) {
      if (!include(linePlan)) continue;
      const line = this.parsed.lines[linePlan.lineIndex]!;
      const words = this.renderLine(out, line, linePlan);
      timed.push({ start: words[0]!.start, end: words[words.length - 1]!.end, words });
    }
    return timed;
  }

  lineStartSec(linePlan: VocalLinePlan): number {
    return linePlan.startBar * this.plan.barSec;
  }

  private voiceFor(lineIndex: number): { voice: FliteVoice; female: boolean } {
    const v = this.plan.version;
    if (this.gender === 'female') return { voice: 'slt', female: true };
    if (this.gender === 'male') return { voice: v === 1 ? 'rms' : 'awb', female: false };
    // Mixed: alternate line by line; version 2 starts with the other voice.
    const female = (lineIndex + v) % 2 === 1;
    return { voice: female ? 'slt' : v === 1 ? 'awb' : 'rms', female };
  }

  private melody(line: LyricLine, linePlan: VocalLinePlan, female: boolean): WordNote[] {
    const { plan } = this;
    const chordDegree = plan.bars[linePlan.startBar]?.degree ?? 0;
    const centre = plan.profile.vocalCentre[female ? 'female' : 'male'] + (plan.version === 2 ? 2 : 0);
    const tonic = centre - ((((centre - plan.root) % 12) + 12) % 12);
    // Chorus lines get the same tune every time they come back (that is what makes a hook).
    const key = line.sectionKind === 'chorus' ? `chorus:${line.text}` : `line:${linePlan.lineIndex}`;
    const rng = new Rng((hashString(key) ^ this.seed ^ (plan.version * 0x9e3779b1)) >>> 0);
    // The line sits on a chord tone; its words move one scale step around it at most. Larger
    // leaps are sung by the next line: shifting a spoken word by more than ~2 semitones
    // (resampling moves its formants too) measurably costs intelligibility.
    let home = chordDegree + rng.pick([0, 2, 4]);
    if (home > 5) home -= 7;
    const notes = line.words.map((word, i) => {
      const isLast = i === line.words.length - 1;
      const degree = isLast ? home : home + rng.pick([0, 0, 1, -1, 1]);
      const voiceText = voiceTextOf(word);
      return { word, voiceText, syllables: countSyllables(voiceText), midi: scaleNote(plan.root, plan.mode, degree, tonic - plan.root) };
    });
    return notes;
  }

  private renderLine(out: Float32Array, line: LyricLine, linePlan: VocalLinePlan): TimedWord[] {
    const { plan } = this;
    const { voice, female } = this.voiceFor(linePlan.lineIndex);
    const notes = this.melody(line, linePlan, female);
    const lineMidi = notes[notes.length - 1]!.midi;

    const lineStart = linePlan.startBar * plan.barSec;
    const span = linePlan.bars * plan.barSec;
    const totalSyllables = notes.reduce((n, w) => n + w.syllables, 0);
    const step = Math.min(plan.barSec / 8, (span * 0.86) / totalSyllables);
    const stretch = Math.max(0.85, Math.min(1.3, (step * 0.95) / FLITE_SYLLABLE_SECONDS));

    const utteranceKey = `${voice}|${lineMidi}|${stretch}|${notes.map((n) => n.voiceText).join('|')}`;
    const segments = this.utterances.get(utteranceKey) ?? this.speakWords(notes, voice, midiToHz(lineMidi), stretch);
    const cache = this.repeatedTexts.has(line.text);
    if (cache) this.utterances.set(utteranceKey, segments);
    const words: TimedWord[] = [];
    let gridSyllables = 0;
    let previousEnd = Math.max(lineStart, this.lastEnd);
    const lineEnd = lineStart + span - 0.05;
    notes.forEach((note, i) => {
      const isLast = i === notes.length - 1;
      const start = Math.max(lineStart + gridSyllables * step, previousEnd + 0.012);
      gridSyllables += note.syllables;
      const slot = isLast ? Math.min(note.syllables * step + 2 * step, lineEnd - start) : note.syllables * step;
      const pitchRatio = Math.pow(2, Math.max(-2, Math.min(2, note.midi - lineMidi)) / 12);
      const natural = segments[i]!;
      const naturalSec = natural.length / FLITE_SAMPLE_RATE / pitchRatio;
      const targetSec = Math.max(naturalSec * 0.7, Math.min(naturalSec * 1.9, slot * 0.92));
      const stretchedLength = Math.round(targetSec * pitchRatio * FLITE_SAMPLE_RATE);
      const wordKey = `${utteranceKey}#${i}|${stretchedLength}|${pitchRatio}`;
      const full = this.pitchedWords.get(wordKey) ?? resamplePitched(timeStretch(natural, stretchedLength, FLITE_SAMPLE_RATE), FLITE_SAMPLE_RATE, SAMPLE_RATE, pitchRatio);
      if (cache) this.pitchedWords.set(wordKey, full);
      // Never run into the next line: cut (with the fade below) at the end of this line's bars.
      const room = Math.max(0.05, lineEnd - start);
      const audio = full.slice(0, Math.min(full.length, Math.floor(room * SAMPLE_RATE)));
      shapeWord(audio);
      const at = Math.round(start * SAMPLE_RATE);
      for (let k = 0; k < audio.length && at + k < out.length; k++) out[at + k]! += audio[k]!;
      const end = start + audio.length / SAMPLE_RATE;
      words.push({ word: note.word, start: round3(start), end: round3(end) });
      previousEnd = end;
    });
    this.lastEnd = previousEnd;
    return words;
  }

  /** One utterance per line; falls back to one utterance per word when pauses cannot be found. */
  private speakWords(notes: WordNote[], voice: FliteVoice, f0: number, stretch: number): Float32Array[] {
    const text = notes.map((n) => n.voiceText).join('. ') + '.';
    const utterance = speak(text, { voice, f0, durationStretch: stretch });
    const spans = notes.length === 1 ? splitWords(utterance, FLITE_SAMPLE_RATE, 1) : splitWords(utterance, FLITE_SAMPLE_RATE, notes.length);
    if (spans && spans.every((s) => s.end - s.start > FLITE_SAMPLE_RATE * 0.06)) return spans.map((s) => utterance.slice(s.start, s.end));
    return notes.map((n) => trimSilence(speak(`${n.voiceText}.`, { voice, f0, durationStretch: stretch }), FLITE_SAMPLE_RATE));
  }

  get lines(): number {
    return this.lineCount;
  }
}

/** What the English voice is given for a lyric token: Latin letters only, never empty. */
export function voiceTextOf(word: string): string {
  const latin = transliterate(word).toLowerCase().replace(/[^a-z0-9' -]/g, ' ').replace(/\s+/g, ' ').trim();
  return latin.length > 0 ? latin : 'la';
}

function shapeWord(audio: Float32Array): void {
  const level = rms(audio);
  let peak = 0;
  for (let i = 0; i < audio.length; i++) peak = Math.max(peak, Math.abs(audio[i]!));
  const gain = Math.min(level > 1e-5 ? WORD_RMS / level : 1, peak > 0 ? 0.9 / peak : 1);
  const fade = Math.min(Math.round(FADE_SECONDS * SAMPLE_RATE), audio.length >> 1);
  for (let i = 0; i < audio.length; i++) {
    const edge = Math.min(1, i / fade, (audio.length - 1 - i) / fade);
    audio[i]! *= gain * edge;
  }
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

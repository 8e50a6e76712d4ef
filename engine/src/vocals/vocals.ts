import type { LyricLine, ParsedLyrics } from '../lyrics';
import type { SongPlan, VocalLinePlan } from '../music/arrangement';
import { Rng, hashString } from '../rng';
import { SAMPLE_RATE, hzToMidi, midiToHz } from '../synth/instruments';
import { countSyllables } from '../syllables';
import { fliteLexiconOf, nameWordOf, spokenFormOf } from '../pronunciation/pronunciation';
import { transliterate } from '../transliterate';
import type { TimedLine, TimedWord, VocalGender } from '../types';
import { resamplePitched, rms, splitWords, trimSilence } from './dsp';
import { addAir } from './exciter';
import { FLITE_SAMPLE_RATE, speak, speakParts, type FliteVoice } from './flite';
import { harmonyAbove, lineMelody, nameNote } from './melody';
import { analysePitch, psola, type PitchAnalysis } from './psola';

const WORD_RMS = 0.12;
const FADE_SECONDS = 0.008;
/** Natural length of a flite syllable, used to pick a speaking rate close to the grid. */
const FLITE_SYLLABLE_SECONDS = 0.2;

interface WordNote {
  word: string;
  voiceText: string;
  syllables: number;
  /** The melody: one MIDI note per syllable. */
  notes: number[];
}

/** A sung syllable as placed in the song (seconds): what a pitch tracker should hear there. */
export interface SungNote {
  start: number;
  end: number;
  midi: number;
}

/**
 * The flite voice singing each kind of line, and the pitches (Hz) it speaks at cleanly when asked.
 * Every male line is rms's: sung, awb lost pocketsphinx 6 names in 20 of a mixed song and 11 in 72
 * of a male one, rms 1 and 3. slt stops at 190 Hz: asked for up to 240 Hz (the tune's middle), her
 * sung names lost pocketsphinx (41–42 of 60 in their lines, 49 at ≤ 190 Hz against 50 in bare
 * speech). ADR 0008.
 */
const SINGERS: Record<'female' | 'male', { voice: FliteVoice; speaks: [low: number, high: number] }> = {
  female: { voice: 'slt', speaks: [160, 190] },
  male: { voice: 'rms', speaks: [95, 135] },
};

/** Held notes may stretch a spoken word this much: singing holds its vowels. */
const MAX_HOLD = 2.6;
const FINAL_HOLD = 5;
const NAME_HOLD = 1;

/**
 * Sings the lyrics: one flite utterance per line (words separated by pauses so they can be cut
 * apart), then every word is re-sung by PSOLA on its melody notes, one note per syllable, over its
 * slot on the beat grid. Word timings are where the words are placed, so they are exact. Chorus
 * lines get a second voice a third above (in `harmony`, mixed under the lead).
 */
export class VocalRenderer {
  private readonly lineCount: number;
  /** End of the last placed word: lines never overlap, even when a long word overflows. */
  private lastEnd = 0;
  /**
   * Sung words by everything that shapes their sound: a repeated line (a chorus, a reprise)
   * costs flite and PSOLA only once. Entries are never mutated, only copied out.
   */
  private readonly utterances = new Map<string, { words: Float32Array[]; analyses: PitchAnalysis[] }>();
  private readonly pitchedWords = new Map<string, Float32Array>();
  /** Texts sung more than once: only those are worth keeping in the caches above. */
  private readonly repeatedTexts = new Set<string>();
  /** Every sung syllable with its note, in song order (tests and the benchmark read it). */
  readonly sungNotes: SungNote[] = [];
  /** Where the song's names are sung (seconds, in song order): the mix makes room for them. */
  readonly nameSpans: { start: number; end: number }[] = [];
  /** What the voice was given for each sung word, in song order (lyrics keep the word as written). */
  readonly spokenWords: { word: string; voiceText: string }[] = [];
  /** Lower-case words of the song's names. */
  private readonly nameTokens = new Set<string>();

  private isNameWord(token: string): boolean {
    return this.nameTokens.has(nameWordOf(token).bare);
  }

  constructor(
    private readonly plan: SongPlan,
    private readonly parsed: ParsedLyrics,
    private readonly gender: VocalGender,
    private readonly seed: number,
    /** "Sounds like" spellings of name words (see pronunciation.ts). */
    private readonly nameWords: ReadonlyMap<string, string> = new Map(),
    /** The song's names: their words are sung so a listener (and a recogniser) catches them. */
    names: readonly string[] = [],
  ) {
    for (const name of names) for (const w of name.trim().split(/\s+/)) this.nameTokens.add(w.toLocaleLowerCase());
    this.lineCount = parsed.lines.length;
    const seen = new Set<string>();
    for (const { lineIndex } of plan.vocalLines) {
      const text = parsed.lines[lineIndex]!.text;
      if (seen.has(text)) this.repeatedTexts.add(text);
      seen.add(text);
    }
  }

  /**
   * Renders the lines accepted by `include` into `out` (mono, 44.1 kHz; the chorus harmony into
   * `harmony` when given) and returns their timings.
   */
  render(out: Float32Array, include: (line: VocalLinePlan) => boolean, harmony?: Float32Array): TimedLine[] {
    const timed: TimedLine[] = [];
    for (const linePlan of this.plan.vocalLines) {
      if (!include(linePlan)) continue;
      const line = this.parsed.lines[linePlan.lineIndex]!;
      const words = this.renderLine(out, harmony, line, linePlan);
      timed.push({ start: words[0]!.start, end: words[words.length - 1]!.end, words });
    }
    return timed;
  }

  lineStartSec(linePlan: VocalLinePlan): number {
    return linePlan.startBar * this.plan.barSec;
  }

  private sungByFemale(lineIndex: number): boolean {
    if (this.gender !== 'mixed') return this.gender === 'female';
    // Mixed: alternate line by line; version 2 starts with the other voice.
    return (lineIndex + this.plan.version) % 2 === 1;
  }

  /** The tonic (MIDI) the tune counts from: the key's root nearest the voice's centre. */
  private tonicFor(female: boolean): number {
    const { plan } = this;
    const centre = plan.profile.vocalCentre[female ? 'female' : 'male'] + (plan.version === 2 ? 2 : 0);
    const below = centre - ((((centre - plan.root) % 12) + 12) % 12);
    return centre - below > 6 ? below + 12 : below;
  }

  private melody(line: LyricLine, linePlan: VocalLinePlan, female: boolean): WordNote[] {
    const { plan } = this;
    const lastBar = linePlan.startBar + linePlan.bars - 1;
    const chordDegree = plan.bars[lastBar]?.degree ?? 0;
    // Chorus lines get the same tune every time they come back (that is what makes a hook).
    const key = line.sectionKind === 'chorus' ? `chorus:${line.text}` : `line:${linePlan.lineIndex}`;
    const rng = new Rng((hashString(key) ^ this.seed ^ (plan.version * 0x9e3779b1)) >>> 0);
    const texts = line.words.map((word) => voiceTextOf(spokenFormOf(word, this.nameWords) ?? word));
    const syllables = texts.map(countSyllables);
    const tune = lineMelody({ style: plan.style, section: line.sectionKind, mode: plan.mode, tonicMidi: this.tonicFor(female), chordDegree, syllables }, rng);
    return line.words.map((word, i) => ({ word, voiceText: texts[i]!, syllables: syllables[i]!, notes: tune[i]! }));
  }

  private renderLine(out: Float32Array, harmony: Float32Array | undefined, line: LyricLine, linePlan: VocalLinePlan): TimedWord[] {
    const { plan } = this;
    const female = this.sungByFemale(linePlan.lineIndex);
    const { voice, speaks } = SINGERS[female ? 'female' : 'male'];
    const notes = this.melody(line, linePlan, female);
    const allNotes = notes.flatMap((n) => n.notes).sort((a, b) => a - b);
    // flite speaks near the middle of the tune, inside the voice's own comfortable range (asked
    // for more, some voices ignore it): PSOLA then moves each grain onto its note.
    const [lowHz, highHz] = speaks;
    const lineMidi = allNotes[allNotes.length >> 1]!;
    const lineHz = Math.max(lowHz, Math.min(highHz, midiToHz(lineMidi)));
    const tonic = this.tonicFor(female);
    // Names are called out near that pitch (see nameNote); a line of names only keeps its tune.
    if (notes.some((n) => !this.isNameWord(n.word))) {
      const low = nameNote(hzToMidi(lineHz), tonic, plan.mode);
      for (const note of notes) if (this.isNameWord(note.word)) note.notes = note.notes.map(() => low);
    }

    const lineStart = linePlan.startBar * plan.barSec;
    const span = linePlan.bars * plan.barSec;
    const totalSyllables = notes.reduce((n, w) => n + w.syllables, 0);
    // Syllables spread over the line's bars (a quarter note at most): held notes, sung legato.
    const step = Math.min(plan.barSec / 4, (span * 0.92) / totalSyllables);
    const stretch = Math.max(0.85, Math.min(1.3, (step * 0.95) / FLITE_SYLLABLE_SECONDS));

    const utteranceKey = `${voice}|${lineHz.toFixed(1)}|${stretch}|${notes.map((n) => n.voiceText).join('|')}`;
    const cache = this.repeatedTexts.has(line.text);
    let utterance = this.utterances.get(utteranceKey);
    if (!utterance) {
      const words = this.speakWords(notes, voice, lineHz, stretch);
      utterance = { words, analyses: words.map((w) => analysePitch(w, FLITE_SAMPLE_RATE, lineHz)) };
      if (cache) this.utterances.set(utteranceKey, utterance);
    }
    const withHarmony = harmony !== undefined && line.sectionKind === 'chorus';
    const words: TimedWord[] = [];
    let gridSyllables = 0;
    let previousEnd = Math.max(lineStart, this.lastEnd);
    const lineEnd = lineStart + span - 0.05;
    notes.forEach((note, i) => {
      const isLast = i === notes.length - 1;
      const start = Math.max(lineStart + gridSyllables * step, previousEnd + 0.012);
      gridSyllables += note.syllables;
      const slot = isLast ? Math.min(note.syllables * step + 4 * step, lineEnd - start) : note.syllables * step;
      const natural = utterance.words[i]!;
      const naturalSec = natural.length / FLITE_SAMPLE_RATE;
      // The song's very last note is held longest: the final word rings into the ending.
      // A name keeps its spoken length: stretched into a held note its consonants blur (pocketsphinx
      // heard 135 of 210 sung names stretched, 202 at their natural length; see issue 16). A line
      // that is only the name (a chant) still holds it: there it is the tune.
      const namesSomeone = this.isNameWord(note.word);
      const isName = notes.length > 1 && namesSomeone;
      const hold = isName ? NAME_HOLD : isLast && linePlan === this.plan.vocalLines[this.plan.vocalLines.length - 1] ? FINAL_HOLD : MAX_HOLD;
      const targetSec = Math.max(naturalSec * 0.7, Math.min(naturalSec * hold, slot * 0.96));
      const length16k = Math.max(1, Math.round(targetSec * FLITE_SAMPLE_RATE));
      const sing = (midis: number[]) => {
        const wordKey = `${utteranceKey}#${i}|${length16k}|${midis.join(',')}`;
        let full = this.pitchedWords.get(wordKey);
        if (!full) {
          const spans = midis.map((m, k) => ({ start: Math.round((k * length16k) / midis.length), hz: midiToHz(m) }));
          // Up to 44.1 kHz, then the top octave flite cannot make (it is a 16 kHz synthesiser).
          full = addAir(resamplePitched(psola(natural, utterance.analyses[i]!, FLITE_SAMPLE_RATE, length16k, spans, isName), FLITE_SAMPLE_RATE, SAMPLE_RATE, 1), SAMPLE_RATE);
          if (cache) this.pitchedWords.set(wordKey, full);
        }
        // Never run into the next line: cut (with the fade below) at the end of this line's bars.
        const room = Math.max(0.05, lineEnd - start);
        const audio = full.slice(0, Math.min(full.length, Math.floor(room * SAMPLE_RATE)));
        shapeWord(audio);
        return audio;
      };
      const audio = sing(note.notes);
      const at = Math.round(start * SAMPLE_RATE);
      for (let k = 0; k < audio.length && at + k < out.length; k++) out[at + k]! += audio[k]!;
      // No second voice on a name: one clear voice says it.
      if (withHarmony && !isName) {
        const second = sing(note.notes.map((m) => harmonyAbove(m, tonic, plan.mode)));
        for (let k = 0; k < second.length && at + k < harmony.length; k++) harmony[at + k]! += second[k]!;
      }
      const end = start + audio.length / SAMPLE_RATE;
      const sylSec = (end - start) / note.notes.length;
      note.notes.forEach((midi, k) => this.sungNotes.push({ start: start + k * sylSec, end: start + (k + 1) * sylSec, midi }));
      if (namesSomeone) this.nameSpans.push({ start, end });
      words.push({ word: note.word, start: round3(start), end: round3(end) });
      this.spokenWords.push({ word: note.word, voiceText: note.voiceText });
      previousEnd = end;
    });
    this.lastEnd = previousEnd;
    return words;
  }

  /**
   * One utterance per line, its words separated by pauses and cut apart where flite's own phone
   * timings put them; else at the quietest moments; else one utterance per word.
   */
  private speakWords(notes: WordNote[], voice: FliteVoice, f0: number, stretch: number): Float32Array[] {
    const text = notes.map((n) => n.voiceText).join('. ') + '.';
    const lexicon = fliteLexiconOf(this.nameWords);
    const { audio: utterance, parts } = speakParts(text, { voice, f0, durationStretch: stretch, lexicon }, notes.length);
    const spans = parts ?? splitWords(utterance, FLITE_SAMPLE_RATE, notes.length);
    if (spans && spans.every((s) => s.end - s.start > FLITE_SAMPLE_RATE * 0.06)) return spans.map((s) => utterance.slice(s.start, s.end));
    return notes.map((n) => trimSilence(speak(`${n.voiceText}.`, { voice, f0, durationStretch: stretch, lexicon }), FLITE_SAMPLE_RATE));
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

/** Levels a sung word to the voice's RMS (peak-safe) with short fades at both ends. */
export function shapeWord(audio: Float32Array): void {
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

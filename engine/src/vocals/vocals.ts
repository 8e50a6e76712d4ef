import type { LyricLine, ParsedLyrics } from '../lyrics';
import type { SongPlan, VocalLinePlan } from '../music/arrangement';
import { Rng, hashString } from '../rng';
import { SAMPLE_RATE, hzToMidi, midiToHz } from '../synth/instruments';
import { countSyllables } from '../syllables';
import { fliteLexiconOf, nameWordOf, spokenFormOf } from '../pronunciation/pronunciation';
import { transliterate } from '../transliterate';
import type { TimedLine, TimedWord, VocalGender } from '../types';
import { resampledLength, resamplePitched, rms, splitWords, trimSilence } from './dsp';
import { addAir } from './exciter';
import { breath, expressionRng, pitchContour, shapeDynamics } from './expression';
import { FLITE_SAMPLE_RATE, speak, speakParts, type FliteVoice } from './flite';
import { harmonyAbove, lineDegrees, nameNote, toMidi, tuneSpan, type MelodyRequest } from './melody';
import { SCALES } from '../music/styles';
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
/** A pause this long between phrases has a breath in it (up to BREATH_MAX_SECONDS long). */
const BREATH_MIN_GAP_SECONDS = 0.4;
const BREATH_MAX_SECONDS = 0.36;

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
  private readonly utterances = new Map<string, { words: Float32Array[]; analyses: (PitchAnalysis | undefined)[] }>();
  private readonly pitchedWords = new Map<string, Float32Array>();
  /** Texts sung more than once: only those are worth keeping in the caches above. */
  private readonly repeatedTexts = new Set<string>();
  /** Every sung syllable with its note, in song order (tests and the benchmark read it). */
  readonly sungNotes: SungNote[] = [];
  /** Where the song's names are sung (seconds, in song order): the mix makes room for them. */
  readonly nameSpans: { start: number; end: number }[] = [];
  /** The lines that sing a name (seconds, first word's start to last word's end): they are sung by one voice, without double or harmony. */
  readonly nameLineSpans: { start: number; end: number }[] = [];
  /** What the voice was given for each sung word, in song order (lyrics keep the word as written). */
  readonly spokenWords: { word: string; voiceText: string }[] = [];
  private hookDegrees: number[] | undefined;
  private readonly registers = new Map<boolean, { tonic: number; lift: number }>();
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

  /** The tonic (MIDI) the tune counts from: a root of the key (see registerFor). */
  private tonicFor(female: boolean): number {
    return this.registerFor(female).tonic;
  }

  /**
   * Where the voice sings: the key's root to count from and the scale degrees its whole tune is
   * moved by, chosen so the middle of the tune (a twelfth wide) sits at the voice's centre.
   */
  private registerFor(female: boolean): { tonic: number; lift: number } {
    const known = this.registers.get(female);
    if (known) return known;
    const { plan } = this;
    const centre = plan.profile.vocalCentre[female ? 'female' : 'male'] + (plan.version === 2 ? 2 : 0);
    const below = centre - ((((centre - plan.root) % 12) + 12) % 12);
    const [low, high] = tuneSpan(plan.style);
    const scale = SCALES[plan.mode];
    const pitchOf = (tonic: number, d: number) => tonic + scale[((d % 7) + 7) % 7]! + 12 * Math.floor(d / 7);
    let best = { tonic: below, lift: 0, off: Infinity };
    for (const tonic of [below, below + 12]) {
      for (let lift = -3; lift <= 3; lift++) {
        const off = Math.abs((pitchOf(tonic, low + lift) + pitchOf(tonic, high + lift)) / 2 - centre);
        if (off < best.off - 1e-9) best = { tonic, lift, off };
      }
    }
    this.registers.set(female, best);
    return best;
  }

  private melody(line: LyricLine, linePlan: VocalLinePlan, female: boolean): WordNote[] {
    const { plan } = this;
    const section = this.parsed.sections.find((s) => s.lines.includes(line));
    const position = section ? section.lines.indexOf(line) : 0;
    // Chorus lines get the same tune every time they come back, and its call lines (1st, 3rd)
    // sing the song's hook: the chorus is the part a listener hums.
    const key = line.sectionKind === 'chorus' ? `chorus:${line.text}` : `line:${linePlan.lineIndex}`;
    const rng = this.rngFor(key);
    const syllables = this.syllablesOf(line).syllables;
    const texts = this.syllablesOf(line).texts;
    const { lift } = this.registerFor(female);
    const request: MelodyRequest = {
      style: plan.style,
      lift,
      section: line.sectionKind,
      mode: plan.mode,
      tonicMidi: this.tonicFor(female),
      chordDegree: this.chordUnder(linePlan),
      syllables,
      resolve: section !== undefined && position === section.lines.length - 1,
      reach: line.sectionKind === 'verse' && position === 0 ? 'bottom' : undefined,
      motif: line.sectionKind === 'chorus' && position % 2 === 0 ? this.hook()?.map((d) => d + lift) : undefined,
    };
    const tune = toMidi(request, lineDegrees(request, rng));
    return line.words.map((word, i) => ({ word, voiceText: texts[i]!, syllables: syllables[i]!, notes: tune[i]! }));
  }

  private rngFor(key: string): Rng {
    return new Rng((hashString(key) ^ this.seed ^ (this.plan.version * 0x9e3779b1)) >>> 0);
  }

  private chordUnder(linePlan: VocalLinePlan): number {
    return this.plan.bars[linePlan.startBar + linePlan.bars - 1]?.degree ?? 0;
  }

  private syllablesOf(line: LyricLine): { texts: string[]; syllables: number[] } {
    const texts = line.words.map((word) => voiceTextOf(spokenFormOf(word, this.nameWords) ?? word));
    return { texts, syllables: texts.map(countSyllables) };
  }

  /**
   * The song's hook: the tune of the first chorus line, climbing to the top of the chorus's
   * range (scale degrees; the same for either voice, an octave apart).
   */
  private hook(): number[] | undefined {
    if (this.hookDegrees === undefined) {
      const first = this.plan.vocalLines.find((l) => this.parsed.lines[l.lineIndex]!.sectionKind === 'chorus');
      if (!first) return undefined;
      const line = this.parsed.lines[first.lineIndex]!;
      const { syllables } = this.syllablesOf(line);
      this.hookDegrees = lineDegrees({ style: this.plan.style, section: 'chorus', mode: this.plan.mode, tonicMidi: 0, chordDegree: this.chordUnder(first), syllables, reach: 'top' }, this.rngFor('hook'));
    }
    return this.hookDegrees;
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
      // Each word's pitch is analysed when it is first sung (a preview's last line may stop early).
      utterance = { words, analyses: [] };
      if (cache) this.utterances.set(utteranceKey, utterance);
    }
    // A line that sings a name is one voice from start to end: a second voice a third above, even
    // off the name itself, lost names in the strict count (a name spotted inside its own line).
    const singsName = notes.some((n) => this.isNameWord(n.word));
    const withHarmony = harmony !== undefined && line.sectionKind === 'chorus' && !singsName;
    const words: TimedWord[] = [];
    let gridSyllables = 0;
    let previousEnd = Math.max(lineStart, this.lastEnd);
    const lineEnd = lineStart + span - 0.05;
    this.breatheBefore(out, Math.max(lineStart, previousEnd + 0.012), linePlan.lineIndex);
    let sungBefore: number | undefined;
    notes.forEach((note, i) => {
      const isLast = i === notes.length - 1;
      const start = Math.max(lineStart + gridSyllables * step, previousEnd + 0.012);
      gridSyllables += note.syllables;
      const slot = isLast ? Math.min(note.syllables * step + 4 * step, lineEnd - start) : note.syllables * step;
      const natural = utterance.words[i]!;
      const naturalSec = natural.length / FLITE_SAMPLE_RATE;
      // The song's very last note is held longest: the final word rings into the ending.
      // A name keeps its spoken length: stretched into a held note its consonants blur (pocketsphinx
      // heard 135 of 210 sung names stretched, 202 at their natural length; ADR 0008). A line
      // that is only the name (a chant) still holds it: there it is the tune.
      const namesSomeone = this.isNameWord(note.word);
      const isName = notes.length > 1 && namesSomeone;
      const hold = isName ? NAME_HOLD : isLast && linePlan === this.plan.vocalLines[this.plan.vocalLines.length - 1] ? FINAL_HOLD : MAX_HOLD;
      const targetSec = Math.max(naturalSec * 0.7, Math.min(naturalSec * hold, slot * 0.96));
      const length16k = Math.max(1, Math.round(targetSec * FLITE_SAMPLE_RATE));
      const glideFrom = isName ? undefined : sungBefore;
      // Never run into the next line: cut (with the fade below) at the end of this line's bars.
      const roomSamples = Math.floor(Math.max(0.05, lineEnd - start) * SAMPLE_RATE);
      const at = Math.round(start * SAMPLE_RATE);
      const sing = (midis: number[], voiceIndex: number) => {
        const wordKey = `${utteranceKey}#${i}|${length16k}|${midis.join(',')}|${glideFrom ?? '-'}|${voiceIndex}`;
        let full = this.pitchedWords.get(wordKey);
        if (!full) {
          const spans = midis.map((m, k) => ({ start: Math.round((k * length16k) / midis.length), hz: midiToHz(m) }));
          // Glides into and between notes, vibrato on held ones (never on a name: it must stay clear).
          const rng = expressionRng(hashString(wordKey) ^ this.seed);
          const contour = pitchContour(spans.map((sp, k) => ({ start: sp.start, midi: midis[k]! })), length16k, FLITE_SAMPLE_RATE, rng, { plain: namesSomeone, glideFrom: voiceIndex === 0 ? glideFrom : glideFrom === undefined ? undefined : harmonyAbove(glideFrom, tonic, plan.mode) });
          // Up to 44.1 kHz, then the top octave flite cannot make (it is a 16 kHz synthesiser).
          const analysis = (utterance.analyses[i] ??= analysePitch(natural, FLITE_SAMPLE_RATE, lineHz));
          full = addAir(resamplePitched(psola(natural, analysis, FLITE_SAMPLE_RATE, length16k, spans, isName, contour), FLITE_SAMPLE_RATE, SAMPLE_RATE, 1), SAMPLE_RATE);
          if (cache) this.pitchedWords.set(wordKey, full);
        }
        // A cached word is shared: copied out. One sung once is this call's own: cut, not copied.
        const audio = cache ? full.slice(0, Math.min(full.length, roomSamples)) : full.subarray(0, Math.min(full.length, roomSamples));
        shapeWord(audio);
        shapeDynamics(audio, SAMPLE_RATE, i, notes.length, namesSomeone, isLast);
        return audio;
      };
      let sungLength: number;
      if (at < out.length) {
        const audio = sing(note.notes, 0);
        for (let k = 0; k < audio.length && at + k < out.length; k++) out[at + k]! += audio[k]!;
        if (withHarmony) {
          const second = sing(note.notes.map((m) => harmonyAbove(m, tonic, plan.mode)), 1);
          for (let k = 0; k < second.length && at + k < harmony.length; k++) harmony[at + k]! += second[k]!;
        }
        sungLength = audio.length;
      } else {
        // Past the end of `out` (a preview's last line runs on after its 40 s): nothing of the word
        // is heard, only its length counts (the timings); PSOLA's output is length16k long.
        sungLength = Math.min(resampledLength(length16k, FLITE_SAMPLE_RATE, SAMPLE_RATE, 1), roomSamples);
      }
      const end = start + sungLength / SAMPLE_RATE;
      const sylSec = (end - start) / note.notes.length;
      note.notes.forEach((midi, k) => this.sungNotes.push({ start: start + k * sylSec, end: start + (k + 1) * sylSec, midi }));
      if (namesSomeone) this.nameSpans.push({ start, end });
      words.push({ word: note.word, start: round3(start), end: round3(end) });
      this.spokenWords.push({ word: note.word, voiceText: note.voiceText });
      previousEnd = end;
      sungBefore = note.notes[note.notes.length - 1];
    });
    this.lastEnd = previousEnd;
    if (singsName && words.length > 0) this.nameLineSpans.push({ start: words[0]!.start, end: previousEnd });
    return words;
  }

  /**
   * A breath before a phrase that has room for one (the singer's pause between lines), ending just
   * before its first word. Quiet: it is felt, not heard over the band.
   */
  private breatheBefore(out: Float32Array, firstWordAt: number, lineIndex: number): void {
    const gap = firstWordAt - this.lastEnd;
    if (gap < BREATH_MIN_GAP_SECONDS) return;
    const seconds = Math.min(BREATH_MAX_SECONDS, gap - 0.16);
    const rng = expressionRng(hashString(`breath:${lineIndex}`) ^ this.seed);
    const air = breath(seconds, SAMPLE_RATE, WORD_RMS, rng);
    const at = Math.round((firstWordAt - 0.05 - seconds) * SAMPLE_RATE);
    for (let k = 0; k < air.length; k++) if (at + k >= 0 && at + k < out.length) out[at + k]! += air[k]!;
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
    // Views into the utterance, not copies: words are only read (PSOLA, pitch analysis).
    if (spans && spans.every((s) => s.end - s.start > FLITE_SAMPLE_RATE * 0.06)) return spans.map((s) => utterance.subarray(s.start, s.end));
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

/**
 * Are names heard as their owners expect? pocketsphinx spots each name by the pronunciation a
 * listener of that name expects (added to its dictionary), and a name counts only when spotted at
 * the moment it is sung; the same windows shifted by 3–9 s give the chance level.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fliteLexiconOf, spokenFormOf, spokenNameWords } from '../pronunciation/pronunciation';
import { FLITE_SAMPLE_RATE, speakParts } from '../vocals/flite';
import { analysePitch, psola } from '../vocals/psola';
import { voiceTextOf } from '../vocals/vocals';
import { writeTemp, writeWav } from './audio-tools';

const run = promisify(execFile);
const DICTIONARY = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
/** The recogniser's phones (ARPAbet without stress). */
const PHONES = new Set('AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '));
/** How far from its sung words a detection may lie and still count. */
export const SLACK_SECONDS = 0.4;

export interface ExpectedName {
  name: string;
  language: string;
  /** 'tune' or 'held' (never tuned on). */
  set: string;
  /** ARPAbet, stress digits allowed. */
  phones: string;
}

/** Reads a names file: name, language, set, phones (tab-separated; # comments). */
export function readNamesFile(file: string): ExpectedName[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line, i) => {
      const [name, language, set, phones] = line.split('\t').map((c) => c.trim());
      if (!name || !language || !set || !phones) throw new Error(`${file}:${i + 1}: expected "name<TAB>language<TAB>set<TAB>phones", got ${JSON.stringify(line)}`);
      return { name, language, set, phones };
    });
}

/** Names as their dictionary pronunciation (for BENCH_NAME_SETS of known words); throws naming any it lacks. */
export function dictionaryNames(names: readonly string[], set = 'dictionary'): ExpectedName[] {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const found = new Map<string, string>();
  for (const line of readFileSync(DICTIONARY, 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    const word = line.slice(0, space);
    if (wanted.has(word) && !found.has(word)) found.set(word, line.slice(space + 1).trim());
  }
  const missing = names.filter((n) => !found.has(n.toLowerCase()));
  if (missing.length > 0) throw new Error(`cannot score ${missing.map((n) => `"${n}"`).join(', ')}: not in the recogniser's dictionary; give their expected pronunciation in a names file`);
  return names.map((name) => ({ name, language: 'english', set, phones: found.get(name.toLowerCase())! }));
}

/**
 * A keyword spotter for these names: a copy of the recogniser's dictionary with one entry per name
 * ("name_N" → its expected phones). Throws, naming the name, when a pronunciation cannot be scored.
 */
export class NameSpotter {
  private readonly dictionary: string;
  readonly keys: string[];

  constructor(readonly names: readonly ExpectedName[]) {
    const entries = names.map((n, i) => {
      const phones = n.phones.replace(/\d/g, '').trim().split(/\s+/);
      const unknown = phones.filter((p) => !PHONES.has(p));
      if (phones.length === 0 || unknown.length > 0) throw new Error(`cannot score "${n.name}": phones ${JSON.stringify(n.phones)} (${unknown.join(' ') || 'empty'} not in the recogniser's phone set)`);
      return `name_${i} ${phones.join(' ')}`;
    });
    this.keys = names.map((_, i) => `name_${i}`);
    this.dictionary = writeTemp(Buffer.from(`${readFileSync(DICTIONARY, 'utf8').trimEnd()}\n${entries.join('\n')}\n`), 'dict');
  }

  /** Detections (name index, start, end in seconds) in a 16 kHz mono WAV, listening for the given names. */
  async detections(wav: string, which: readonly number[], threshold = '1e-20'): Promise<{ index: number; start: number; end: number }[]> {
    const list = writeTemp(Buffer.from(which.map((i) => `${this.keys[i]} /${threshold}/`).join('\n') + '\n'), 'kws');
    const { stdout } = await run('pocketsphinx_continuous', ['-infile', wav, '-dict', this.dictionary, '-kws', list, '-time', 'yes', '-logfn', '/dev/null'], { encoding: 'utf8', maxBuffer: 1 << 26 });
    const out: { index: number; start: number; end: number }[] = [];
    for (const line of stdout.split('\n')) {
      const m = /^name_(\d+)\S*\s+([\d.]+)\s+([\d.]+)/.exec(line.trim());
      if (m) out.push({ index: Number(m[1]), start: Number(m[2]), end: Number(m[3]) });
    }
    return out;
  }
}

/** One place a name is sung, in the stream's seconds. */
export interface SungAt {
  index: number;
  start: number;
  end: number;
}

export interface HeardCounts {
  /** Name occurrences (or (name, version) pairs) checked. */
  checked: number;
  /** Spotted where they are sung. */
  heard: number;
  /** Spotted in the same windows shifted by 3–9 s (chance). */
  chance: number;
}

/** The 3–9 s shift of the k-th window (deterministic spread, never onto the name itself). */
export function chanceShift(k: number): number {
  return 3 + ((k * 7919) % 61) / 10;
}

/** Whether a detection of that name falls inside [start − slack, end + slack]. */
export function spottedIn(found: readonly { index: number; start: number; end: number }[], index: number, start: number, end: number): boolean {
  return found.some((d) => d.index === index && d.end >= start - SLACK_SECONDS && d.start <= end + SLACK_SECONDS);
}

/** Joins 16 kHz mono clips into one stream with gaps; returns the WAV and where each clip starts. */
export function joinClips(clips: readonly Float32Array[], gapSeconds = 0.6): { wav: string; offsets: number[] } {
  const gap = Math.round(gapSeconds * FLITE_SAMPLE_RATE);
  const total = clips.reduce((n, c) => n + c.length + gap, 0);
  const out = new Float32Array(total);
  const offsets: number[] = [];
  let at = 0;
  for (const clip of clips) {
    offsets.push(at / FLITE_SAMPLE_RATE);
    out.set(clip, at);
    at += clip.length + gap;
  }
  return { wav: writeWav(out, FLITE_SAMPLE_RATE), offsets };
}

export function namesFilePath(): string {
  return join(__dirname, '../../bench/names/world-names.tsv');
}

/** One printed line: the share heard and the chance level. */
export function shareLine(label: string, c: HeardCounts): string {
  const pct = (x: number) => (c.checked ? `${((100 * x) / c.checked).toFixed(0)}%` : '-');
  return `${label.padEnd(22)} heard ${String(c.heard).padStart(3)}/${String(c.checked).padEnd(3)} ${pct(c.heard).padStart(4)}   chance ${String(c.chance).padStart(3)}/${c.checked} ${pct(c.chance)}`;
}

export function emptyCounts(): HeardCounts {
  return { checked: 0, heard: 0, chance: 0 };
}

export function add(into: Map<string, HeardCounts>, key: string, heard: boolean, chance: boolean): void {
  const c = into.get(key) ?? emptyCounts();
  c.checked++;
  if (heard) c.heard++;
  if (chance) c.chance++;
  into.set(key, c);
}

/** The carrier line a name is sung in: "Here's to … tonight". */
export const CARRIER = ["Here's", 'to'] as const;
export const CARRIER_END = 'tonight';

/** The song's voices and the pitch (Hz) flite speaks at and the name's note is sung on. */
export const LINE_VOICES = [{ voice: 'slt', hz: 175 }, { voice: 'rms', hz: 117 }] as const;
const LINE_TUNE = [0, 2, -1, 4];

/**
 * The carrier line sung the way a song line sings a name: one utterance through the pronounce
 * path (the name's default or given pronunciation), cut at flite's pauses, each word moved onto a
 * note by PSOLA; the name on one note near the speaking pitch at its spoken length.
 */
export function singLine(name: string, voice: (typeof LINE_VOICES)[number], crew: readonly string[] = [name]): { audio: Float32Array; start: number; end: number } {
  // The name's defaults as in a song for this crew (its other names may show the crew's language).
  const nameWords = spokenNameWords(crew);
  const words = [...CARRIER, ...name.trim().split(/\s+/), CARRIER_END];
  const texts = words.map((w) => voiceTextOf(spokenFormOf(w, nameWords) ?? w));
  const { audio, parts } = speakParts(texts.join('. ') + '.', { voice: voice.voice, f0: voice.hz, lexicon: fliteLexiconOf(nameWords) }, words.length);
  if (!parts) throw new Error(`flite did not pause between the words of "${words.join(' ')}"`);
  const gap = Math.round(0.04 * FLITE_SAMPLE_RATE);
  const pieces = parts.map((p, i) => {
    const natural = audio.slice(p.start, p.end);
    const semitones = i >= CARRIER.length && i < words.length - 1 ? 0 : LINE_TUNE[Math.min(i, LINE_TUNE.length - 1)]!;
    return psola(natural, analysePitch(natural, FLITE_SAMPLE_RATE, voice.hz), FLITE_SAMPLE_RATE, natural.length, [{ start: 0, hz: voice.hz * 2 ** (semitones / 12) }]);
  });
  const out = new Float32Array(pieces.reduce((n, p) => n + p.length + gap, 0));
  let at = 0;
  let start = 0;
  let end = 0;
  pieces.forEach((p, i) => {
    if (i === CARRIER.length) start = at / FLITE_SAMPLE_RATE;
    out.set(p, at);
    at += p.length;
    if (i === words.length - 2) end = at / FLITE_SAMPLE_RATE;
    at += gap;
  });
  return { audio: out, start, end };
}


/**
 * How a rendered song measures up as music (tests and `npm run bench:engine`): in-key and in-tune
 * share of the sung voice (YIN on the lead vocal stem), names the recogniser hears on the preview
 * mix against the bare speech, and how much of the track is sung.
 */
import { parseLyrics } from '../lyrics';
import { planSong } from '../music/arrangement';
import { SCALES } from '../music/styles';
import { SAMPLE_RATE, hzToMidi } from '../synth/instruments';
import type { RenderRequest, TimedLine } from '../types';
import { spokenNameWords } from '../pronunciation/pronunciation';
import { FLITE_SAMPLE_RATE, speak } from '../vocals/flite';
import { VocalRenderer, voiceTextOf } from '../vocals/vocals';
import { readWavMono, spotNames, toSpeechWav, writeTemp, writeWav } from './audio-tools';
import { centsFrom, yin, DECIMATE, decimate } from './pitch';



export interface VocalPitchFigures {
  voicedFrames: number;
  /** Voiced frames within 50 cents of a note of the key's scale. */
  inKey: number;
  /** Voiced frames within 50 cents of the melody note sung there. */
  inTune: number;
}

/** Renders the lead vocal stem of the first `seconds` in-process and tracks its pitch. */
export function vocalPitch(request: RenderRequest, seconds = 40): VocalPitchFigures {
  const parsed = parseLyrics(request.lyrics);
  const plan = planSong(parsed, request.style, request.version, request.seed >>> 0, request.targetDurationSec);
  const renderer = new VocalRenderer(plan, parsed, request.vocalGender, request.seed >>> 0, spokenNameWords(request.names, request.pronunciations), request.names);
  const lead = new Float32Array(Math.round(plan.durationSec * SAMPLE_RATE));
  renderer.render(lead, (line) => renderer.lineStartSec(line) < seconds);
  const frames = yin(decimate(lead.subarray(0, Math.round((seconds + 8) * SAMPLE_RATE))), { sampleRate: SAMPLE_RATE / DECIMATE, minHz: 70, maxHz: 800, silence: 0.01 });
  const scale = SCALES[plan.mode];
  let voiced = 0;
  let inKey = 0;
  let inTune = 0;
  let n = 0;
  const notes = renderer.sungNotes;
  for (const f of frames) {
    if (f.hz === 0) continue;
    voiced++;
    const midi = hzToMidi(f.hz);
    const nearest = Math.round(midi);
    if (Math.abs(midi - nearest) <= 0.5 && (scale as readonly number[]).includes((((nearest - plan.root) % 12) + 12) % 12)) inKey++;
    while (n < notes.length && notes[n]!.end < f.time) n++;
    const note = notes[n];
    if (note && f.time >= note.start && Math.abs(centsFrom(f.hz, note.midi)) <= 50) inTune++;
  }
  return { voicedFrames: voiced, inKey: inKey / Math.max(1, voiced), inTune: inTune / Math.max(1, voiced) };
}

/** Share of the track inside sung lines (the karaoke timings). */
export function sungFraction(lines: TimedLine[], durationSec: number): number {
  return lines.reduce((n, l) => n + (l.end - l.start), 0) / durationSec;
}

/** Names pocketsphinx spots in the first `seconds` of an MP3 (names must be in its dictionary). */
export async function namesHeardInMp3(mp3: Buffer, names: string[], seconds = 40): Promise<string[]> {
  return spotNames(toSpeechWav(writeTemp(mp3, 'mp3'), seconds), names);
}

/** The same lines as plain flite speech (the baseline a sung mix is compared with). */
export async function namesHeardInBareSpeech(lines: TimedLine[], names: string[], voice: 'slt' | 'rms' | 'awb' = 'slt'): Promise<string[]> {
  const text = lines.map((l) => l.words.map((w) => voiceTextOf(w.word)).join(' ')).join('. ');
  return spotNames(bareSpeechWav(text, voice), names);
}

export interface NamesInTheirLines {
  /** Sung (line, name) pairs. */
  sung: number;
  /** Of those, spotted inside the line's own window of the mix / in that line spoken bare. */
  mix: number;
  bare: number;
  /** Spotted in the line's window of the mix played at the bare speech's active level. */
  mixAtBareLevel: number;
  /** (line without a name, name) pairs checked, and how often a name was spotted there anyway. */
  checked: number;
  mixFalse: number;
  bareFalse: number;
  mixAtBareLevelFalse: number;
}

/** Zero counts (to sum results into). */
export function noNamesHeard(): NamesInTheirLines {
  return { sung: 0, mix: 0, bare: 0, mixAtBareLevel: 0, checked: 0, mixFalse: 0, bareFalse: 0, mixAtBareLevelFalse: 0 };
}

/**
 * A stricter count than `namesHeardInMp3`: spotting a name anywhere in 40 s of music also counts
 * false alarms (at the default threshold pocketsphinx "hears" some names in most lines), so here a
 * name counts only when spotted inside the line that sings it (±0.25 s), against the same line
 * spoken bare by flite; names spotted in lines that sing none are counted as false alarms.
 */
export async function namesHeardInTheirLines(mp3: Buffer, lines: TimedLine[], names: string[], threshold = '1e-15'): Promise<NamesInTheirLines> {
  const mixFile = writeTemp(mp3, 'mp3');
  const result = noNamesHeard();
  for (const line of lines) {
    const inLine = names.filter((n) => line.words.some((w) => w.word.includes(n)));
    const from = Math.max(0, line.start - 0.25);
    const window = toSpeechWav(mixFile, line.end - from + 0.25, from);
    const speech = bareSpeech(line.words.map((w) => voiceTextOf(w.word)).join(' '));
    const mixed = readWavMono(window);
    const gain = activeLevel(speech) / activeLevel(mixed);
    const quieter = writeWav(mixed.map((v) => v * gain), FLITE_SAMPLE_RATE);
    const spotted = inLine.length > 0 ? inLine : names;
    const [onMix, inBare, onQuieter] = await Promise.all([spotNames(window, spotted, threshold), spotNames(writeWav(speech, FLITE_SAMPLE_RATE), spotted, threshold), spotNames(quieter, spotted, threshold)]);
    if (inLine.length > 0) {
      result.sung += inLine.length;
      result.mix += onMix.length;
      result.bare += inBare.length;
      result.mixAtBareLevel += onQuieter.length;
    } else {
      result.checked += names.length;
      result.mixFalse += onMix.length;
      result.bareFalse += inBare.length;
      result.mixAtBareLevelFalse += onQuieter.length;
    }
  }
  return result;
}

function bareSpeech(text: string, voice: 'slt' | 'rms' | 'awb' = 'slt'): Float32Array {
  return speak(`${text}.`, { voice, f0: voice === 'slt' ? 180 : 110 });
}

function bareSpeechWav(text: string, voice: 'slt' | 'rms' | 'awb' = 'slt'): string {
  return writeWav(bareSpeech(text, voice), FLITE_SAMPLE_RATE);
}

/**
 * Active level (after ITU-T P.56, simplified): RMS over the 20 ms frames within 20 dB of the
 * loudest, so the pauses of the bare speech do not count (the band between a mix's words mostly does).
 */
function activeLevel(x: Float32Array, sampleRate = FLITE_SAMPLE_RATE): number {
  const frame = Math.round(sampleRate * 0.02);
  const energies: number[] = [];
  for (let at = 0; at + frame <= x.length; at += frame) {
    let e = 0;
    for (let i = at; i < at + frame; i++) e += x[i]! * x[i]!;
    energies.push(e / frame);
  }
  const floor = Math.max(0, ...energies) / 100;
  const active = energies.filter((e) => e >= floor);
  return Math.sqrt(active.reduce((a, b) => a + b, 0) / Math.max(1, active.length)) || 1e-9;
}


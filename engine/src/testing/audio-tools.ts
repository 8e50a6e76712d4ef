import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Test helpers around Debian's ffmpeg/ffprobe and pocketsphinx (independent tools). */
const dir = mkdtempSync(join(tmpdir(), 'boogy-audio-test-'));
let counter = 0;

export function writeTemp(bytes: Buffer, ext: string): string {
  const file = join(dir, `f${counter++}.${ext}`);
  writeFileSync(file, bytes);
  return file;
}

export interface Ebur128 {
  integrated: number;
  truePeak: number;
}

export function ebur128(file: string): Ebur128 {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'], { encoding: 'utf8' });
  const summary = run.stderr.slice(run.stderr.lastIndexOf('Summary:'));
  const integrated = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  const truePeak = Number(/Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]);
  return { integrated, truePeak };
}

/** Exact decoded length in seconds (decoding honours the LAME tag's delay and padding). */
export function decodedSeconds(file: string): number {
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 's16le', '-ac', '1', '-ar', '44100', '-'], { maxBuffer: 1 << 28 });
  return pcm.length / 2 / 44100;
}

export function probe(file: string): { sampleRate: number; channels: number; bitRate: number; duration: number } {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=sample_rate,channels,bit_rate:format=duration', '-of', 'json', file], { encoding: 'utf8' });
  const json = JSON.parse(out) as { streams: { sample_rate: string; channels: number; bit_rate: string }[]; format: { duration: string } };
  return { sampleRate: Number(json.streams[0]!.sample_rate), channels: json.streams[0]!.channels, bitRate: Number(json.streams[0]!.bit_rate), duration: Number(json.format.duration) };
}

export function toSpeechWav(file: string, seconds?: number, fromSecond = 0): string {
  const out = join(dir, `s${counter++}.wav`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...(fromSecond > 0 ? ['-ss', String(fromSecond)] : []), '-i', file, ...(seconds ? ['-t', String(seconds)] : []), '-ar', '16000', '-ac', '1', out]);
  return out;
}

export function hasTool(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}

/** Plain large-vocabulary recognition (the stock US English model and language model). */
const run = promisify(execFile);

export async function recognise(wav: string): Promise<string[]> {
  const { stdout: out } = await run('pocketsphinx_continuous', ['-infile', wav, '-logfn', '/dev/null'], { encoding: 'utf8', maxBuffer: 1 << 24 });
  return out.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Keyword spotting for names: which of the (dictionary) names does the recogniser hear? */
export async function spotNames(wav: string, names: string[], threshold = '1e-20'): Promise<string[]> {
  const list = join(dir, `k${counter++}.txt`);
  writeFileSync(list, names.map((n) => `${n.toLowerCase()} /${threshold}/`).join('\n'));
  const { stdout: out } = await run('pocketsphinx_continuous', ['-infile', wav, '-kws', list, '-logfn', '/dev/null'], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const heard = out.toLowerCase();
  return names.filter((n) => heard.includes(n.toLowerCase()));
}

/** Short-term loudness (EBU R128, 3 s window) every 100 ms, as ffmpeg measures it. */
export function shortTermLoudness(file: string): { time: number; lufs: number }[] {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=framelog=info', '-f', 'null', '-'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const out: { time: number; lufs: number }[] = [];
  for (const m of run.stderr.matchAll(/t:\s*([\d.]+)\s+TARGET:[^\n]*?S:\s*(-?[\d.]+|-inf)/g)) out.push({ time: Number(m[1]), lufs: Number(m[2]) });
  return out;
}

/** Mono float samples as a 16-bit WAV file (for ffmpeg measurements of a stem). */
export function writeWav(x: Float32Array, sampleRate: number): string {
  const bytes = Buffer.alloc(44 + x.length * 2);
  bytes.write('RIFF', 0); bytes.writeUInt32LE(36 + x.length * 2, 4); bytes.write('WAVEfmt ', 8);
  bytes.writeUInt32LE(16, 16); bytes.writeUInt16LE(1, 20); bytes.writeUInt16LE(1, 22); bytes.writeUInt32LE(sampleRate, 24);
  bytes.writeUInt32LE(sampleRate * 2, 28); bytes.writeUInt16LE(2, 32); bytes.writeUInt16LE(16, 34); bytes.write('data', 36); bytes.writeUInt32LE(x.length * 2, 40);
  for (let i = 0; i < x.length; i++) bytes.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(x[i]! * 32767))), 44 + i * 2);
  return writeTemp(bytes, 'wav');
}

/** The samples of a mono 16-bit PCM WAV file (as `toSpeechWav` writes them). */
export function readWavMono(file: string): Float32Array {
  const bytes = readFileSync(file);
  let at = 12;
  while (at + 8 <= bytes.length && bytes.toString('ascii', at, at + 4) !== 'data') at += 8 + bytes.readUInt32LE(at + 4);
  const start = at + 8;
  const count = Math.floor(Math.min(bytes.readUInt32LE(at + 4), bytes.length - start) / 2);
  const x = new Float32Array(count);
  for (let i = 0; i < count; i++) x[i] = bytes.readInt16LE(start + i * 2) / 32768;
  return x;
}

/** RMS level (dBFS) of a file, whole band or only [lowHz, highHz] (6th-order Butterworth edges, ffmpeg). */
export function bandLevelDb(file: string, lowHz?: number, highHz?: number): number {
  const edge = (kind: string, hz: number) => Array.from({ length: 3 }, () => `${kind}=f=${hz}:poles=2`).join(',');
  const filters = [lowHz ? edge('highpass', lowHz) : '', highHz ? edge('lowpass', highHz) : '', 'astats=measure_overall=RMS_level:measure_perchannel=0'].filter(Boolean).join(',');
  const run = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', filters, '-f', 'null', '-'], { encoding: 'utf8' });
  return Number(/RMS level dB:\s*(-?[\d.]+|-inf)/.exec(run.stderr)?.[1] ?? NaN);
}

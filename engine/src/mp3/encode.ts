import { readFileSync } from 'node:fs';
import { nativeLame, type NativeEncoder } from './native-lame';
import { withInfoTag } from './xing';
import { letPreviewsGoFirst } from '../worker/previews-first';

/**
 * MP3 encoding with LAME (docs/adr/0011): the machine's libmp3lame through koffi when it loads
 * (mp3/native-lame.ts), else the LAME 3.100 WebAssembly build that ships in npm
 * (wasm-media-encoders, MIT; LAME is LGPL), driven through its small C API directly and
 * synchronously. Neither writes a tag frame itself; we add an Info/LAME tag (exact length, gapless
 * trim).
 *
 * Quality is LAME's -q: whole songs use LAME's default (3); previews, which a listener waits for,
 * ask for 7 (no noise-shaping search: ~half the encode time; same bitrate, loudness and peaks). The
 * WebAssembly build cannot be told -q: it always encodes at 3.
 */
interface LameExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(bytes: number): number;
  free(pointer: number): void;
  enc_init(params: number): number;
  enc_get_pcm(encoder: number, samples: number): number;
  enc_encode(encoder: number, samples: number): number;
  enc_get_out_buf(encoder: number): number;
  enc_flush(encoder: number): number;
  enc_free(encoder: number): void;
}

export const MP3_KBPS = 192;
/** LAME's -q (0 best … 9 fastest): its default for constant bitrate. */
export const DEFAULT_MP3_QUALITY = 3;
/** For 40-second previews: the encode is ~half as long. */
export const PREVIEW_MP3_QUALITY = 7;
/** Samples handed to LAME per call (its PCM buffer inside WASM memory is this big). */
const CHUNK = 1152 * 32;

// (The package's "./wasm/mp3.wasm" export points at a missing file; "./wasm/mp3" is right.)
let compiled: WebAssembly.Module | undefined;
let wasmLame: LameExports | undefined;

function lameModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(require.resolve('wasm-media-encoders/wasm/mp3')));
  return compiled;
}

/** One instance per thread, reused for every encode (enc_free releases each encoder's state). */
function wasmInstance(): LameExports {
  if (!wasmLame) {
    const instance = new WebAssembly.Instance(lameModule(), {
      wasi_snapshot_preview1: {
        proc_exit: (code: number) => {
          throw new Error(`LAME aborted (exit ${code})`);
        },
      },
      env: { emscripten_notify_memory_growth: () => undefined },
    });
    wasmLame = instance.exports as unknown as LameExports;
    wasmLame._initialize();
  }
  return wasmLame;
}

export interface Mp3Options {
  /** LAME's -q, 0–9 (default DEFAULT_MP3_QUALITY; the WebAssembly fallback always uses 3). */
  quality?: number;
}

/** Encodes stereo float samples [from, to) to a 192 kbps CBR MP3 with an Info/LAME tag frame. */
export function encodeMp3(left: Float32Array, right: Float32Array, sampleRate: number, from = 0, to = left.length, options: Mp3Options = {}): Buffer {
  const encoder = new Mp3Stream(sampleRate, options);
  encoder.write(left.subarray(from, to), right.subarray(from, to));
  return encoder.end();
}

/** One encode on one of the two LAME builds, fed at most CHUNK samples at a time. */
interface FrameSink {
  write(left: Float32Array, right: Float32Array): Buffer;
  end(): Buffer;
}

/** An MP3 encode fed piece by piece (the pieces may have any length). */
export class Mp3Stream {
  private readonly sink: FrameSink;
  private readonly parts: Buffer[] = [];
  private samples = 0;

  constructor(sampleRate: number, options: Mp3Options = {}) {
    const native = nativeLame();
    this.sink = native ? nativeSink(native.open(sampleRate, MP3_KBPS, options.quality ?? DEFAULT_MP3_QUALITY)) : new WasmSink(sampleRate);
  }

  write(left: Float32Array, right: Float32Array): void {
    for (let i = 0; i < left.length; i += CHUNK) {
      // A whole-song render gives way to previews between chunks (worker/previews-first.ts).
      letPreviewsGoFirst();
      this.parts.push(this.sink.write(left.subarray(i, i + CHUNK), right.subarray(i, i + CHUNK)));
    }
    this.samples += left.length;
  }

  end(): Buffer {
    this.parts.push(this.sink.end());
    return withInfoTag(Buffer.concat(this.parts), this.samples, MP3_KBPS);
  }
}

function nativeSink(encoder: NativeEncoder): FrameSink {
  return { write: (left, right) => encoder.encode(left, right), end: () => encoder.end() };
}

class WasmSink implements FrameSink {
  private readonly lame = wasmInstance();
  private encoder: number;

  constructor(sampleRate: number) {
    const { lame } = this;
    const params = lame.malloc(20);
    if (!params) throw new Error('LAME: out of memory');
    try {
      const view = new DataView(lame.memory.buffer);
      view.setUint32(params, 2, true); // channels
      view.setUint32(params + 4, sampleRate, true);
      view.setInt32(params + 8, MP3_KBPS, true); // constant bitrate
      view.setFloat32(params + 12, -1, true); // no VBR
      view.setInt32(params + 16, 0, true); // output rate = input rate
      this.encoder = lame.enc_init(params);
    } finally {
      lame.free(params);
    }
    if (!this.encoder) throw new Error('LAME: encoder initialisation failed');
  }

  write(left: Float32Array, right: Float32Array): Buffer {
    const n = left.length;
    const pcm = this.lame.enc_get_pcm(this.encoder, n);
    if (!pcm) throw new Error('LAME: out of memory');
    const memory = this.lame.memory.buffer;
    const [leftPtr, rightPtr] = new Uint32Array(memory, pcm, 2);
    new Float32Array(memory, leftPtr!, n).set(left);
    new Float32Array(memory, rightPtr!, n).set(right);
    return this.take(this.lame.enc_encode(this.encoder, n));
  }

  end(): Buffer {
    try {
      return this.take(this.lame.enc_flush(this.encoder));
    } finally {
      this.lame.enc_free(this.encoder);
      this.encoder = 0;
    }
  }

  private take(bytes: number): Buffer {
    if (bytes < 0) throw new Error(`LAME: encoding failed (${bytes})`);
    return Buffer.from(new Uint8Array(this.lame.memory.buffer, this.lame.enc_get_out_buf(this.encoder), bytes));
  }
}

/** Loads this thread's encoder ahead of the first render. */
export function warmUpLame(): void {
  if (!nativeLame()) wasmInstance();
}

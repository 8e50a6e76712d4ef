import koffi from 'koffi';

/**
 * The machine's own LAME (libmp3lame.so.0, Debian's `libmp3lame0`, which ffmpeg also uses), called
 * through koffi. Preferred to the WebAssembly build that ships in npm because it lets us set LAME's
 * -q: a 40-second preview encodes at -q 7 in about half the time of the default -q 3. Absent on a
 * machine without the library: encode.ts then falls back to the WebAssembly build (docs/adr/0011).
 */
export interface NativeLame {
  /** A new CBR stereo encoder (no tag frame, no ID3), or throws. */
  open(sampleRate: number, kbps: number, quality: number): NativeEncoder;
}

export interface NativeEncoder {
  /** MP3 bytes for these samples (may be empty: LAME holds back up to a frame). */
  encode(left: Float32Array, right: Float32Array): Buffer;
  /** The last frames, and the encoder is released. */
  end(): Buffer;
}

type Fn = (...args: unknown[]) => number;

/** LAME's own bound on the output of n samples: 1.25 n + 7200 bytes. */
const outBound = (samples: number) => Math.ceil(1.25 * samples) + 7200;

let loaded: NativeLame | null | undefined;

/** The native LAME of this thread, or null where the library cannot be loaded (or MP3_ENCODER=wasm). */
export function nativeLame(): NativeLame | null {
  if (loaded !== undefined) return loaded;
  if (process.env.MP3_ENCODER === 'wasm') return (loaded = null);
  try {
    loaded = bind(koffi.load('libmp3lame.so.0'));
  } catch (error) {
    if (process.env.MP3_ENCODER === 'native') throw error;
    loaded = null;
  }
  return loaded;
}

/** Which LAME this process encodes with: the machine's library or the WebAssembly build. */
export function mp3EncoderName(): 'lame-native' | 'lame-wasm' {
  return nativeLame() ? 'lame-native' : 'lame-wasm';
}

function bind(lib: ReturnType<typeof koffi.load>): NativeLame {
  const fn = (signature: string) => lib.func(signature) as Fn;
  const init = fn('void *lame_init()');
  const setters = {
    channels: fn('int lame_set_num_channels(void *, int)'),
    inRate: fn('int lame_set_in_samplerate(void *, int)'),
    outRate: fn('int lame_set_out_samplerate(void *, int)'),
    kbps: fn('int lame_set_brate(void *, int)'),
    quality: fn('int lame_set_quality(void *, int)'),
    vbrTag: fn('int lame_set_bWriteVbrTag(void *, int)'),
    id3: fn('int lame_set_write_id3tag_automatic(void *, int)'),
  };
  const initParams = fn('int lame_init_params(void *)');
  const encodeFloat = fn('int lame_encode_buffer_ieee_float(void *, const float *, const float *, int, _Out_ uint8_t *, int)');
  const flush = fn('int lame_encode_flush(void *, _Out_ uint8_t *, int)');
  const close = fn('int lame_close(void *)');

  return {
    open(sampleRate, kbps, quality) {
      const handle = init() as unknown;
      if (!handle) throw new Error('LAME: out of memory');
      setters.channels(handle, 2);
      setters.inRate(handle, sampleRate);
      setters.outRate(handle, sampleRate);
      setters.kbps(handle, kbps);
      setters.quality(handle, quality);
      setters.vbrTag(handle, 0); // encode.ts writes its own Info/LAME tag (exact length, gapless trim)
      setters.id3(handle, 0);
      if (initParams(handle) < 0) {
        close(handle);
        throw new Error('LAME: encoder initialisation failed');
      }
      let out = Buffer.alloc(outBound(1152 * 32));
      let open = true;
      const take = (bytes: number) => {
        if (bytes < 0) throw new Error(`LAME: encoding failed (${bytes})`);
        return Buffer.from(out.subarray(0, bytes)); // copied: `out` is reused by the next call
      };
      return {
        encode(left, right) {
          if (out.length < outBound(left.length)) out = Buffer.alloc(outBound(left.length));
          return take(encodeFloat(handle, left, right, left.length, out, out.length));
        },
        end() {
          if (!open) return Buffer.alloc(0);
          open = false;
          try {
            return take(flush(handle, out, out.length));
          } finally {
            close(handle);
          }
        },
      };
    },
  };
}

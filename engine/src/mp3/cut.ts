import { ENCODER_DELAY, SAMPLES_PER_FRAME, frameSize, withInfoTag } from './xing';

const SAMPLE_RATES = [44100, 48000, 32000];

/** Skips an ID3v2 tag and an existing Xing/Info frame, returning the first audio frame offset. */
export function audioStart(mp3: Uint8Array): number {
  let offset = 0;
  if (mp3[0] === 0x49 && mp3[1] === 0x44 && mp3[2] === 0x33) {
    const size = ((mp3[6]! & 0x7f) << 21) | ((mp3[7]! & 0x7f) << 14) | ((mp3[8]! & 0x7f) << 7) | (mp3[9]! & 0x7f);
    offset = 10 + size + (mp3[5]! & 0x10 ? 10 : 0);
  }
  while (offset + 4 < mp3.length && !(mp3[offset] === 0xff && (mp3[offset + 1]! & 0xe0) === 0xe0)) offset++;
  return offset;
}

/**
 * Keeps the first `seconds` of an MPEG-1 Layer III stream by whole frames (no re-encoding) and
 * writes a fresh Info tag. Used for previews of tracks made by a remote provider.
 */
export function cutMp3(mp3: Uint8Array, seconds: number): Buffer {
  const body = mp3.subarray(audioStart(mp3));
  const sampleRate = SAMPLE_RATES[(body[2]! >>> 2) & 3] ?? 44100;
  let frames = listFramesLenient(body);
  const first = body.subarray(frames[0]!.offset, frames[0]!.offset + frames[0]!.size);
  const text = Buffer.from(first).toString('latin1');
  if (text.includes('Xing') || text.includes('Info')) frames = frames.slice(1);
  const keep = frames.slice(0, Math.ceil((seconds * sampleRate) / SAMPLES_PER_FRAME));
  const stream = Buffer.concat(keep.map((f) => body.subarray(f.offset, f.offset + f.size)));
  const bitrate = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320][(stream[2]! >>> 4) & 0xf] ?? 128;
  return withInfoTag(stream, keep.length * SAMPLES_PER_FRAME - ENCODER_DELAY, bitrate);
}

/** Like listFrames, but stops at trailing data (an ID3v1 tag, say) instead of failing. */
function listFramesLenient(mp3: Uint8Array): { offset: number; size: number }[] {
  const frames: { offset: number; size: number }[] = [];
  let offset = 0;
  while (offset + 4 <= mp3.length) {
    const header = ((mp3[offset]! << 24) | (mp3[offset + 1]! << 16) | (mp3[offset + 2]! << 8) | mp3[offset + 3]!) >>> 0;
    if ((header & 0xfffe0000) >>> 0 !== 0xfffa0000) break;
    const size = frameSize(header);
    if (!size || offset + size > mp3.length) break;
    frames.push({ offset, size });
    offset += size;
  }
  if (frames.length === 0) throw new Error('no MPEG-1 Layer III frames found');
  return frames;
}

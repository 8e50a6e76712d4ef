/**
 * MP3 frame parsing and the Xing/Info + LAME tag frame that lets players know the exact length,
 * seek (TOC) and trim the encoder delay/padding (gapless, so timings stay exact).
 */
const BITRATES_MPEG1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
const SAMPLE_RATES_MPEG1 = [44100, 48000, 32000, 0];
export const SAMPLES_PER_FRAME = 1152;
/** LAME's encoder delay (ENCDELAY); decoders add their own 529 samples. */
export const ENCODER_DELAY = 576;

export interface FrameInfo {
  offset: number;
  size: number;
}

export function frameSize(header: number): number {
  const bitrate = BITRATES_MPEG1_L3[(header >>> 12) & 0xf]!;
  const sampleRate = SAMPLE_RATES_MPEG1[(header >>> 10) & 0x3]!;
  const padding = (header >>> 9) & 1;
  if (!bitrate || !sampleRate) return 0;
  return Math.floor((144000 * bitrate) / sampleRate) + padding;
}

/** Lists the MPEG-1 Layer III frames of a stream (MPEG-1 only: that is what we encode). */
export function listFrames(mp3: Uint8Array): FrameInfo[] {
  const frames: FrameInfo[] = [];
  let offset = 0;
  while (offset + 4 <= mp3.length) {
    const header = ((mp3[offset]! << 24) | (mp3[offset + 1]! << 16) | (mp3[offset + 2]! << 8) | mp3[offset + 3]!) >>> 0;
    if ((header & 0xfffe0000) >>> 0 !== 0xfffa0000) throw new Error(`not an MPEG-1 Layer III frame at byte ${offset}`);
    const size = frameSize(header);
    if (size === 0) throw new Error(`bad MP3 frame header at byte ${offset}`);
    frames.push({ offset, size });
    offset += size;
  }
  return frames;
}

function crc16(data: Uint8Array, length: number): number {
  // CRC-16/ARC (polynomial 0x8005 reflected), as in LAME's tag.
  let crc = 0;
  for (let i = 0; i < length; i++) {
    crc ^= data[i]!;
    for (let b = 0; b < 8; b++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc & 0xffff;
}

/**
 * Builds the Info frame for a CBR stream of `frames` audio frames (the stream must not contain
 * a tag yet) and returns tag + stream.
 */
export function withInfoTag(stream: Uint8Array, sampleCount: number, kbps: number): Buffer {
  const frames = listFrames(stream);
  if (frames.length === 0) throw new Error('empty MP3 stream');
  const first = stream;
  const channelMode = (first[3]! >>> 6) & 3;
  const bitrateIndex = BITRATES_MPEG1_L3.indexOf(kbps);
  // Same header as the audio (MPEG-1 L3, no CRC, 44.1 kHz), no padding.
  const header = [0xff, 0xfb, (bitrateIndex << 4) | (first[2]! & 0x0c), first[3]!];
  const tagSize = frameSize(((header[0]! << 24) | (header[1]! << 16) | (header[2]! << 8) | header[3]!) >>> 0);
  const tag = new Uint8Array(tagSize);
  tag.set(header, 0);
  const sideInfo = channelMode === 3 ? 17 : 32;
  let p = 4 + sideInfo;
  const totalBytes = tagSize + stream.length;
  const u32 = (v: number) => { tag[p++] = (v >>> 24) & 0xff; tag[p++] = (v >>> 16) & 0xff; tag[p++] = (v >>> 8) & 0xff; tag[p++] = v & 0xff; };
  tag.set([0x49, 0x6e, 0x66, 0x6f], p); // "Info": the CBR flavour of the Xing tag
  p += 4;
  u32(0x0000000f); // frames, bytes, TOC, quality present
  u32(frames.length);
  u32(totalBytes);
  for (let i = 0; i < 100; i++) {
    const frame = frames[Math.min(frames.length - 1, Math.floor((i / 100) * frames.length))]!;
    tag[p++] = Math.min(255, Math.floor(((tagSize + frame.offset) / totalBytes) * 256));
  }
  u32(100); // quality indicator
  const lameTagStart = p;
  tag.set(Buffer.from('LAME3.100', 'ascii'), p);
  p += 9;
  tag[p++] = 0x01; // tag revision 0, CBR
  tag[p++] = 170; // lowpass / 100 Hz
  p += 4; // peak amplitude (unknown)
  p += 4; // replay gain fields
  tag[p++] = 0; // encoding flags, ATH type
  tag[p++] = Math.min(255, kbps);
  const padding = frames.length * SAMPLES_PER_FRAME - ENCODER_DELAY - sampleCount;
  const delay = ENCODER_DELAY;
  const pad = Math.max(0, Math.min(4095, padding));
  tag[p++] = (delay >>> 4) & 0xff;
  tag[p++] = ((delay & 0x0f) << 4) | ((pad >>> 8) & 0x0f);
  tag[p++] = pad & 0xff;
  p += 1; // misc
  p += 1; // mp3 gain
  p += 2; // preset, surround
  u32(totalBytes);
  p += 2; // music CRC (optional)
  void lameTagStart;
  const tagCrc = crc16(tag, p);
  tag[p++] = (tagCrc >>> 8) & 0xff;
  tag[p++] = tagCrc & 0xff;
  return Buffer.concat([tag, stream]);
}

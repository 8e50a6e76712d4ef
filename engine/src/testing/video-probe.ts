import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Reading a rendered MP4 back with the independent tools (ffprobe, ffmpeg's decoder): what the
 * video tests and the bench check.
 */
export interface ProbedVideo {
  videoCodec: string;
  audioCodec: string;
  width: number;
  height: number;
  pixFmt: string;
  frameRate: string;
  durationSec: number;
}

export function probeVideo(path: string): ProbedVideo {
  const out = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path], { encoding: 'utf8' })) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string; r_frame_rate?: string }[];
    format: { duration: string };
  };
  const video = out.streams.find((s) => s.codec_type === 'video');
  const audio = out.streams.find((s) => s.codec_type === 'audio');
  return {
    videoCodec: video?.codec_name ?? 'none',
    audioCodec: audio?.codec_name ?? 'none',
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    pixFmt: video?.pix_fmt ?? 'none',
    frameRate: video?.r_frame_rate ?? 'none',
    durationSec: Number(out.format.duration),
  };
}

/** The MP4's top-level boxes in file order ("ftyp", "moov", "mdat", …). */
export function topLevelBoxes(path: string): string[] {
  const bytes = readFileSync(path);
  const boxes: string[] = [];
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    else if (size === 0) size = bytes.length - offset;
    boxes.push(type);
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

/** One decoded frame at `atSec` as RGB bytes (width × height × 3). */
export function frameAt(path: string, atSec: number): Buffer {
  return execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-ss', atSec.toFixed(3), '-i', path, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], { maxBuffer: 64 * 1024 * 1024 });
}

/** How many pixels of a rectangle are within `tolerance` (per channel) of a colour. */
export function countColour(rgb: Buffer, width: number, rect: { x: number; y: number; width: number; height: number }, colour: readonly [number, number, number], tolerance = 40): number {
  let count = 0;
  const x0 = Math.max(0, Math.round(rect.x));
  const x1 = Math.min(width, Math.round(rect.x + rect.width));
  const y0 = Math.max(0, Math.round(rect.y));
  const y1 = Math.round(rect.y + rect.height);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 3;
      if (Math.abs(rgb[i]! - colour[0]) <= tolerance && Math.abs(rgb[i + 1]! - colour[1]) <= tolerance && Math.abs(rgb[i + 2]! - colour[2]) <= tolerance) count++;
    }
  }
  return count;
}

import { execFile, spawn, type ChildProcessByStdio } from 'node:child_process';
import { setPriority } from 'node:os';
import type { Readable, Writable } from 'node:stream';

/**
 * The video encoder is the machine's ffmpeg with libx264 and its AAC encoder, run as a separate
 * program (libx264 is GPL: the engine only talks to it through a pipe and its arguments).
 * FFMPEG_PATH / FFPROBE_PATH point elsewhere when the binaries are not on PATH.
 */
export const ffmpegPath = (): string => process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobePath = (): string => process.env.FFPROBE_PATH || 'ffprobe';

export type VideoEncoderStatus = { available: true; version: string } | { available: false; reason: string };

function run(file: string, args: string[], timeoutMs = 15_000): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stderr }));
      else resolve({ stdout, stderr });
    });
  });
}

/** Whether ffmpeg, libx264, the AAC encoder and ffprobe are there: the backend checks this at start-up. */
export async function videoEncoderStatus(): Promise<VideoEncoderStatus> {
  let version: string;
  try {
    const { stdout } = await run(ffmpegPath(), ['-hide_banner', '-version']);
    version = /ffmpeg version (\S+)/.exec(stdout)?.[1] ?? 'unknown';
  } catch (error) {
    return { available: false, reason: `ffmpeg cannot be run (${ffmpegPath()}): ${(error as Error).message.split('\n')[0]}. Install the ffmpeg package.` };
  }
  try {
    const { stdout } = await run(ffmpegPath(), ['-hide_banner', '-encoders']);
    if (!/\blibx264\b/.test(stdout)) return { available: false, reason: `ffmpeg ${version} has no libx264 encoder.` };
    if (!/^\s*A\S*\s+aac\b/m.test(stdout)) return { available: false, reason: `ffmpeg ${version} has no AAC encoder.` };
  } catch (error) {
    return { available: false, reason: `ffmpeg ${version} cannot list its encoders: ${(error as Error).message.split('\n')[0]}` };
  }
  try {
    await run(ffprobePath(), ['-hide_banner', '-version']);
  } catch (error) {
    return { available: false, reason: `ffprobe cannot be run (${ffprobePath()}): ${(error as Error).message.split('\n')[0]}. Install the ffmpeg package.` };
  }
  return { available: true, version };
}

/** The length of an audio file in seconds, as ffprobe reads its container. */
export async function audioDurationSec(path: string): Promise<number> {
  const { stdout } = await run(ffprobePath(), ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', path]);
  const seconds = Number.parseFloat(stdout.trim());
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`ffprobe found no duration in ${path}`);
  return seconds;
}

export interface EncoderOptions {
  width: number;
  height: number;
  /** Frames per second the renderer writes (planar YUV 4:2:0, BT.709, limited range). */
  fps: number;
  audioPath: string;
  durationSec: number;
  outPath: string;
  /** Linux nice of the ffmpeg process (0 = as the caller). */
  niceness: number;
}

export type EncoderProcess = ChildProcessByStdio<Writable, null, Readable>;

/**
 * ffmpeg reading raw YUV 4:2:0 frames on stdin and the audio file, writing H.264 (yuv420p) + AAC in an
 * MP4 with the index first (+faststart) so phones start playing before the download ends.
 * x264 "ultrafast" with the "stillimage" tune: the picture is still between words, so most
 * macroblocks are skipped; ultrafast costs about 60% of veryfast's CPU and, on these pictures,
 * stays near 4 MB a minute (budget 12). VIDEO_X264_PRESET overrides it.
 */
export function startEncoder(options: EncoderOptions): EncoderProcess {
  const args = [
    '-hide_banner', '-loglevel', 'error', '-nostdin', '-y',
    '-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${options.width}x${options.height}`, '-framerate', String(options.fps), '-i', 'pipe:0',
    '-i', options.audioPath,
    '-map', '0:v:0', '-map', '1:a:0',
    '-t', options.durationSec.toFixed(3),
    '-c:v', 'libx264', '-preset', process.env.VIDEO_X264_PRESET || 'ultrafast', '-tune', 'stillimage', '-crf', '23',
    '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-threads', process.env.VIDEO_THREADS || '2',
    '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '44100',
    '-movflags', '+faststart',
    '-f', 'mp4', options.outPath,
  ];
  const child = spawn(ffmpegPath(), args, { stdio: ['pipe', 'ignore', 'pipe'] });
  if (options.niceness > 0 && child.pid !== undefined) {
    try {
      setPriority(child.pid, options.niceness);
    } catch {
      // Not allowed here (some containers): the video still renders, at normal priority.
    }
  }
  return child;
}

import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { previewsAreBusy } from '../engine';
import type { SongStyle, TimedLine } from '../types';
import { audioDurationSec, startEncoder, type EncoderProcess } from './encoder';
import { VideoEncoderError, VideoInputError } from './errors';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from './layout';
import { FramePainter } from './painter';
import { KaraokeTimeline, type VideoDanceMove } from './timeline';

export interface KaraokeVideoInput {
  /** The MP3 (or any audio ffmpeg reads) under the video: a 40 s preview or the whole song. */
  audioPath: string;
  /** The MP4 to write; written to a hidden temporary name beside it, then renamed. */
  outPath: string;
  /** The song's title, shown under the cover. */
  title: string;
  /** The song's cover (the engine's renderCover PNG); a style-coloured background without it. */
  coverPng?: Buffer | null;
  /** The karaoke timings as the catalog stores them (a track's timestampedLyrics), seconds from the audio's start. */
  lines: readonly TimedLine[];
  /** The song's names, in order: sung names are drawn in their own colour. */
  names: readonly string[];
  /** The song's dance moves (the composer's danceMoves): each shows while its name is sung. */
  danceMoves?: readonly VideoDanceMove[];
  style: SongStyle;
  /** Cut the video here (40 for a preview); default and maximum: the audio's length. */
  durationSec?: number;
  /** Frames per second (default VIDEO_FPS, 30); lower only where the picture's smoothness does not matter (tests). */
  fps?: number;
  /** Fade the sound out over this many seconds before the cut (0, the default: no fade). */
  fadeOutSec?: number;
  /** Fraction of frames encoded, 0…1, at most about a hundred calls. */
  onProgress?: (fraction: number) => void;
  /** Aborting kills the encoder and leaves no file; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Previews first (default true): ffmpeg runs at nice 19 like whole-song renders, and frames stop
   * flowing while this process's preview threads have previews waiting or rendering (at most
   * 60 s per video), so a video never delays a song's preview.
   */
  givesWayToPreviews?: boolean;
}

export interface KaraokeVideoResult {
  durationSec: number;
  bytes: number;
  width: number;
  height: number;
}

export const VIDEO_FPS = 30;
/** Niceness of the video encoder when it gives way to previews (as whole-song renders). */
const VIDEO_NICENESS = 19;
/** A video pauses for previews at most this long in all, then goes on at nice 19 alone. */
const PREVIEW_PAUSE_BUDGET_MS = 60_000;
const PREVIEW_POLL_MS = 50;

export async function renderKaraokeVideo(input: KaraokeVideoInput): Promise<KaraokeVideoResult> {
  input.signal?.throwIfAborted();
  await checkAudio(input.audioPath);
  const audioSec = await audioDurationSec(input.audioPath).catch((error: Error) => {
    throw new VideoInputError(`Audio file unreadable: ${input.audioPath} (${error.message.split('\n')[0]})`);
  });
  const durationSec = Math.min(input.durationSec ?? audioSec, audioSec);
  if (!(durationSec > 0)) throw new VideoInputError(`Video length must be positive (got ${input.durationSec}).`);
  input.signal?.throwIfAborted();

  const moves = input.danceMoves ?? [];
  const timeline = new KaraokeTimeline(input.lines, input.names, moves);
  const painter = await FramePainter.create({ title: input.title, coverPng: input.coverPng ?? null, style: input.style, timeline, moves });

  const fps = input.fps ?? VIDEO_FPS;
  if (!(Number.isInteger(fps) && fps >= 1 && fps <= 60)) throw new VideoInputError(`Frame rate must be a whole number from 1 to 60 (got ${input.fps}).`);
  const partPath = join(dirname(input.outPath), `.${basename(input.outPath)}.${randomBytes(6).toString('hex')}.part`);
  const encoder = startEncoder({
    width: VIDEO_WIDTH, height: VIDEO_HEIGHT, fps,
    audioPath: input.audioPath, durationSec, fadeOutSec: Math.min(input.fadeOutSec ?? 0, durationSec), outPath: partPath, niceness: input.givesWayToPreviews === false ? 0 : VIDEO_NICENESS,
  });
  const exit = watchEncoder(encoder);
  const onAbort = () => encoder.kill('SIGKILL');
  input.signal?.addEventListener('abort', onAbort, { once: true });
  let done = false;
  try {
    await streamFrames(encoder, exit, painter, timeline, durationSec, fps, input);
    encoder.stdin.end();
    const { code, stderr } = await exit.promise;
    input.signal?.throwIfAborted();
    if (code !== 0) throw new VideoEncoderError(`ffmpeg failed (exit ${code}): ${stderr.trim().slice(-600)}`);
    await rename(partPath, input.outPath);
    done = true;
    input.onProgress?.(1);
    const { size } = await stat(input.outPath);
    return { durationSec, bytes: size, width: VIDEO_WIDTH, height: VIDEO_HEIGHT };
  } finally {
    input.signal?.removeEventListener('abort', onAbort);
    if (!done) {
      if (encoder.exitCode === null && encoder.signalCode === null) encoder.kill('SIGKILL');
      await exit.promise.catch(() => undefined);
      await rm(partPath, { force: true });
    }
  }
}

async function checkAudio(path: string) {
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new VideoInputError(`Audio file not found: ${path} is not a file.`);
  } catch (error) {
    if (error instanceof VideoInputError) throw error;
    throw new VideoInputError(`Audio file not found: ${path}`);
  }
}

interface EncoderExit {
  promise: Promise<{ code: number | null; stderr: string }>;
  exited: boolean;
}

function watchEncoder(encoder: EncoderProcess): EncoderExit {
  let stderr = '';
  encoder.stderr.setEncoding('utf8');
  encoder.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-8000)));
  // A write after ffmpeg died fails with EPIPE; the exit code tells the story.
  encoder.stdin.on('error', () => undefined);
  const exit: EncoderExit = { exited: false, promise: Promise.resolve({ code: null, stderr: '' }) };
  exit.promise = new Promise((resolve, reject) => {
    encoder.on('error', (error) => {
      exit.exited = true;
      reject(new VideoEncoderError(`ffmpeg cannot be started: ${error.message}`));
    });
    encoder.on('close', (code) => {
      exit.exited = true;
      resolve({ code, stderr });
    });
  });
  return exit;
}

/**
 * Sends every frame to ffmpeg, drawing (and converting to YUV) only when the picture changes (a
 * word, a line or a dance move starts); in between the same pixels go again, which x264 codes as
 * skipped blocks. Waits for
 * the pipe to drain so at most a frame or two are ever held in memory.
 */
async function streamFrames(encoder: EncoderProcess, exit: EncoderExit, painter: FramePainter, timeline: KaraokeTimeline, durationSec: number, fps: number, input: KaraokeVideoInput) {
  const frames = Math.ceil(durationSec * fps - 1e-6);
  const ended = exit.promise.then(() => 'ended' as const, () => 'ended' as const);
  let key = '';
  let pixels: Buffer | null = null;
  let reported = 0;
  let pausedMs = 0;
  for (let k = 0; k < frames; k++) {
    input.signal?.throwIfAborted();
    if (exit.exited) break;
    if (input.givesWayToPreviews !== false && pausedMs < PREVIEW_PAUSE_BUDGET_MS && previewsAreBusy()) {
      // With no frames coming, ffmpeg blocks on its input and takes no CPU.
      const started = performance.now();
      while (previewsAreBusy() && pausedMs + (performance.now() - started) < PREVIEW_PAUSE_BUDGET_MS && !exit.exited) {
        input.signal?.throwIfAborted();
        await delay(PREVIEW_POLL_MS);
      }
      pausedMs += performance.now() - started;
    }
    const state = timeline.at(k / fps);
    if (state.key !== key || !pixels) {
      // A new buffer each time: the previous frame may still be queued in the pipe.
      pixels = painter.paintYuv(state);
      key = state.key;
    }
    if (!encoder.stdin.write(pixels)) {
      const drained = new Promise<'drained'>((resolve) => encoder.stdin.once('drain', () => resolve('drained')));
      if ((await Promise.race([drained, ended])) === 'ended') break;
    }
    const fraction = (k + 1) / frames;
    if (input.onProgress && fraction - reported >= 0.01) {
      reported = fraction;
      input.onProgress(Math.min(fraction, 0.99));
    }
  }
  input.signal?.throwIfAborted();
}

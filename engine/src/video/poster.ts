import { execFile } from 'node:child_process';
import { ffmpegPath } from './encoder';
import { VideoEncoderError } from './errors';

/**
 * One frame of a rendered video as a small JPEG (half size: 540×960 for a 1080×1920 video), for
 * a <video poster>: a few tens of kB, so a page showing it stays fast.
 */
export function extractPosterJpeg(videoPath: string, atSec: number, outPath: string, width = 540): Promise<void> {
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-ss', Math.max(0, atSec).toFixed(3), '-i', videoPath, '-frames:v', '1', '-vf', `scale=${width}:-2`, '-q:v', '5', '-f', 'image2', outPath];
  return new Promise((resolve, reject) => {
    execFile(ffmpegPath(), args, { timeout: 60_000 }, (error, _stdout, stderr) => {
      if (error) reject(new VideoEncoderError(`ffmpeg could not take a poster frame: ${String(stderr).trim().slice(-300) || error.message}`));
      else resolve();
    });
  });
}

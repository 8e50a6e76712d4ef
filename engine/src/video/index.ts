/**
 * Karaoke videos of songs: vertical 1080×1920, 30 fps, H.264 (yuv420p) + AAC, MP4 with +faststart.
 *
 *   renderKaraokeVideo(input: KaraokeVideoInput): Promise<KaraokeVideoResult>
 *     input = { audioPath, outPath, title, coverPng?, lines: TimedLine[] (a track's timestampedLyrics),
 *               names: string[], danceMoves?: { name, move, description? }[], style,
 *               durationSec? (40 for a preview; default the audio's length), onProgress?(0…1), signal? }
 *     → { durationSec, bytes, width: 1080, height: 1920 }
 *     Rejects with VideoInputError (code VIDEO_INPUT: missing or unreadable audio), VideoEncoderError
 *     (code VIDEO_ENCODER: ffmpeg missing or failed) or the signal's reason when aborted; on any
 *     rejection no file is left at outPath (nor its temporary).
 *   videoEncoderStatus(): Promise<{ available: true; version } | { available: false; reason }>
 *     Whether the machine's ffmpeg (with libx264 and AAC) and ffprobe can be run: check it at start-up.
 *
 *   karaokeWebVtt(lines, untilSec?): string — the lines as WebVTT captions (one cue per line, word timestamps).
 *   extractPosterJpeg(videoPath, atSec, outPath, width = 540): Promise<void> — a small poster frame.
 *
 * Frames are drawn with @napi-rs/canvas only when the picture changes and streamed to ffmpeg's
 * stdin (see render.ts); see docs/adr/0015-song-videos.md.
 */
export { renderKaraokeVideo, type KaraokeVideoInput, type KaraokeVideoResult } from './render';
export { videoEncoderStatus, type VideoEncoderStatus } from './encoder';
export { VideoEncoderError, VideoInputError } from './errors';
export type { VideoDanceMove } from './timeline';
export { karaokeWebVtt } from './webvtt';
export { extractPosterJpeg } from './poster';

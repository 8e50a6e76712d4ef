/** A karaoke line as the catalog stores it (a track's timings), seconds from the audio's start. */
export interface VideoLine {
  start: number;
  end: number;
  words: { word: string; start: number; end: number }[];
}

export interface VideoRenderRequest {
  /** The MP3 under the video, on local disk (the preview or the full song). */
  audioPath: string;
  /** Where the MP4 goes (written whole or not at all). */
  outPath: string;
  title: string;
  coverPng: Buffer | null;
  lines: readonly VideoLine[];
  /** The song's names: sung names get their own colour. */
  names: readonly string[];
  /** Each name's dance move, shown while that name is sung. */
  danceMoves: readonly { name: string; move: string; description?: string }[];
  style: string;
  /** Cut here (a preview's length); the audio's length when absent. */
  durationSec?: number;
  /** Frames per second; the renderer's own (30) when absent. */
  fps?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface RenderedVideo {
  durationSec: number;
  bytes: number;
  width: number;
  height: number;
}

export type VideoEncoderStatus = { available: true; version: string } | { available: false; reason: string };

/** Draws a song's karaoke video (the song engine's renderer, behind catalog's own port). */
export abstract class VideoRenderer {
  abstract render(request: VideoRenderRequest): Promise<RenderedVideo>;
  /** Whether the encoder the renderer needs is there (checked at start-up). */
  abstract encoderStatus(): Promise<VideoEncoderStatus>;
}

import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { renderKaraokeVideo, videoEncoderStatus } from '@boogy/engine';
import type { SongStyle } from '../domain/song-engine.types';
import { VideoRenderer, type RenderedVideo, type VideoEncoderStatus, type VideoRenderRequest } from '../application/ports/video-renderer.port';

/**
 * The song engine's karaoke video renderer (frames drawn in-process, encoded by ffmpeg). Renders
 * still running at shutdown are stopped: their jobs go back to the queue and start again.
 */
@Injectable()
export class EngineVideoRenderer extends VideoRenderer implements OnApplicationShutdown {
  private readonly running = new Set<AbortController>();

  async render(request: VideoRenderRequest): Promise<RenderedVideo> {
    const stop = new AbortController();
    const onOuterAbort = () => stop.abort(request.signal?.reason);
    request.signal?.addEventListener('abort', onOuterAbort, { once: true });
    this.running.add(stop);
    try {
      return await renderKaraokeVideo({ ...request, style: request.style as SongStyle, signal: stop.signal });
    } finally {
      this.running.delete(stop);
      request.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  encoderStatus(): Promise<VideoEncoderStatus> {
    return videoEncoderStatus();
  }

  onApplicationShutdown(): void {
    for (const stop of this.running) stop.abort(new Error('shutting down'));
  }
}

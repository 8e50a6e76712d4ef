import type { SingNameRequest, SungName } from '../pronunciation/sing-name';
import type { PreviewReady, RenderRequest, RenderedTrack } from '../types';

/** Messages between the pool (main thread) and a render worker: a song version, or one name sung. */
export type RenderJobMessage = { id: number; request: RenderRequest; singName?: undefined } | { id: number; singName: SingNameRequest; request?: undefined };

/** To an idle worker kept warm: drop the caches (it stays started, the next song refills them). */
export interface TrimMessage {
  trim: true;
}

/** What a render worker is started with. */
export interface RenderWorkerData {
  /** Lower CPU priority for the worker's thread (0: as the process). */
  niceness: number;
  /** Whole-song workers: the preview pool's busy flag, given way to (previews-first.ts). */
  previewsBusy?: Int32Array;
  /** Sizes of this thread's note and spoken-line caches (bytes); the engine's defaults when absent. */
  noteCacheBytes?: number;
  speechCacheBytes?: number;
}

export interface SerializedError {
  name: string;
  code?: string;
  message: string;
  stack?: string;
}

export interface WorkerStats {
  renderMs: number;
  previewMs: number;
  /** CPU time this worker thread spent until the preview was handed over (user + system), ms. */
  previewCpuMs: number;
  /** CPU time this worker thread spent on the whole render, preview included, ms. */
  cpuMs: number;
  /** Peak of this worker's V8 heap + external (ArrayBuffer) memory during the render, bytes. */
  peakMemoryBytes: number;
}

export type WorkerReply =
  | { id: number; type: 'preview'; preview: PreviewReady; elapsedMs: number }
  | { id: number; type: 'done'; track: RenderedTrack; stats: WorkerStats }
  | { id: number; type: 'sung'; sung: SungName }
  | { id: number; type: 'error'; error: SerializedError }
  | { id: -1; type: 'ready' };

import { setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { warmUpLame } from '../mp3/encode';
import { singName } from '../pronunciation/sing-name';
import { renderVersion } from '../render/render-version';
import { clearNoteCache, limitNoteCache } from '../synth/instruments';
import { clearSpeechCache, limitSpeechCache, warmUpFlite } from '../vocals/flite';
import { giveWayToPreviews, resetPauseBudget } from './previews-first';
import type { RenderJobMessage, RenderWorkerData, SerializedError, TrimMessage, WorkerReply } from './messages';

/** Worker thread entry: renders one version per job, posting the preview as soon as it exists. */
const port = parentPort;
if (!port) throw new Error('render.worker must run in a worker thread');

function memoryNow(): number {
  const heap = getHeapStatistics() as ReturnType<typeof getHeapStatistics> & { external_memory?: number };
  return heap.used_heap_size + (heap.external_memory ?? 0);
}

/** CPU time of this thread only (process.cpuUsage would count every thread of the process). */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

function serialize(error: unknown): SerializedError {
  if (error instanceof Error) return { name: error.name, code: (error as { code?: string }).code, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

// A niced pool (whole-song renders) steps back for everything else. On Linux, pid 0 is the calling
// thread, so only this worker does (elsewhere it would be the whole process: left alone there).
const { niceness, previewsBusy, noteCacheBytes, speechCacheBytes } = (workerData ?? { niceness: 0 }) as RenderWorkerData;
if (noteCacheBytes !== undefined) limitNoteCache(noteCacheBytes);
if (speechCacheBytes !== undefined) limitSpeechCache(speechCacheBytes);
giveWayToPreviews(previewsBusy);
if (niceness > 0 && process.platform === 'linux') {
  try {
    setPriority(0, niceness);
  } catch {
    // not allowed here: normal priority
  }
}

warmUpFlite();
warmUpLame();
port.postMessage({ id: -1, type: 'ready' } satisfies WorkerReply);

port.on('message', (job: RenderJobMessage | TrimMessage) => {
  if ('trim' in job) {
    clearNoteCache();
    clearSpeechCache();
    // The dropped buffers go back at this thread's next collection: one now (the process runs with --expose-gc).
    (globalThis as { gc?: () => void }).gc?.();
    return;
  }
  if (job.singName) {
    try {
      const sung = singName(job.singName);
      port.postMessage({ id: job.id, type: 'sung', sung } satisfies WorkerReply);
    } catch (error) {
      port.postMessage({ id: job.id, type: 'error', error: serialize(error) } satisfies WorkerReply);
    }
    return;
  }
  resetPauseBudget();
  const started = performance.now();
  const cpuStart = threadCpuMs();
  let peak = memoryNow();
  const sampler = setInterval(() => (peak = Math.max(peak, memoryNow())), 50);
  let previewMs = 0;
  let previewCpuMs = 0;
  try {
    const track = renderVersion(job.request, (preview) => {
      previewMs = performance.now() - started;
      previewCpuMs = threadCpuMs() - cpuStart;
      peak = Math.max(peak, memoryNow());
      port.postMessage({ id: job.id, type: 'preview', preview, elapsedMs: previewMs } satisfies WorkerReply);
    });
    peak = Math.max(peak, memoryNow());
    clearInterval(sampler);
    const reply: WorkerReply = { id: job.id, type: 'done', track, stats: { renderMs: performance.now() - started, previewMs, previewCpuMs, cpuMs: threadCpuMs() - cpuStart, peakMemoryBytes: peak } };
    port.postMessage(reply, [track.fullMp3.buffer as ArrayBuffer]);
  } catch (error) {
    clearInterval(sampler);
    port.postMessage({ id: job.id, type: 'error', error: serialize(error) } satisfies WorkerReply);
  }
});

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import * as errors from '../errors';
import type { PreviewReady, RenderRequest, RenderedTrack } from '../types';
import type { RenderJobMessage, SerializedError, WorkerReply, WorkerStats } from './messages';

interface PendingJob {
  id: number;
  request: RenderRequest;
  onPreview?: (preview: PreviewReady, elapsedMs: number) => void;
  resolve: (result: { track: RenderedTrack; stats: WorkerStats }) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  ready: Promise<void>;
  job?: PendingJob;
}

/**
 * A pool of render workers, one per core. Works from compiled JS (dist/) and from the TypeScript
 * sources (jest, CLI): then each worker registers an swc require hook before loading its entry.
 * Idle workers are unref'd so they never keep the process alive.
 */
export class RenderPool {
  private readonly workers: PoolWorker[] = [];
  private readonly queue: PendingJob[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size = Math.max(1, availableParallelism())) {
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  /** Resolves when every worker has compiled flite and LAME (WebAssembly). */
  async warmUp(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.ready));
  }

  run(request: RenderRequest, onPreview?: PendingJob['onPreview']): Promise<{ track: RenderedTrack; stats: WorkerStats }> {
    if (this.closed) return Promise.reject(new Error('render pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, request, onPreview, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }

  private spawn(): PoolWorker {
    const worker = createWorker();
    worker.unref();
    const entry: PoolWorker = { worker, ready: Promise.resolve() };
    entry.ready = new Promise<void>((resolve, reject) => {
      const onReady = (msg: WorkerReply) => {
        if (msg.type === 'ready') {
          worker.off('message', onReady);
          resolve();
        }
      };
      worker.on('message', onReady);
      worker.once('error', reject);
    });
    worker.on('message', (msg: WorkerReply) => this.onMessage(entry, msg));
    worker.on('error', (error) => this.onCrash(entry, error));
    worker.on('exit', (code) => {
      if (!this.closed) this.onCrash(entry, new Error(`render worker exited with code ${code}`));
    });
    return entry;
  }

  private onMessage(entry: PoolWorker, msg: WorkerReply): void {
    const job = entry.job;
    if (!job || msg.id !== job.id) return;
    if (msg.type === 'preview') {
      job.onPreview?.({ ...msg.preview, previewMp3: asBuffer(msg.preview.previewMp3), coverPng: asBuffer(msg.preview.coverPng) }, msg.elapsedMs);
      return;
    }
    entry.job = undefined;
    entry.worker.unref();
    if (msg.type === 'done') {
      const t = msg.track;
      job.resolve({ track: { ...t, fullMp3: asBuffer(t.fullMp3), previewMp3: asBuffer(t.previewMp3), coverPng: asBuffer(t.coverPng) }, stats: msg.stats });
    } else if (msg.type === 'error') job.reject(reviveError(msg.error));
    this.dispatch();
  }

  private onCrash(entry: PoolWorker, error: Error): void {
    const job = entry.job;
    entry.job = undefined;
    const index = this.workers.indexOf(entry);
    if (index >= 0 && !this.closed) this.workers[index] = this.spawn();
    job?.reject(error);
    this.dispatch();
  }

  private dispatch(): void {
    for (const entry of this.workers) {
      if (entry.job || this.queue.length === 0) continue;
      const job = this.queue.shift()!;
      entry.job = job;
      entry.worker.ref();
      entry.worker.postMessage({ id: job.id, request: job.request } satisfies RenderJobMessage);
    }
  }
}

/** Structured clone turns Buffers into plain Uint8Arrays: wrap them again without copying. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function createWorker(): Worker {
  const compiled = join(__dirname, 'render.worker.js');
  if (!__filename.endsWith('.ts') && existsSync(compiled)) return new Worker(compiled);
  const hook = join(__dirname, 'register-ts.cjs');
  const source = join(__dirname, 'render.worker.ts');
  return new Worker(`require(${JSON.stringify(hook)}); require(${JSON.stringify(source)});`, { eval: true });
}

const ERROR_CLASSES: Record<string, new (...args: never[]) => errors.SongEngineError> = {
  NamesRequiredError: errors.NamesRequiredError,
  TooManyNamesError: errors.TooManyNamesError,
  InvalidNameError: errors.InvalidNameError,
  EmptyLyricsError: errors.EmptyLyricsError,
  LyricsTooLongError: errors.LyricsTooLongError,
  InvalidStyleError: errors.InvalidStyleError,
  InvalidRenderRequestError: errors.InvalidRenderRequestError,
};

/** Re-creates the engine's typed error (same class, message and code) on this side. */
function reviveError(serialized: SerializedError): Error {
  const cls = ERROR_CLASSES[serialized.name];
  const error: Error = cls ? Object.create(cls.prototype) : new Error(serialized.message);
  Object.defineProperty(error, 'message', { value: serialized.message, enumerable: false, writable: true });
  Object.defineProperty(error, 'name', { value: serialized.name, enumerable: false, writable: true });
  if (serialized.code) Object.defineProperty(error, 'code', { value: serialized.code, enumerable: true });
  error.stack = `${serialized.name}: ${serialized.message}\n    (in render worker)\n${serialized.stack?.split('\n').slice(1).join('\n') ?? ''}`;
  return error;
}

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import * as errors from '../errors';
import type { SingNameRequest, SungName } from '../pronunciation/sing-name';
import type { PreviewReady, RenderRequest, RenderedTrack } from '../types';
import { setPreviewsBusy, type PreviewsBusyFlag } from './previews-first';
import { returnFreedMemory } from './return-freed-memory';
import type { RenderJobMessage, RenderWorkerData, SerializedError, TrimMessage, WorkerReply, WorkerStats } from './messages';

/** A render that took longer than the pool allows: its worker is replaced, the job fails (and is retried). */
export class RenderTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`render took longer than ${Math.round(timeoutMs / 1000)} s: its worker was stopped`);
    this.name = 'RenderTimeoutError';
  }
}

/** Longest a single render may take before its worker is stopped (a full song takes 5–60 s). */
export const DEFAULT_RENDER_TIMEOUT_MS = 5 * 60 * 1000;

export interface RenderPoolOptions {
  /** Per-render time limit. */
  taskTimeoutMs?: number;
  /** Another worker entry (tests: a worker that throws, exits or hangs on purpose). */
  workerEntry?: string;
  /** Lower CPU priority for this pool's threads (Linux nice, 1–19; each worker sets its own thread's). */
  niceness?: number;
  /** The preview pool: keeps this flag set while any of its renders waits or runs (previews-first.ts). */
  signalsBusy?: PreviewsBusyFlag;
  /** The whole-song pool: its renders pause while this flag is set (previews-first.ts). */
  givesWayTo?: PreviewsBusyFlag;
  /**
   * After this long without a job, workers past `keepWarm` stop (their memory goes back to the
   * system) and the ones kept drop their caches; started again when work comes. Never by default.
   */
  idleMs?: number;
  /** Workers kept started through idle spells (the preview pool keeps one so a song starts at once). */
  keepWarm?: number;
  /** Each worker's cache sizes (bytes): see RenderWorkerData. */
  noteCacheBytes?: number;
  speechCacheBytes?: number;
}

interface PendingJob {
  id: number;
  /** Jobs wait in this order (ascending; equal ones first come, first served). */
  queuedAt: number;
  request?: RenderRequest;
  singName?: SingNameRequest;
  onPreview?: (preview: PreviewReady, elapsedMs: number) => void;
  resolve: (result: { track: RenderedTrack; stats: WorkerStats }) => void;
  resolveSung?: (sung: SungName) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  ready: Promise<void>;
  job?: PendingJob;
  timer?: NodeJS.Timeout;
  /** Runs out when the worker has been idle for `idleMs`. */
  idleTimer?: NodeJS.Timeout;
  /** Crashed, exited or stopped: already replaced, its later events are ignored. */
  gone?: boolean;
}

/**
 * A pool of render workers, up to one per core, started when work comes (or by warmUp) and, with
 * `idleMs`, stopped again after an idle spell. Works from compiled JS (dist/) and from the TypeScript
 * sources (jest, CLI): then each worker registers an swc require hook before loading its entry.
 * Idle workers are unref'd so they never keep the process alive.
 *
 * A worker that throws outside a render's try/catch, exits, or runs past the time limit takes
 * down only its own render: that job is rejected (pg-boss retries it), the worker is replaced, and
 * the process and the other renders carry on.
 */
export class RenderPool {
  private readonly workers: PoolWorker[] = [];
  private readonly queue: PendingJob[] = [];
  private nextId = 1;
  private closed = false;

  private readonly taskTimeoutMs: number;
  /** Workers started so far, replacements included (for tests and diagnostics). */
  spawned = 0;
  /** Idle spells after which a kept worker dropped its caches (for tests and diagnostics). */
  trimmed = 0;

  constructor(
    readonly size = Math.max(1, availableParallelism()),
    private readonly options: RenderPoolOptions = {},
  ) {
    this.taskTimeoutMs = options.taskTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  }

  /** Workers started now (for tests and diagnostics). */
  get started(): number {
    return this.workers.length;
  }

  /** Starts every worker and resolves when each has compiled flite and LAME (WebAssembly). */
  async warmUp(): Promise<void> {
    while (this.workers.length < this.size) this.workers.push(this.spawn());
    await Promise.all(this.workers.map((w) => w.ready));
    for (const entry of this.workers) if (!entry.job) this.idleAfterWork(entry);
  }

  /**
   * Queues a render. `queuedAt` (ms, default now) orders the waiting renders: a song asked for
   * earlier goes ahead of a later one that reached the pool first (first come, first served).
   */
  run(request: RenderRequest, onPreview?: PendingJob['onPreview'], queuedAt = Date.now()): Promise<{ track: RenderedTrack; stats: WorkerStats }> {
    if (this.closed) return Promise.reject(new Error('render pool is closed'));
    return new Promise((resolve, reject) => {
      let at = this.queue.length;
      while (at > 0 && this.queue[at - 1]!.queuedAt > queuedAt) at--;
      this.queue.splice(at, 0, { id: this.nextId++, queuedAt, request, onPreview, resolve, reject });
      this.dispatch();
    });
  }

  /** Sings one name (the generator's "hear it"); goes ahead of waiting renders. */
  singName(request: SingNameRequest): Promise<SungName> {
    if (this.closed) return Promise.reject(new Error('render pool is closed'));
    return new Promise((resolveSung, reject) => {
      this.queue.unshift({ id: this.nextId++, queuedAt: -Infinity, singName: request, resolve: () => undefined, resolveSung, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.options.signalsBusy) setPreviewsBusy(this.options.signalsBusy, false);
    for (const entry of this.workers) clearTimeout(entry.idleTimer);
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }

  private spawn(): PoolWorker {
    const { niceness = 0, givesWayTo, noteCacheBytes, speechCacheBytes } = this.options;
    const worker = createWorker(this.options.workerEntry, { niceness, previewsBusy: givesWayTo, noteCacheBytes, speechCacheBytes } satisfies RenderWorkerData);
    this.spawned++;
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
      worker.once('exit', (code) => reject(new Error(`render worker exited with code ${code} while starting`)));
    });
    // Nobody may be waiting on a replacement's start-up: its failure is handled by onCrash, never unhandled.
    entry.ready.catch(() => undefined);
    worker.on('message', (msg: WorkerReply) => {
      // A malformed reply, or a preview callback that throws, must not escape into the process as
      // an uncaught exception from an event handler: it fails that render and retires the worker.
      try {
        this.onMessage(entry, msg);
      } catch (error) {
        this.retire(entry, error instanceof Error ? error : new Error(String(error)));
      }
    });
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
    this.finish(entry);
    entry.worker.unref();
    this.idleAfterWork(entry);
    if (msg.type === 'sung') job.resolveSung?.({ ...msg.sung, mp3: asBuffer(msg.sung.mp3) });
    else if (msg.type === 'done') {
      const t = msg.track;
      job.resolve({ track: { ...t, fullMp3: asBuffer(t.fullMp3), previewMp3: asBuffer(t.previewMp3), coverPng: asBuffer(t.coverPng) }, stats: msg.stats });
    } else if (msg.type === 'error') job.reject(reviveError(msg.error));
    this.dispatch();
  }

  private finish(entry: PoolWorker): void {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    entry.job = undefined;
  }

  /** The worker is unusable (crashed, exited, or stopped for running too long): fail its job, replace it. */
  private onCrash(entry: PoolWorker, error: Error): void {
    if (entry.gone) return;
    entry.gone = true;
    clearTimeout(entry.idleTimer);
    const job = entry.job;
    this.finish(entry);
    const index = this.workers.indexOf(entry);
    if (index >= 0 && !this.closed) this.workers[index] = this.spawn();
    job?.reject(error);
    this.dispatch();
  }

  private onTimeout(entry: PoolWorker): void {
    this.retire(entry, new RenderTimeoutError(this.taskTimeoutMs));
  }

  /** Fails the worker's render with `error`, replaces it, and stops it (terminate() stops even a thread stuck in a loop). */
  private retire(entry: PoolWorker, error: Error): void {
    this.onCrash(entry, error);
    entry.worker.terminate().catch(() => undefined);
  }

  /** Starts the idle clock of a worker that just finished (or started) with nothing to do. */
  private idleAfterWork(entry: PoolWorker): void {
    clearTimeout(entry.idleTimer);
    if (this.options.idleMs === undefined) return;
    entry.idleTimer = setTimeout(() => this.onIdle(entry), this.options.idleMs);
    entry.idleTimer.unref();
  }

  /** Idle long enough: past `keepWarm` the worker stops; a kept one drops its caches. */
  private onIdle(entry: PoolWorker): void {
    if (entry.job || entry.gone || this.closed) return;
    const kept = this.workers.filter((w) => !w.gone);
    if (kept.indexOf(entry) >= (this.options.keepWarm ?? 0)) {
      entry.gone = true;
      this.workers.splice(this.workers.indexOf(entry), 1);
      entry.worker.removeAllListeners('exit');
      entry.worker.terminate().then(returnFreedMemory, () => undefined);
      return;
    }
    entry.worker.postMessage({ trim: true } satisfies TrimMessage);
    this.trimmed++;
    // The worker drops its caches at once; what it freed goes back to the system a moment later.
    setTimeout(returnFreedMemory, 2_000).unref();
  }

  private dispatch(): void {
    // Work waiting and every started worker busy: start another, up to the pool's size.
    const free = this.workers.filter((w) => !w.job && !w.gone).length;
    for (let i = free; i < this.queue.length && this.workers.length < this.size && !this.closed; i++) this.workers.push(this.spawn());
    for (const entry of this.workers) {
      if (entry.job || entry.gone || this.queue.length === 0) continue;
      const job = this.queue.shift()!;
      entry.job = job;
      entry.timer = setTimeout(() => this.onTimeout(entry), this.taskTimeoutMs);
      entry.timer.unref();
      clearTimeout(entry.idleTimer);
      entry.worker.ref();
      entry.worker.postMessage((job.singName ? { id: job.id, singName: job.singName } : { id: job.id, request: job.request! }) satisfies RenderJobMessage);
    }
    if (this.options.signalsBusy) setPreviewsBusy(this.options.signalsBusy, this.queue.length > 0 || this.workers.some((w) => w.job !== undefined));
  }
}

/** Structured clone turns Buffers into plain Uint8Arrays: wrap them again without copying. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function createWorker(entry: string | undefined, workerData: RenderWorkerData): Worker {
  if (entry) return new Worker(entry, { workerData });
  const compiled = join(__dirname, 'render.worker.js');
  if (!__filename.endsWith('.ts') && existsSync(compiled)) return new Worker(compiled, { workerData });
  const hook = join(__dirname, 'register-ts.cjs');
  const source = join(__dirname, 'render.worker.ts');
  return new Worker(`require(${JSON.stringify(hook)}); require(${JSON.stringify(source)});`, { eval: true, workerData });
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

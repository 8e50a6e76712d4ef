import { join } from 'node:path';
import type { RenderRequest } from '../src/types';
import { RenderPool, RenderTimeoutError } from '../src/worker/pool';
import { configureRenderThreads, renderPool, renderPreviewPool, shutdownEngine } from '../src/engine';

/**
 * Failures stay inside their render: an error thrown inside a render worker, a worker that exits, or a render that
 * hangs fails that render only. The process lives on (no uncaught exception or unhandled
 * rejection reaches it), the pool replaces the worker, and the next render succeeds.
 */
const FAULT_WORKER = join(__dirname, 'support', 'render-fault.worker.cjs');
const request = (how: string) => ({ names: [how], lyrics: 'la la', style: 'hip-hop', vocalGender: 'female', seed: 1, version: 1 }) as unknown as RenderRequest;

describe('render pool failures', () => {
  const escaped: unknown[] = [];
  const onEscape = (error: unknown) => escaped.push(error);
  let pool: RenderPool;

  beforeAll(() => {
    process.on('uncaughtException', onEscape);
    process.on('unhandledRejection', onEscape);
  });
  afterAll(() => {
    process.off('uncaughtException', onEscape);
    process.off('unhandledRejection', onEscape);
  });
  beforeEach(async () => {
    pool = new RenderPool(1, { workerEntry: FAULT_WORKER, taskTimeoutMs: 1500 });
    await pool.warmUp();
  });
  afterEach(() => pool.close());

  it.each(['throw', 'reject', 'exit'])('a worker that fails by "%s" fails its render, is replaced, and the next render works', async (how) => {
    await expect(pool.run(request(how))).rejects.toThrow();
    const next = await pool.run(request('ok'));
    expect(next.stats.cpuMs).toBe(1);
    expect(pool.spawned).toBe(2);
    // Give any stray event a moment to surface, then check nothing reached the process.
    await new Promise((resolve) => setImmediate(resolve));
    expect(escaped).toEqual([]);
  });

  it('a render that hangs times out, its worker is stopped and replaced, and queued renders still run', async () => {
    const started = Date.now();
    const hung = pool.run(request('hang'));
    const queued = pool.run(request('ok'));
    await expect(hung).rejects.toBeInstanceOf(RenderTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect((await queued).stats.cpuMs).toBe(1);
    expect(pool.spawned).toBe(2);
    expect(escaped).toEqual([]);
  });

  it('a malformed reply from a worker fails its render instead of throwing in the process', async () => {
    await expect(pool.run(request('garbage'))).rejects.toThrow();
    expect((await pool.run(request('ok'))).stats.cpuMs).toBe(1);
    expect(pool.spawned).toBe(2);
    expect(escaped).toEqual([]);
  });

  it('a preview callback that throws fails that render instead of throwing in the process', async () => {
    const failing = pool.run(request('preview-then-ok'), () => {
      throw new Error('saving the preview failed');
    });
    await expect(failing).rejects.toThrow('saving the preview failed');
    expect((await pool.run(request('ok'))).stats.cpuMs).toBe(1);
    expect(escaped).toEqual([]);
  });

  it('an error the worker reports fails the render and keeps the worker', async () => {
    await expect(pool.run(request('error'))).rejects.toThrow('a render error the worker caught');
    expect((await pool.run(request('ok'))).stats.cpuMs).toBe(1);
    expect(pool.spawned).toBe(1);
  });
});

describe('render pool idle spells', () => {
  it('starts workers as work comes, stops those past keepWarm after an idle spell, and starts them again', async () => {
    const pool = new RenderPool(2, { workerEntry: FAULT_WORKER, idleMs: 300, keepWarm: 1 });
    try {
      expect(pool.started).toBe(0);
      const both = await Promise.all([pool.run(request('ok')), pool.run(request('ok'))]);
      expect(new Set(both.map((r) => r.track.fullMp3[0])).size).toBe(2); // two threads rendered
      expect(pool.started).toBe(2);
      const deadline = Date.now() + 30_000;
      while (pool.started > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pool.started).toBe(1);
      expect((await pool.run(request('ok'))).stats.cpuMs).toBe(1); // the one kept warm still renders
      await Promise.all([pool.run(request('ok')), pool.run(request('ok'))]);
      expect(pool.spawned).toBe(3); // the second thread started again for the busy spell
    } finally {
      await pool.close();
    }
  });
});

describe("the engine's pools through an idle spell", () => {
  it('keeps every preview thread started (caches dropped) and stops the whole-song threads', async () => {
    configureRenderThreads({ idleMs: 200 });
    try {
      const previews = renderPreviewPool();
      const wholeSongs = renderPool();
      await Promise.all([previews.warmUp(), wholeSongs.warmUp()]);
      const deadline = Date.now() + 30_000;
      while ((previews.trimmed < previews.size || wholeSongs.started > 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(wholeSongs.started).toBe(0);
      expect(previews.trimmed).toBe(previews.size); // every preview thread had its idle spell…
      expect(previews.started).toBe(previews.size); // …and is still there, compiled, for the next song
      expect(previews.spawned).toBe(previews.size);
    } finally {
      await shutdownEngine();
      configureRenderThreads({});
    }
  });
});

import { performance } from 'node:perf_hooks';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { Logger } from 'pino';
import { returnFreedMemory } from '@boogy/engine';

/** V8's gc(), present when Node runs with --expose-gc (npm start, the worker script and the image do). */
type Gc = (options: { type: 'major'; execution: 'async'; flavor: 'last-resort' }) => Promise<void>;

const SAMPLE_MS = 500;
/**
 * This long with the event loop at most this busy (an idle server sits at 2–5 %): the burst is over.
 * Longer than a lull between two bursts of a load test (bench:flow's rounds are 3 s).
 */
const QUIET_MS = 4000;
const QUIET_UTILIZATION = 0.2;
/** Growth of the resident size, past where the last quiet spell left it, worth a collection. */
const GROWTH_BYTES = 32 * 1024 * 1024;
/** The sampling timer's name in the app's scheduler (a process-local timer, ADR 0017). */
export const RETURN_MEMORY_SAMPLER = 'process.return-memory-when-quiet';

/**
 * Gives memory back to the operating system once a burst of requests is over. A regular V8
 * collection keeps the pages a burst made the heap take (pooled for reuse) and the grown young
 * generation, and V8's own memory reducer never runs in Node (it waits for a low allocation rate
 * that it only measures at collections, which stop when the process goes quiet): measured, the
 * resident size stayed at its peak, 1.5–1.8× idle, for as long as the process lived. So once the
 * event loop has been nearly idle for a few seconds and the resident size grew well past where
 * the last quiet spell left it, one memory-reducing collection (V8's last-resort flavour: 50–100 ms,
 * while nothing is waiting) returns those pages. Without --expose-gc it does nothing.
 */
export function returnMemoryWhenQuiet(log: Pick<Logger, 'info'>, scheduler: SchedulerRegistry): () => void {
  const gc = (globalThis as { gc?: Gc }).gc;
  if (typeof gc !== 'function') return () => undefined;
  // Where the last collection left the process, and later the lowest seen while quiet. None yet:
  // the first quiet spell always collects, returning what start-up took (measured: an API process
  // stayed at 340 MB after start-up, 194 MB after one such collection).
  let baseline = 0;
  let quietFor = 0;
  let collecting = false;
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    quietFor = performance.eventLoopUtilization(now, last).utilization <= QUIET_UTILIZATION ? quietFor + 1 : 0;
    last = now;
    if (quietFor * SAMPLE_MS < QUIET_MS || collecting) return;
    const before = process.memoryUsage.rss();
    baseline = Math.min(baseline, before);
    if (before < baseline + GROWTH_BYTES) return;
    collecting = true;
    void gc({ type: 'major', execution: 'async', flavor: 'last-resort' })
      .then(() => {
        // What V8 gave back to malloc, malloc gives back to the system (engine: return-freed-memory.ts).
        returnFreedMemory();
        const after = process.memoryUsage.rss();
        // What stays is live (or not V8's): the next collection waits for new growth past it.
        baseline = after;
        log.info({ beforeMb: Math.round(before / 2 ** 20), afterMb: Math.round(after / 2 ** 20) }, 'quiet after a burst: memory returned');
      })
      .finally(() => (collecting = false));
  }, SAMPLE_MS);
  timer.unref();
  scheduler.addInterval(RETURN_MEMORY_SAMPLER, timer);
  return () => {
    if (scheduler.doesExist('interval', RETURN_MEMORY_SAMPLER)) scheduler.deleteInterval(RETURN_MEMORY_SAMPLER);
  };
}

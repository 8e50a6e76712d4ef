import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * The CPU time each test file takes in its jest worker (the app it starts runs in that process, and
 * so do its render threads): appended as a JSON line to TEST_CPU_LOG when that is set, for
 * scripts/slowest-tests.mjs to rank. Wall time alone hides which files keep the cores busy.
 */
const log = process.env.TEST_CPU_LOG;
if (log) {
  let start: NodeJS.CpuUsage;
  beforeAll(() => {
    start = process.cpuUsage();
  });
  afterAll(() => {
    const used = process.cpuUsage(start);
    const file = relative(process.cwd(), expect.getState().testPath ?? '?');
    appendFileSync(log, `${JSON.stringify({ file, cpuSeconds: (used.user + used.system) / 1e6 })}\n`);
  });
}

import { join } from 'node:path';
import type { RenderRequest } from '../src/types';
import { RenderPool } from '../src/worker/pool';

/**
 * First come, first served across songs: renders wait in the order their songs were asked for
 * (`queuedAt`), not the order they reached the pool, so an earlier song's two versions go ahead
 * of a later song's even when the later one's job got to the pool first.
 */
const WORKER = join(__dirname, 'support', 'render-fault.worker.cjs');
const request = (song: string, version: 1 | 2) => ({ names: ['ok', song], lyrics: 'la la', style: 'hip-hop', vocalGender: 'female', seed: 1, version }) as unknown as RenderRequest;

describe('render pool order', () => {
  let pool: RenderPool;

  beforeEach(async () => {
    pool = new RenderPool(1, { workerEntry: WORKER });
    await pool.warmUp();
  });
  afterEach(() => pool.close());

  it('serves songs in the order they were asked for, both versions of each together', async () => {
    const finished: string[] = [];
    const song = (name: string, queuedAt: number) =>
      ([1, 2] as const).map((version) => pool.run(request(name, version), undefined, queuedAt).then(() => finished.push(`${name} v${version}`)));
    // The first render takes the only worker at once; the others wait.
    const running = song('A', 1000);
    // C was asked for last but reaches the pool before B.
    const c = song('C', 3000);
    const b = song('B', 2000);
    await Promise.all([...running, ...c, ...b]);
    expect(finished).toEqual(['A v1', 'A v2', 'B v1', 'B v2', 'C v1', 'C v2']);
  });

  it('keeps arrival order among renders asked for at the same moment', async () => {
    const finished: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => pool.run(request(`S${n}`, 1), undefined, 5000).then(() => finished.push(n))));
    expect(finished).toEqual([1, 2, 3, 4]);
  });
});

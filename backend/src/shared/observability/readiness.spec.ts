import { ReadinessChecks } from './readiness';

describe('readiness checks', () => {
  it('reports each registered check, a failing or throwing one as down', async () => {
    const checks = new ReadinessChecks();
    checks.add('storage', async () => true);
    checks.add('broken', async () => false);
    checks.add('throws', async () => {
      throw new Error('unreachable');
    });
    expect(await checks.run()).toEqual({ storage: true, broken: false, throws: false });
  });

  it('counts a check that does not answer in time as down', async () => {
    const checks = new ReadinessChecks();
    checks.add('hangs', () => new Promise<boolean>(() => undefined));
    const started = Date.now();
    expect(await checks.run(200)).toEqual({ hangs: false });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

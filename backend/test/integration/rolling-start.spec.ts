import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { MIGRATIONS } from '../../src/persistence.registry';
import { startAppProcess, visitorOf, type AppProcess } from '../support/app-process';
import { serverUrl } from '../support/test-database';

/**
 * The upgrade order of docs/operations.md: processes of a new version starting together on a
 * database that still lacks the migrations. Each takes the migration advisory lock in turn, so
 * every migration is applied once, and none listens (or fetches jobs) before the schema is there.
 */
describe('API and worker processes starting together on an unmigrated database', () => {
  const name = `boogy_t_${process.env.BOOGY_TEST_RUN_PID}_${randomBytes(6).toString('hex')}`;
  const url = serverUrl(name);
  const started: AppProcess[] = [];

  beforeAll(async () => {
    const admin = new Client({ connectionString: serverUrl('postgres') });
    await admin.connect();
    await admin.query(`create database "${name}"`); // empty: no template, no migrations
    await admin.end();
  });
  afterAll(async () => {
    await Promise.all(started.map((p) => p.kill9()));
    const admin = new Client({ connectionString: serverUrl('postgres') });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('migrates once under the lock, then every process serves', async () => {
    const dataDir = (who: string) => ({ DATA_DIR: `/tmp/boogy-scale-data/${process.pid}-rolling-${who}` });
    const booted = await Promise.allSettled([
      startAppProcess('api', url, dataDir('api-a'), 180_000),
      startAppProcess('api', url, dataDir('api-b'), 180_000),
      startAppProcess('worker', url, dataDir('worker'), 180_000),
    ]);
    for (const result of booted) if (result.status === 'fulfilled') started.push(result.value);
    for (const result of booted) if (result.status === 'rejected') throw result.reason;

    const sql = new Client({ connectionString: url });
    await sql.connect();
    try {
      const applied = (await sql.query<{ name: string }>('select name from public.mikro_orm_migrations order by id')).rows.map((r) => r.name);
      expect(applied).toEqual(MIGRATIONS.map((m) => m.name));
    } finally {
      await sql.end();
    }
    // Without the lock two migrators would create the same schemas at once and one process would die.
    expect(started.every((p) => !p.exited())).toBe(true);
    for (const api of started.filter((p) => p.url)) {
      const { response, data } = await visitorOf(api.url).api.GET('/api/ready');
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ status: 'ready' });
    }
  }, 300_000);
});

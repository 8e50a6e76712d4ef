import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const BACKEND_DIR = join(__dirname, '..', '..');

/**
 * A real app process (test/support/messaging-probe-main.ts) booted from TypeScript by
 * @swc-node/register with backend/tsconfig.json, so decorators and their metadata work as in dist/.
 */
export interface ProbeProcess {
  pid: number;
  /** Everything it printed (pino JSON lines and anything else), for failure messages. */
  output: () => string;
  /** Log lines at level error or worse. */
  errors: () => string[];
  exited: () => boolean;
  /** SIGTERM and wait; resolves with the exit code (null when it had to be killed). */
  stop: (timeoutMs?: number) => Promise<number | null>;
  /** SIGKILL, as a crash would: no shutdown hook runs. */
  kill9: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function startProbeProcess(databaseUrl: string, env: Record<string, string> = {}, readyTimeoutMs = 120_000): Promise<ProbeProcess> {
  const child = spawn(process.execPath, ['--conditions=boogy-source', '-r', '@swc-node/register', join(BACKEND_DIR, 'test/support/messaging-probe-main.ts')], {
    cwd: BACKEND_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      SWC_NODE_PROJECT: join(BACKEND_DIR, 'tsconfig.json'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PROCESS_ROLE: 'all',
      JOBS_CRON_INTERVAL_SECONDS: '1',
      SESSION_SECRET: 'probe-session-secret-that-is-long-enough-1234',
      DATA_DIR: '/tmp/boogy-probe-data',
      ...env,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const pid = child.pid!;

  const deadline = Date.now() + readyTimeoutMs;
  while (!output.includes(`PROBE_READY ${pid}`)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`probe process exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`probe process not ready after ${readyTimeoutMs} ms:\n${output}`);
    }
    await sleep(100);
  }

  return {
    pid,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    errors: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .filter((line) => {
          try {
            return (JSON.parse(line) as { level?: number }).level! >= 50;
          } catch {
            return false;
          }
        }),
    stop: async (timeoutMs = 15_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = new AbortController();
      const code = await Promise.race([exited(child), sleep(timeoutMs, 'timeout' as const, { signal: timer.signal }).catch(() => 'timeout' as const)]);
      timer.abort();
      if (code !== 'timeout') return code;
      child.kill('SIGKILL');
      await exited(child);
      return null;
    },
    kill9: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(200);
  }
}

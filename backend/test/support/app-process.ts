import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import makeFetchCookie from 'fetch-cookie';
import { CookieJar } from 'tough-cookie';
import { createApiClient } from '@boogy/contracts';
import { contractValidation } from './contract';
import type { Visitor } from './test-app';

const BACKEND_DIR = join(__dirname, '..', '..');

/** A real API or worker process (test/support/scale-process-main.ts), booted from TypeScript. */
export interface AppProcess {
  pid: number;
  /** The API's base URL (API processes). */
  url: string;
  /** The worker's own /metrics URL (workers started with METRICS_PORT). */
  metricsUrl: string | null;
  output: () => string;
  exited: () => boolean;
  /** Resolves with the exit code once the process has ended (null when a signal ended it). */
  exit: Promise<number | null>;
  /** Resolves once the process has ended; throws, with the signal and the process's output, unless it exited 0. */
  exitedCleanly: () => Promise<void>;
  /** Sends SIGTERM and returns at once (await `exit` for the end). */
  term: () => void;
  kill9: () => Promise<void>;
}

export async function startAppProcess(role: 'api' | 'worker', databaseUrl: string, env: Record<string, string> = {}, readyTimeoutMs = 90_000): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--conditions=boogy-source', '-r', '@swc-node/register', join(BACKEND_DIR, 'test/support/scale-process-main.ts')], {
    cwd: BACKEND_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      SWC_NODE_PROJECT: join(BACKEND_DIR, 'tsconfig.json'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_FRONTEND: 'false',
      JOBS_CRON_INTERVAL_SECONDS: '1',
      SESSION_SECRET: 'scale-session-secret-that-is-long-enough-1234',
      // Three test files run at once on one PostgreSQL (100 connections): see test-app.ts.
      SESSION_POOL_SIZE: '3',
      DATABASE_POOL_SIZE: '5',
      DATA_DIR: `/tmp/boogy-scale-data/${process.pid}`,
      ...env,
      PROCESS_ROLE: role,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pid = child.pid!;
  const marker = `APP_READY ${pid} `;
  const deadline = Date.now() + readyTimeoutMs;
  while (!output.includes(marker)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${role} process exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${role} process not ready after ${readyTimeoutMs} ms:\n${output}`);
    }
    await sleep(100);
  }
  const info = JSON.parse(output.slice(output.indexOf(marker) + marker.length).split('\n')[0]!) as { url?: string; metricsUrl?: string | null };
  const isDone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    pid,
    url: info.url ?? '',
    metricsUrl: info.metricsUrl ?? null,
    output: () => output,
    exited: isDone,
    exit,
    exitedCleanly: async () => {
      const code = await exit;
      if (code !== 0) throw new Error(`${role} process ended with ${code === null ? `signal ${child.signalCode}` : `exit code ${code}`}:\n${output.slice(-6000)}`);
    },
    term: () => {
      if (!isDone()) child.kill('SIGTERM');
    },
    kill9: async () => {
      if (isDone()) return;
      child.kill('SIGKILL');
      await exit;
    },
  };
}

/** A browser-like visitor of one API process (its own cookie jar, answers checked against openapi.yaml). */
export function visitorOf(baseUrl: string, jar?: CookieJar): Visitor & { jar: CookieJar } {
  const cookies = jar ?? new CookieJar();
  const cookieFetch = makeFetchCookie(fetch, cookies) as unknown as typeof fetch;
  const api = createApiClient({ baseUrl, fetch: cookieFetch });
  api.use(contractValidation);
  return { api, jar: cookies, fetch: (input, init) => cookieFetch(typeof input === 'string' && input.startsWith('/') ? baseUrl + input : input, init) };
}

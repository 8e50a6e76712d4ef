/**
 * End-to-end benchmark through the HTTP API (npm run bench:flow). It runs the real server (built
 * dist/, API and workers, one process) in a child process and measures from another process:
 *   1. from POST /api/generate-music to both previews playable (both preview URLs answer audio),
 *      median of several songs — target ≤ 5 s;
 *   2. GET /api/check-music-status/{taskId} and GET /api/songs/{id} under 64 connections with
 *      autocannon — target ≥ 2,000 requests/s and p99 ≤ 50 ms each.
 * Uses DATABASE_URL when set, else the app's embedded PostgreSQL in a throwaway data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';

const BACKEND = join(__dirname, '..');
const REGISTER_TS = join(BACKEND, 'src/modules/catalog/infrastructure/local-engine/worker/register-ts.cjs');
const SONGS = Number(process.env.BENCH_SONGS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
/** The same V8 flags as `npm start` (backend/package.json start:prod): see docs/operations.md. */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
const TARGETS = { previewsMedianS: 5, rps: 2000, p99Ms: 50 };

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers: Record<string, string>; pipelining?: number }) => Promise<AutocannonResult>;

// ---------------------------------------------------------------- server (child process)

async function runServer(): Promise<void> {
  const { startHttpApp } = require(join(BACKEND, 'dist/bootstrap/start.js')) as typeof import('../src/bootstrap/start');
  const dataDir = `/tmp/boogy-bench-${process.pid}`;
  const running = await startHttpApp({
    ...process.env,
    NODE_ENV: 'production' === process.env.NODE_ENV ? 'production' : 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SERVE_FRONTEND: 'false',
    PROCESS_ROLE: 'all',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54379',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-1234',
    // The bench is one address making many songs.
    GUEST_FREE_SAMPLES: '100',
    GUEST_SAMPLES_PER_IP_PER_DAY: '1000',
    LYRICS_RATE_LIMIT_PER_MINUTE: '1000',
  });
  process.stdout.write(`BENCH_SERVER ${running.url}\n`);
  const stop = () => {
    running
      .stop()
      .then(() => rmSync(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--no-experimental-strip-types', '--disable-warning=ExperimentalWarning', '-r', REGISTER_TS, join(__dirname, 'flow.ts'), '--server'], {
    cwd: BACKEND,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /BENCH_SERVER (\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

// ---------------------------------------------------------------- client (this process)

class Guest {
  cookie = '';
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T; headers: Headers }> {
    const response = await fetch(this.base + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    const type = response.headers.get('content-type') ?? '';
    const data = (type.includes('json') ? await response.json() : await response.arrayBuffer()) as T;
    return { status: response.status, data, headers: response.headers };
  }
}

interface Track {
  previewUrl: string | null;
}
interface Status {
  status: string;
  tracks: Track[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One song: lyrics, record, render; returns seconds to both previews playable and to completion. */
async function oneSong(base: string, index: number): Promise<{ previewsS: number; completedS: number; guest: Guest; taskId: string; songId: string }> {
  const guest = new Guest(base);
  const names = ['Alice', 'Bob', 'Chloé', 'Dev', 'Emma'].map((n) => `${n}${index === 0 ? '' : index}`);
  const lyrics = await guest.call<{ lyrics: string }>('POST', '/api/generate-lyrics', { names, style: 'hip-hop' });
  if (lyrics.status !== 200) throw new Error(`generate-lyrics answered ${lyrics.status}`);
  const song = await guest.call<{ id: string }>('POST', '/api/songs', { names, lyrics: lyrics.data.lyrics, style: 'hip-hop' });
  if (song.status !== 201) throw new Error(`POST /api/songs answered ${song.status}: ${JSON.stringify(song.data)}`);

  const started = performance.now();
  const task = await guest.call<{ taskId: string }>('POST', '/api/generate-music', { songId: song.data.id, vocalGender: 'mixed' });
  let previewsS = 0;
  for (;;) {
    const { data } = await guest.call<Status>('GET', `/api/check-music-status/${task.data.taskId}`);
    if (data.status === 'failed') throw new Error('render failed');
    const previews = data.tracks.map((t) => t.previewUrl).filter((u): u is string => Boolean(u));
    if (!previewsS && previews.length === 2) {
      const playable = await Promise.all(
        previews.map(async (url) => {
          const res = await guest.call<ArrayBuffer>('GET', url);
          return res.status === 200 && res.headers.get('content-type') === 'audio/mpeg' && res.data.byteLength > 100_000;
        }),
      );
      if (playable.every(Boolean)) previewsS = (performance.now() - started) / 1000;
    }
    if (data.status === 'completed') return { previewsS, completedS: (performance.now() - started) / 1000, guest, taskId: task.data.taskId, songId: song.data.id };
    await sleep(100);
  }
}

async function load(url: string, cookie: string): Promise<AutocannonResult> {
  const autocannon = require('autocannon') as Autocannon;
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { cookie } }); // warm-up
  return autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers: { cookie } });
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main(): Promise<void> {
  if (process.argv.includes('--server')) return runServer();
  console.log(`bench:flow on ${availableParallelism()} cores (load average ${loadavg().map((n) => n.toFixed(2)).join(' ')})`);
  const { url: base, child } = await startServer();
  try {
    // A first song warms the render threads (flite and lamejs compile once per thread).
    console.log('warm-up song…');
    await oneSong(base, 0);
    const runs = [];
    for (let i = 1; i <= SONGS; i++) {
      const run = await oneSong(base, i);
      runs.push(run);
      console.log(`  song ${i}: both previews playable after ${run.previewsS.toFixed(2)} s, completed after ${run.completedS.toFixed(2)} s`);
    }
    const previews = median(runs.map((r) => r.previewsS));
    const completed = median(runs.map((r) => r.completedS));

    const last = runs[runs.length - 1]!;
    const status = await load(`${base}/api/check-music-status/${last.taskId}`, last.guest.cookie);
    const song = await load(`${base}/api/songs/${last.songId}`, last.guest.cookie);

    const ok = {
      previews: previews <= TARGETS.previewsMedianS,
      status: status.requests.average >= TARGETS.rps && status.latency.p99 <= TARGETS.p99Ms && status.non2xx === 0,
      song: song.requests.average >= TARGETS.rps && song.latency.p99 <= TARGETS.p99Ms && song.non2xx === 0,
    };
    console.log('\nresults');
    console.log(`  generate-music → both previews playable: median ${previews.toFixed(2)} s over ${SONGS} songs (target ≤ ${TARGETS.previewsMedianS} s)  ${verdict(ok.previews)}`);
    console.log(`  generate-music → completed (full tracks): median ${completed.toFixed(2)} s`);
    for (const [name, r, pass] of [['GET /api/check-music-status/{taskId}', status, ok.status], ['GET /api/songs/{id}', song, ok.song]] as const) {
      console.log(
        `  ${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors ` +
          `(${CONNECTIONS} connections, ${LOAD_SECONDS} s; target ≥ ${TARGETS.rps} req/s, p99 ≤ ${TARGETS.p99Ms} ms)  ${verdict(pass)}`,
      );
    }
    process.exitCode = Object.values(ok).every(Boolean) ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

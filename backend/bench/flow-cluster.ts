/**
 * The HTTP flow with the product scaled out (npm run bench:cluster): two API processes
 * (PROCESS_ROLE=api) and one worker process (PROCESS_ROLE=worker; BENCH_WORKERS for more) on one
 * PostgreSQL and one media store, all started from the built dist/ as `npm start` would. It reports
 *   1. the hot read endpoints (GET /api/check-music-status/{taskId}, GET /api/songs/{id}) under 64
 *      connections spread over both APIs — requests/s and p99 — next to a bare `node:http` server
 *      answering the same JSON body on this machine in the same run (alternating rounds), as a ratio;
 *   2. with 8 songs generated at once, the time from POST /api/generate-music to both previews
 *      playable for each song (median and slowest).
 * Uses DATABASE_URL when set (else an embedded PostgreSQL of its own) and the S3_* variables when
 * set (else one media folder shared by the processes). Full tracks last SONG_FULL_DURATION_SEC
 * (default here 60 s, so a run stays within minutes on 2 cores; previews are 40 s either way).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';

const BACKEND = join(__dirname, '..');
const REGISTER_TS = join(BACKEND, '..', 'engine/src/worker/register-ts.cjs');
const CONCURRENT_SONGS = Number(process.env.BENCH_CONCURRENT_SONGS ?? 8);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--expose-gc'];
const RUN_DIR = process.env.BENCH_RUN_DIR ?? `/tmp/boogy-bench-cluster-${process.pid}`;
/** Issue 33's memory goals (resident size). */
const GOALS = { apiAfterReadsMb: 250, workerRenderingMb: 800 };

const rssMb = (pid: number): number => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  } catch {
    return 0; // the process has ended
  }
};

/** The highest resident size of the processes while `work` runs, sampled every 200 ms. */
async function peakRss<T>(pids: number[], work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = 0;
  const sample = () => (peakMb = Math.max(peakMb, ...pids.map(rssMb)));
  const timer = setInterval(sample, 200);
  try {
    const result = await work();
    sample();
    return { result, peakMb };
  } finally {
    clearInterval(timer);
  }
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: { url: string | string[]; connections: number; duration: number; headers?: Record<string, string> }) => Promise<AutocannonResult>;

// ---------------------------------------------------------------- child processes

/** `--role api|worker`: one Boogy process; `--role bare`: a node:http server answering BARE_BODY. */
async function runChild(role: string): Promise<void> {
  if (role === 'bare') {
    // BARE_BODIES: {"/path": body}: each path answers its JSON body, as the API would.
    const bodies = JSON.parse(process.env.BARE_BODIES ?? '{}') as Record<string, unknown>;
    const texts = new Map(Object.entries(bodies).map(([path, body]) => [path, JSON.stringify(body)]));
    const server = createServer((req, res) => {
      const body = texts.get(req.url ?? '') ?? '{}';
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'private, no-cache' });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => process.stdout.write(`BENCH_READY http://127.0.0.1:${(server.address() as { port: number }).port}\n`));
    process.once('SIGTERM', () => server.close(() => process.exit(0)));
    return;
  }
  const start = require(join(BACKEND, 'dist/bootstrap/start.js')) as typeof import('../src/bootstrap/start');
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SERVE_FRONTEND: 'false',
    PROCESS_ROLE: role,
    DATA_DIR: join(RUN_DIR, `${role}-${process.pid}`),
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-1234',
    // The bench is one address making many songs.
    GUEST_FREE_SAMPLES: '100',
    GUEST_SAMPLES_PER_IP_PER_DAY: '1000',
    LYRICS_RATE_LIMIT_PER_MINUTE: '1000',
    SONG_FULL_DURATION_SEC: process.env.SONG_FULL_DURATION_SEC ?? '60',
  };
  const running = role === 'worker' ? await start.startWorker(env) : await start.startHttpApp(env);
  process.stdout.write(`BENCH_READY ${'url' in running ? running.url : '-'}\n`);
  start.stopOnSignals(running.stop, console);
}

function startChild(role: 'api' | 'worker' | 'bare', env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--no-experimental-strip-types', '--disable-warning=ExperimentalWarning', '-r', REGISTER_TS, __filename, '--role', role], {
    cwd: BACKEND,
    env: { ...process.env, ...env, BENCH_RUN_DIR: RUN_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /BENCH_READY (\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${role} process exited with ${code}:\n${output}`)));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

// ---------------------------------------------------------------- client

class Guest {
  cookie = '';
  constructor(readonly base: string) {}

  async call<T>(method: string, path: string, body?: unknown, base = this.base): Promise<{ status: number; data: T; headers: Headers }> {
    const response = await fetch(base + path, {
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

interface Status {
  status: string;
  tracks: { previewUrl: string | null }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A song created through one API and watched through the other; seconds to both previews playable. */
async function songToPreviews(create: string, watch: string, index: number): Promise<{ previewsS: number; guest: Guest; taskId: string; songId: string }> {
  const guest = new Guest(create);
  const names = ['Alice', 'Bob', 'Chloé', 'Dev'].map((n) => `${n}${index}`);
  const lyrics = await guest.call<{ lyrics: string }>('POST', '/api/generate-lyrics', { names, style: 'k-pop' });
  if (lyrics.status !== 200) throw new Error(`generate-lyrics answered ${lyrics.status}`);
  const song = await guest.call<{ id: string }>('POST', '/api/songs', { names, lyrics: lyrics.data.lyrics, style: 'k-pop' });
  if (song.status !== 201) throw new Error(`POST /api/songs answered ${song.status}`);
  const started = performance.now();
  const task = await guest.call<{ taskId: string }>('POST', '/api/generate-music', { songId: song.data.id });
  for (;;) {
    const { data } = await guest.call<Status>('GET', `/api/check-music-status/${task.data.taskId}`, undefined, watch);
    if (data.status === 'failed') throw new Error('render failed');
    const previews = data.tracks.map((t) => t.previewUrl).filter((u): u is string => Boolean(u));
    if (previews.length === 2) {
      const playable = await Promise.all(
        previews.map(async (url) => {
          const res = await guest.call<ArrayBuffer>('GET', url, undefined, watch);
          return res.status === 200 && res.headers.get('content-type') === 'audio/mpeg' && res.data.byteLength > 100_000;
        }),
      );
      if (playable.every(Boolean)) return { previewsS: (performance.now() - started) / 1000, guest, taskId: task.data.taskId, songId: song.data.id };
    }
    await sleep(100);
  }
}

/**
 * Targets measured in alternating rounds (A B C A B C…), so the load other processes put on a
 * shared machine falls on each alike: req/s over all rounds, p99 the median of the rounds'.
 */
async function interleaved(targets: { urls: string[]; cookie?: string }[], rounds = 3): Promise<AutocannonResult[]> {
  const autocannon = require('autocannon') as Autocannon;
  const seconds = Math.max(2, Math.round(LOAD_SECONDS / rounds));
  const options = (t: { urls: string[]; cookie?: string }) => ({ url: t.urls, connections: CONNECTIONS, headers: (t.cookie ? { cookie: t.cookie } : {}) as Record<string, string> });
  for (const t of targets) await autocannon({ ...options(t), duration: 1 }); // warm-up
  const runs: AutocannonResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) runs[i]!.push(await autocannon({ ...options(t), duration: seconds }));
  }
  return runs.map((list) => ({
    requests: { average: list.reduce((sum, r) => sum + r.requests.total, 0) / (seconds * list.length), total: list.reduce((sum, r) => sum + r.requests.total, 0) },
    latency: { p50: median(list.map((r) => r.latency.p50)), p99: median(list.map((r) => r.latency.p99)) },
    non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
  }));
}

const line = (name: string, r: AutocannonResult) =>
  `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors  — ${name}`;

async function main(): Promise<void> {
  const roleAt = process.argv.indexOf('--role');
  if (roleAt > 0) return runChild(process.argv[roleAt + 1]!);

  console.log(
    `bench:cluster on ${availableParallelism()} cores (load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}): 2 API processes + ${WORKERS} worker(s), full tracks ${process.env.SONG_FULL_DURATION_SEC ?? 60} s`,
  );
  const children: ChildProcess[] = [];
  let embedded: { stop: () => Promise<void> } | undefined;
  const cleanUp = async () => {
    await Promise.all(children.map(stopChild));
    await embedded?.stop();
    rmSync(RUN_DIR, { recursive: true, force: true });
  };
  // Interrupted (Ctrl-C, a timeout): stop the processes and the database it started.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      const { startEmbeddedPostgres } = require(join(BACKEND, 'dist/shared/persistence/embedded-postgres.js')) as typeof import('../src/shared/persistence/embedded-postgres');
      const pg = await startEmbeddedPostgres({ dataDir: join(RUN_DIR, 'db'), port: Number(process.env.EMBEDDED_PG_PORT ?? 54381), databases: ['boogy'], log: pino({ level: 'warn' }) });
      embedded = pg;
      databaseUrl = pg.url('boogy');
    }
    const shared = { DATABASE_URL: databaseUrl, ...(process.env.S3_BUCKET ? {} : { MEDIA_DIR: join(RUN_DIR, 'media') }) };
    // The first API migrates (under the advisory lock) before the others start.
    const first = await startChild('api', shared);
    children.push(first.child);
    const rest = await Promise.all([startChild('api', shared), ...Array.from({ length: WORKERS }, () => startChild('worker', shared))]);
    children.push(...rest.map((r) => r.child));
    const apis = [first.url, rest[0]!.url];
    const apiPids = [first.child.pid!, rest[0]!.child.pid!];
    const workerPids = rest.slice(1).map((r) => r.child.pid!);

    console.log('warm-up song…');
    const warm = await songToPreviews(apis[0]!, apis[1]!, 0);

    console.log(`${CONCURRENT_SONGS} songs generated at once (created through one API, watched through the other)…`);
    // The worker's resident size is sampled from the first render to the last full track.
    const { result: runs, peakMb: workerPeakMb } = await peakRss(workerPids, async () => {
      const songs = await Promise.all(Array.from({ length: CONCURRENT_SONGS }, (_, i) => songToPreviews(apis[i % 2]!, apis[(i + 1) % 2]!, i + 1)));
      // Let the full tracks finish before the read load, so rendering does not share the cores with it.
      for (const run of songs) {
        for (;;) {
          const { data } = await run.guest.call<Status>('GET', `/api/check-music-status/${run.taskId}`);
          if (data.status === 'completed' || data.status === 'failed') break;
          await sleep(500);
        }
      }
      return songs;
    });
    const times = runs.map((r) => r.previewsS).sort((a, b) => a - b);

    // The bare server answers the same JSON bodies; it and the two APIs are measured in alternating rounds.
    const statusPath = `/api/check-music-status/${warm.taskId}`;
    const songPath = `/api/songs/${warm.songId}`;
    const bodies = { [statusPath]: (await warm.guest.call<unknown>('GET', statusPath)).data, [songPath]: (await warm.guest.call<unknown>('GET', songPath)).data };
    const bare = await startChild('bare', { BARE_BODIES: JSON.stringify(bodies) });
    children.push(bare.child);
    const cookie = warm.guest.cookie;
    const [bareStatus, status, bareSong, song] = (await interleaved([
      { urls: [bare.url + statusPath] },
      { urls: apis.map((a) => a + statusPath), cookie },
      { urls: [bare.url + songPath] },
      { urls: apis.map((a) => a + songPath), cookie },
    ])) as [AutocannonResult, AutocannonResult, AutocannonResult, AutocannonResult];
    await stopChild(bare.child);
    // As bench:flow's memory section: the API processes once the read load is over (10 s later).
    await sleep(10_000);
    const apiAfterReadsMb = Math.max(...apiPids.map(rssMb));

    console.log('\nresults');
    console.log(`  ${CONCURRENT_SONGS} songs at once → both previews playable: median ${median(times).toFixed(2)} s, fastest ${times[0]!.toFixed(2)} s, slowest ${times.at(-1)!.toFixed(2)} s`);
    console.log(`  hot reads, ${CONNECTIONS} connections spread over both APIs, ${LOAD_SECONDS} s each in alternating rounds with a bare node:http process answering the same JSON:`);
    for (const [name, r, bareR] of [['GET /api/check-music-status/{taskId}', status, bareStatus], ['GET /api/songs/{id}', song, bareSong]] as const) {
      console.log(`    ${line(name, r)}`);
      console.log(`    ${line('bare node:http, same body', bareR)}  → ${name.split(' ')[1]} at ${(r.requests.average / bareR.requests.average).toFixed(2)} of bare req/s, p99 ${(r.latency.p99 / Math.max(1, bareR.latency.p99)).toFixed(1)}× bare`);
    }
    const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
    console.log(`  API-only process RSS 10 s after the read loads: ${apiAfterReadsMb.toFixed(0)} MB, the larger of the two (goal ≤ ${GOALS.apiAfterReadsMb} MB) ${verdict(apiAfterReadsMb <= GOALS.apiAfterReadsMb)}`);
    console.log(`  worker RSS while rendering ${CONCURRENT_SONGS} songs: peak ${workerPeakMb.toFixed(0)} MB (goal ≤ ${GOALS.workerRenderingMb} MB) ${verdict(workerPeakMb <= GOALS.workerRenderingMb)}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

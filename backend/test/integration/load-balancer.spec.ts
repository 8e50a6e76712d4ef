import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'yaml';
import { startAppProcess, visitorOf, type AppProcess } from '../support/app-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const DOCKER_DIR = join(__dirname, '..', '..', '..', 'docker');
const HAPROXY_CFG = join(DOCKER_DIR, 'haproxy.cfg');

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
}

/** The compose file read as Docker would read its structure (no daemon here). */
describe('docker/compose.yaml', () => {
  const text = readFileSync(join(DOCKER_DIR, 'compose.yaml'), 'utf8');
  const services = (parse(text) as { services: Record<string, ComposeService> }).services;

  it('puts the balancer, and only it, in front of the app replicas, once they are ready', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'balancer', 'bucket', 'minio', 'postgres', 'worker']);
    expect(services.app!.ports).toBeUndefined(); // replicas would fight over one host port
    expect(services.app!.healthcheck!.test.join(' ')).toContain('/api/ready');
    expect(services.balancer!.ports).toEqual(['${BOOGY_PORT:-8080}:8080']);
    expect(services.balancer!.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(services.balancer!.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    expect(services.app!.environment!.TRUST_PROXY).toBe('true');
  });

  it('names every variable it requires in the documented command', () => {
    const required = [...text.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!);
    expect(required).toContain('PUBLIC_URL');
    const docs = readFileSync(join(DOCKER_DIR, '..', 'docs', 'operations.md'), 'utf8');
    const command = /```sh\n(PUBLIC_URL=[^`]*docker compose -f docker\/compose\.yaml up[^`]*)```/.exec(docs)?.[1] ?? '';
    for (const name of new Set(required)) expect(command).toContain(`${name}=`);
  });

  it('has a balancer configuration HAProxy accepts', () => {
    const result = spawnSync('haproxy', ['-c', '-f', HAPROXY_CFG], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toContain('Configuration file is valid');
    expect(result.status).toBe(0);
  });
});

/**
 * docker/haproxy.cfg run for real in front of two API processes on one database (its Docker DNS
 * line swapped for their addresses): a replica whose /api/ready fails gets no traffic, and a
 * song's progress stream comes through as the events are written.
 */
describe('the load balancer in front of two API processes', () => {
  let db: TestDatabase;
  let ready: AppProcess;
  let unready: AppProcess;
  let haproxy: ChildProcess;
  let balancer: string;
  let haproxyLog = '';
  const localCfg = `/tmp/boogy-haproxy-${process.pid}.cfg`;

  beforeAll(async () => {
    db = await createTestDatabase();
    ready = await startAppProcess('api', db.url, { DATA_DIR: `/tmp/boogy-scale-data/${process.pid}-lb-a` });
    // Same app, but its media store cannot be reached: alive (/api/health) and not ready (/api/ready 503).
    unready = await startAppProcess('api', db.url, {
      DATA_DIR: `/tmp/boogy-scale-data/${process.pid}-lb-b`,
      S3_BUCKET: 'unreachable',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'nobody',
      S3_SECRET_ACCESS_KEY: 'nothing-at-all',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const port = await freePort();
    const cfg = readFileSync(HAPROXY_CFG, 'utf8')
      .replace(/^\s*bind :8080$/m, `  bind 127.0.0.1:${port}`)
      .replace(/^\s*server-template .*$/m, [ready, unready].map((app, i) => `  server app${i + 1} ${new URL(app.url).host}`).join('\n'));
    writeFileSync(localCfg, cfg);
    haproxy = spawn('haproxy', ['-db', '-f', localCfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout!.on('data', (c: Buffer) => (haproxyLog += c.toString()));
    haproxy.stderr!.on('data', (c: Buffer) => (haproxyLog += c.toString()));
    balancer = `http://127.0.0.1:${port}`;
    // Up once it answers through a ready replica (the health checks take a few seconds).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const status = await fetch(`${balancer}/api/ready`).then((r) => r.status, () => 0);
      if (status === 200) break;
      await sleep(250);
    }
  }, 180_000);

  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    await Promise.all([ready?.kill9(), unready?.kill9()]);
    await db?.drop();
    rmSync(localCfg, { force: true });
  });

  it('sends traffic only to the replica whose /api/ready answers 200', async () => {
    expect((await fetch(`${unready.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${unready.url}/api/ready`)).status).toBe(503);
    expect((await fetch(`${ready.url}/api/ready`)).status).toBe(200);
    // Let a few more checks pass, so a replica wrongly marked up would have received some requests.
    await sleep(3_000);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await fetch(`${balancer}/api/pricing?country=JP`)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await pricingRequests(ready)).toBeGreaterThanOrEqual(20);
    expect(await pricingRequests(unready)).toBe(0);
    expect(haproxyLog).toMatch(/app2 is DOWN/);
  }, 60_000);

  it("passes a song's progress stream through as it is written, unbuffered", async () => {
    const guest = visitorOf(balancer);
    const { data: song } = await guest.api.POST('/api/songs', { body: { names: ['Nora', 'Omar'], lyrics: '[Verse]\nNora and Omar dance all night\nThe party lights are shining bright', style: 'kids' } });
    const { data: task } = await guest.api.POST('/api/generate-music', { body: { songId: song!.id } });
    const cookie = await guest.jar.getCookieString(balancer);
    // No worker runs: the stream sends the song's state at once and then stays open (heartbeats).
    const started = Date.now();
    const first = await new Promise<{ contentType: string; chunk: string; ms: number; ended: boolean }>((resolve, reject) => {
      const req = request(`${balancer}/api/check-music-status/${task!.taskId}/events`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
        res.setEncoding('utf8');
        let body = '';
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes('data: ')) {
            resolve({ contentType: String(res.headers['content-type']), chunk: body, ms: Date.now() - started, ended: res.complete });
            req.destroy();
          }
        });
        res.on('error', () => undefined);
      });
      req.on('error', reject);
      req.end();
    });
    expect(first.contentType).toMatch(/^text\/event-stream/);
    expect(first.chunk).toMatch(/data: \{.*"status"/);
    expect(first.ended).toBe(false); // it came while the answer was still open
    expect(first.ms).toBeLessThan(10_000);
  }, 60_000);
});

async function pricingRequests(app: AppProcess): Promise<number> {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  return [...text.matchAll(/^boogy_http_requests_total\{[^}]*route="\/api\/pricing"[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import makeFetchCookie from 'fetch-cookie';
import { Pool } from 'pg';
import { createApiClient, type ApiClient } from '@boogy/contracts';
import { contractValidation } from '../support/contract';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const BACKEND_DIR = join(__dirname, '..', '..');

interface Proc {
  child: ChildProcess;
  output: () => string;
  url?: string;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A real process from src/ (main.ts or worker.ts) through @swc-node/register, as dist/ would run. */
async function startProcess(entry: 'main' | 'worker', databaseUrl: string, env: Record<string, string>): Promise<Proc> {
  const port = entry === 'main' ? await freePort() : 0;
  const child = spawn(process.execPath, ['--conditions=boogy-source', '-r', '@swc-node/register', join(BACKEND_DIR, `src/${entry}.ts`)], {
    cwd: BACKEND_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      SWC_NODE_PROJECT: join(BACKEND_DIR, 'tsconfig.json'),
      // development, not test: the logger keeps info lines in test, and readiness is read from them.
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'processes-session-secret-that-is-long-enough-1234',
      DATA_DIR: `/tmp/boogy-affiliate-processes-${process.pid}`,
      SERVE_FRONTEND: 'false',
      TRUST_PROXY: 'true',
      JOBS_CRON_INTERVAL_SECONDS: '5',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const ready = entry === 'main' ? 'Boogy is up' : 'Boogy worker is up';
  const deadline = Date.now() + 60_000;
  while (!output.includes(ready)) {
    if (child.exitCode !== null) throw new Error(`${entry} exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${entry} not up:\n${output}`);
    await sleep(100);
  }
  return { child, output: () => output, url: entry === 'main' ? `http://127.0.0.1:${port}` : undefined };
}

async function stop(p: Proc): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  const timer = new AbortController();
  await Promise.race([exited, sleep(15_000, undefined, { signal: timer.signal }).then(() => p.child.kill('SIGKILL'), () => undefined)]);
  timer.abort(); // no timer left behind to keep jest waiting
}

function client(baseUrl: string): ApiClient {
  const ip = `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;
  const api = createApiClient({ baseUrl, fetch: makeFetchCookie(fetch) as unknown as typeof fetch });
  api.use(contractValidation);
  api.use({
    onRequest({ request }) {
      request.headers.set('x-forwarded-for', ip);
      return request;
    },
  });
  return api;
}

/**
 * Two API processes and two workers on one database, as production runs them: a 3-layer chain,
 * 20 buyers purchasing at once through both APIs, the events relayed and handled by whichever
 * worker is free, then every captured event delivered again to both workers at once.
 */
describe('affiliate across processes', () => {
  let db: TestDatabase;
  let pool: Pool;
  const procs: Proc[] = [];
  const sql = async <T extends object>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];
  const eventually = async <T>(check: () => Promise<T | false>, what: string, timeoutMs = 60_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== false) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${procs.map((p) => p.output().slice(-2000)).join('\n---\n')}`);
      await sleep(250);
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    procs.push(await startProcess('main', db.url, { PROCESS_ROLE: 'api' }));
    procs.push(await startProcess('main', db.url, { PROCESS_ROLE: 'api' }));
    procs.push(await startProcess('worker', db.url, {}));
    procs.push(await startProcess('worker', db.url, {}));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(procs.map(stop));
    await pool.end();
    await db.drop();
  });

  it('a 3-layer chain and 20 concurrent purchases through both APIs pay exactly the right commissions, once', async () => {
    const [api1, api2] = [procs[0]!.url!, procs[1]!.url!];
    const join = async (base: string, label: string, referralCode: string | null) => {
      const api = client(base);
      const { data } = await api.POST('/api/simple-register', { body: { email: `${label}-${randomBytes(4).toString('hex')}@procs.test`, firstName: label, referralCode } });
      const user = (data as { user: { id: string; referralCode: string } }).user;
      return { api, id: user.id, code: user.referralCode };
    };
    const a = await join(api1, 'Ann', null);
    const b = await join(api2, 'Ben', a.code);
    const c = await join(api1, 'Cleo', b.code);
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => join(i % 2 ? api1 : api2, `Buyer${i}`, c.code)));
    const songs = await Promise.all(
      buyers.map(async (m, i) => {
        const { data } = await m.api.POST('/api/songs', { body: { names: [`Buyer${i}`], lyrics: `Buyer${i} is dancing all night long, everybody sing along`, style: 'hip-hop' } });
        return data!.id;
      }),
    );
    const orders = await Promise.all(
      buyers.map(async (m, i) => {
        const { data } = await m.api.POST('/paypal/order', { body: { songId: songs[i]! } });
        await m.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: data!.id } } });
        return data!.id;
      }),
    );
    const captures = await Promise.all(buyers.map((m, i) => m.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: orders[i]! } } })));
    expect(captures.map((x) => x.response.status)).toEqual(Array(20).fill(200));

    const totals = async () =>
      sql<{ affiliate_user_id: string; layer: number; n: number; cash: number; credits: number }>(
        `select affiliate_user_id, layer, count(*)::int as n, sum(calculated_cash_amount)::int as cash, sum(credit_amount)::int as credits
           from affiliate.affiliate_commissions group by affiliate_user_id, layer order by layer`,
      );
    const expected = [
      { affiliate_user_id: c.id, layer: 1, n: 20, cash: 7000, credits: 100 },
      { affiliate_user_id: b.id, layer: 2, n: 20, cash: 2000, credits: 20 },
      { affiliate_user_id: a.id, layer: 3, n: 20, cash: 1000, credits: 0 },
    ];
    await eventually(async () => JSON.stringify(await totals()) === JSON.stringify(expected) || false, 'the 60 commissions');
    const balances = async () =>
      Object.fromEntries((await sql<{ user_id: string; balance: number }>('select user_id, balance from checkout.credit_balances where user_id = any($1::uuid[])', [[a.id, b.id, c.id]])).map((r) => [r.user_id, r.balance]));
    // Nobody here proved their email, so each sign-up holds 1 credit of its 10/15, and no referral
    // counts yet (a referral counts once the new account proves its email): Cleo 1 + 20 purchases
    // × 5; Ben 1 + 20 × 1; Ann 1.
    await eventually(async () => JSON.stringify(await balances()) === JSON.stringify({ [a.id]: 1, [b.id]: 21, [c.id]: 101 }) || false, 'the credits');

    // Every captured and registered event delivered again, to both workers' relays at once.
    const events = await sql<{ id: string }>(`select id from messaging.outbox_messages where type in ('checkout.payment-captured.v1', 'identity.user-registered.v1')`);
    await sql('update messaging.outbox_messages set published_at = null where id = any($1::uuid[])', [events.map((e) => e.id)]);
    await eventually(async () => {
      const [row] = await sql<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name in ('affiliate.record-commissions', 'affiliate.record-referral') and state = 'completed' and data->>'id' = any($1::text[])`,
        [events.map((e) => e.id)],
      );
      return row!.n >= 2 * events.length || false;
    }, 'every event handled a second time');
    expect(await totals()).toEqual(expected);
    expect(await balances()).toEqual({ [a.id]: 1, [b.id]: 21, [c.id]: 101 });
    const [inbox] = await sql<{ n: number }>(`select count(*)::int as n from messaging.inbox_messages where handler = 'affiliate.record-commissions'`);
    expect(inbox!.n).toBe(20);
    // Nothing went wrong in any process. (The machine's PostgreSQL is shared by other test runs: a
    // moment of "too many clients" (53300) is retried by the job queue and is not ours to fail on.)
    const failures = (p: Proc) =>
      p
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level?: number; err?: { code?: string } })
        .filter((l) => (l.level ?? 0) >= 50 && l.err?.code !== '53300');
    for (const p of procs) expect(failures(p)).toEqual([]);
  }, 240_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import makeFetchCookie from 'fetch-cookie';
import { Client } from 'pg';
import { createApiClient } from '@boogy/contracts';
import { startHttpApp, type RunningApp } from '../../src/bootstrap/start';
import { ReconcileCaptures } from '../../src/modules/checkout/application/commands/reconcile-captures/reconcile-captures';
import { ADMIN, CHECKOUT_TEST_ENV, uniqueEmail } from '../support/checkout-fixtures';
import { contractValidation } from '../support/contract';
import { eventually } from '../support/messaging-probe-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import type { Visitor } from '../support/test-app';

const BACKEND_DIR = join(__dirname, '..', '..');

const APP_ENV = {
  ...CHECKOUT_TEST_ENV,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SERVE_FRONTEND: 'false',
  PAYMENT_PROVIDER: 'sandbox',
  SESSION_SECRET: 'crash-test-session-secret-that-is-long-enough',
  DATA_DIR: '/tmp/boogy-capture-crash-data',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function visitorOf(baseUrl: string, cookieFetch = makeFetchCookie(fetch) as unknown as typeof fetch): Visitor {
  const api = createApiClient({ baseUrl, fetch: cookieFetch });
  api.use(contractValidation);
  return { api, fetch: (input, init) => cookieFetch(typeof input === 'string' && input.startsWith('/') ? baseUrl + input : input, init) };
}

/** The production entry point (src/main.ts) as its own process, so it can be killed with SIGKILL. */
async function startAppProcess(databaseUrl: string): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=boogy-source', '-r', '@swc-node/register', join(BACKEND_DIR, 'src/main.ts')], {
    cwd: BACKEND_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', SWC_NODE_PROJECT: join(BACKEND_DIR, 'tsconfig.json'), ...APP_ENV, PROCESS_ROLE: 'api', PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`the app exited before it was ready:\n${output}`);
      return (await fetch(`${url}/api/health`).catch(() => null))?.ok;
    },
    'the app process to answer /api/health',
    60_000,
  );
  return { url, child, output: () => output };
}

/**
 * Exactly-once capture under a crash: the app is killed with SIGKILL after the provider captured the money and
 * before our record of it. The reconciliation job finds the capture at the provider and completes
 * it exactly once, however many runs (and the buyer's retry) race for it.
 */
describe('a crash between the provider’s capture and our record (kill -9)', () => {
  let db: TestDatabase;
  let restarted: RunningApp | null = null;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await restarted?.stop();
    await db.drop();
  });

  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  };

  it('is completed once by the reconciliation: one payment, the song unlocked, one voucher use, one event', async () => {
    const first = await startAppProcess(db.url);
    let killed = false;
    try {
      const admin = visitorOf(first.url);
      expect((await admin.api.POST('/api/login', { body: ADMIN })).response.status).toBe(200);
      const voucher = (await admin.api.POST('/api/admin/vouchers', { body: { code: 'CRASH50', discountType: 'percentage', discountValue: 50, maxUses: 5 } })).data!;

      const buyerCookies = makeFetchCookie(fetch) as unknown as typeof fetch;
      const buyer = visitorOf(first.url, buyerCookies);
      expect((await buyer.api.POST('/api/simple-register', { body: { email: uniqueEmail('crash'), firstName: 'Crash' } })).response.status).toBe(200);
      const song = (await buyer.api.POST('/api/songs', { body: { names: ['Alice'], lyrics: 'Alice is dancing all night long, everybody sing along', style: 'hip-hop' } })).data!;
      const order = (await buyer.api.POST('/paypal/order', { body: { songId: song.id, voucherCode: voucher.code } })).data!;
      expect(order.amountCents).toBe(500);
      expect((await buyer.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order.id } } })).response.status).toBe(200);

      // Hold the capture inside the window: our record (a payment row) waits on this lock.
      const blocker = new Client({ connectionString: db.url });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('lock table checkout.payments in exclusive mode');
      try {
        const capture = buyer.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } }).catch(() => null);
        await eventually(async () => (await sql(`select 1 from checkout.sandbox_orders where id = $1 and status = 'COMPLETED'`, [order.id])).length === 1, 'the provider to take the money');
        await eventually(
          async () => (await sql(`select 1 from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'payments' and not l.granted`)).length > 0,
          'the app to be writing its record',
        );
        first.child.kill('SIGKILL');
        killed = true;
        await new Promise((resolve) => (first.child.exitCode !== null || first.child.signalCode !== null ? resolve(null) : first.child.once('exit', resolve)));
        await capture;
        // The dead process's connections are gone for PostgreSQL too (it notices a dead client).
        await sql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and pid <> $1`, [
          (await blocker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid,
        ]);
      } finally {
        await blocker.query('rollback').catch(() => undefined);
        await blocker.end();
      }

      // The state the issue found: the provider has the money, we have no record, the song is locked.
      expect(await sql(`select status, capture_started_at is not null as capturing from checkout.orders where provider_order_id = $1`, [order.id])).toEqual([{ status: 'created', capturing: true }]);
      expect(await sql(`select id from checkout.payments where song_id = $1`, [song.id])).toEqual([]);
      expect(await sql(`select is_paid from catalog.songs where id = $1`, [song.id])).toEqual([{ is_paid: false }]);

      // Restarted: the reconciliation (run here directly, as its job does every minute) completes it,
      // racing with itself and with the buyer's retry.
      restarted = await startHttpApp({ ...APP_ENV, PORT: '0', PROCESS_ROLE: 'api', DATABASE_URL: db.url });
      const job = restarted.app.get(ReconcileCaptures);
      const results = await Promise.all([job.run(0), job.run(0), job.run(0), job.run(0)]);
      expect(results.reduce((sum, r) => sum + r.completed, 0)).toBe(1);
      expect(results.reduce((sum, r) => sum + r.released + r.songsFreed, 0)).toBe(0);

      const payments = await sql<{ id: string; amount: number; status: string }>(`select id, amount, status from checkout.payments where song_id = $1`, [song.id]);
      expect(payments).toEqual([{ id: expect.any(String), amount: 500, status: 'captured' }]);
      expect(await sql(`select is_paid, payment_id from catalog.songs where id = $1`, [song.id])).toEqual([{ is_paid: true, payment_id: payments[0]!.id }]);
      expect(await sql(`select current_uses from checkout.vouchers where id = $1`, [voucher.id])).toEqual([{ current_uses: 1 }]);
      expect(await sql(`select id from messaging.outbox_messages where type = 'checkout.payment-captured.v1' and payload->>'songId' = $1`, [song.id])).toHaveLength(1);
      expect(await sql(`select status, capture_started_at from checkout.orders where provider_order_id = $1`, [order.id])).toEqual([{ status: 'captured', capture_started_at: null }]);

      // Nothing is left to reconcile, and the buyer's retry (same session, new process) answers the same payment.
      expect(await job.run(0)).toEqual({ completed: 0, released: 0, songsFreed: 0 });
      const retry = await visitorOf(restarted.url, buyerCookies).api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } });
      expect(retry.data).toMatchObject({ status: 'COMPLETED', paymentId: payments[0]!.id, amountCents: 500 });
      expect(await sql(`select id from checkout.payments where song_id = $1`, [song.id])).toHaveLength(1);
    } finally {
      if (!killed) first.child.kill('SIGKILL');
    }
  }, 180_000);
});

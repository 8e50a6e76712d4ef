import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { FollowPayoutsCommand, RunPayoutsCommand, type PayoutRunResult } from '../../src/modules/affiliate/public';
import { PayPalPayoutsGateway } from '../../src/modules/affiliate/infrastructure/gateways/paypal-payouts.gateway';
import { query, uniqueEmail } from '../support/checkout-fixtures';
import { startPayoutsStandIn, type PayoutsStandIn } from '../support/paypal-payouts-stand-in';
import { startTestApp, type TestApp } from '../support/test-app';
import { confirmEmail } from '../e2e/identity-helpers';

const BACKEND_DIR = join(__dirname, '..', '..');

describe('PayPal Payouts adapter against the contract-checked stand-in', () => {
  let standIn: PayoutsStandIn;
  beforeAll(async () => {
    standIn = await startPayoutsStandIn();
  });
  afterAll(() => standIn.close());

  const gateway = () => new PayPalPayoutsGateway({ apiBase: standIn.url, clientId: standIn.clientId, clientSecret: standIn.clientSecret, retryDelayMs: 10, timeoutMs: 2000 });
  const item = (receiver: string, cents: number) => ({ senderItemId: randomUUID(), receiver, amountCents: cents, currency: 'USD', note: 'Your Boogy affiliate commissions' });

  it('sends a batch once, even when PayPal fails after creating it and the call is retried', async () => {
    const batch = { senderBatchId: `boogy-payouts-test-${randomUUID().slice(0, 8)}`, emailSubject: 'You have a payout from Boogy', items: [item('a@example.com', 2505), item('b@example.com', 100000)] };
    standIn.failNextCreate('500-after');
    const first = await gateway().send(batch);
    const again = await gateway().send(batch);
    expect(again.batchId).toBe(first.batchId);
    expect(standIn.batches.filter((b) => b.senderBatchId === batch.senderBatchId)).toHaveLength(1);
    expect(standIn.batches.at(-1)!.items.map((i) => i.amount)).toEqual([
      { currency: 'USD', value: '25.05' },
      { currency: 'USD', value: '1000.00' },
    ]);
    const creates = standIn.requests.filter((r) => r.path === '/v1/payments/payouts');
    expect(creates.every((r) => r.requestId === batch.senderBatchId)).toBe(true);

    standIn.setReceiverStatus('b@example.com', 'FAILED');
    const status = await gateway().status(first.batchId);
    expect(status.items.map((i) => [i.senderItemId, i.status, Boolean(i.transactionId)])).toEqual([
      [batch.items[0]!.senderItemId, 'SUCCESS', true],
      [batch.items[1]!.senderItemId, 'FAILED', false],
    ]);
    expect(status.items[1]!.error).toBe('Receiver is unregistered');
    expect(standIn.violations).toEqual([]);
  });

  it('reports PayPal being down as unavailable, and a refused batch as rejected', async () => {
    const senderBatchId = `boogy-payouts-down-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 3; i++) standIn.failNextCreate('500-before');
    await expect(gateway().send({ senderBatchId, emailSubject: 'x', items: [item('c@example.com', 3000)] })).rejects.toMatchObject({ kind: 'unavailable' });
    await gateway().send({ senderBatchId, emailSubject: 'x', items: [item('c@example.com', 3000)] });
    // Another request id for a used sender_batch_id: PayPal refuses it, nothing is paid twice.
    const other = new PayPalPayoutsGateway({ apiBase: standIn.url, clientId: standIn.clientId, clientSecret: standIn.clientSecret });
    await expect(
      (other as unknown as { call: (m: string, p: string, r: string, b: unknown) => Promise<unknown> }).call('POST', '/v1/payments/payouts', 'another-request-id', {
        sender_batch_header: { sender_batch_id: senderBatchId },
        items: [{ receiver: 'c@example.com', amount: { currency: 'USD', value: '30.00' } }],
      }),
    ).rejects.toMatchObject({ kind: 'rejected', providerIssue: 'DUPLICATE_SENDER_BATCH_ID' });
    expect(standIn.batches.filter((b) => b.senderBatchId === senderBatchId)).toHaveLength(1);
    expect(standIn.violations).toEqual([]);
  });
});

describe('weekly payout run with PayPal Payouts (stand-in)', () => {
  let standIn: PayoutsStandIn;
  let app: TestApp;
  let commands: CommandBus;
  const affiliates: Record<'paid' | 'failing' | 'unclaimed', string> = { paid: '', failing: '', unclaimed: '' };
  const emails = { paid: 'paid@example.com', failing: 'failing@example.com', unclaimed: 'unclaimed@example.com' };
  let env: Record<string, string>;

  beforeAll(async () => {
    standIn = await startPayoutsStandIn();
    env = { PAYOUT_PROVIDER: 'paypal', PAYPAL_API_BASE: standIn.url, PAYPAL_CLIENT_ID: standIn.clientId, PAYPAL_CLIENT_SECRET: standIn.clientSecret, PAYMENT_PROVIDER: 'sandbox' };
    app = await startTestApp({ ...env, TRUST_PROXY: 'true' });
    commands = app.running.app.get(CommandBus);
    const buyer = app.visitor();
    const { data: buyerData } = await buyer.api.POST('/api/simple-register', { body: { email: uniqueEmail('buyer'), firstName: 'Buyer' }, headers: { 'x-forwarded-for': '10.9.9.1' } });
    let ip = 2;
    for (const key of Object.keys(affiliates) as (keyof typeof affiliates)[]) {
      const visitor = app.visitor();
      const email = uniqueEmail(key);
      const { data } = await visitor.api.POST('/api/simple-register', { body: { email, firstName: key }, headers: { 'x-forwarded-for': `10.9.9.${ip++}` } });
      affiliates[key] = (data as { user: { id: string } }).user.id;
      // A payout email may be set once the account's own email is proved.
      await confirmEmail(visitor, email);
      const saved = await visitor.api.PUT('/api/user/paypal-email', { body: { paypalEmail: emails[key] } });
      expect(saved.response.status).toBe(200);
      // Ten matured 3.00 commissions each: 30.00, above the 25.00 threshold.
      for (let i = 0; i < 10; i++) {
        await query(
          app,
          `insert into affiliate.affiliate_commissions (id, payment_id, affiliate_user_id, purchaser_user_id, layer, commission_rate_used, base_purchase_amount, calculated_cash_amount, credit_amount, status, is_pending_refund_period, matures_at)
           values (gen_random_uuid(), gen_random_uuid(), $1, $2, 1, 0.35, 857, 300, 0, 'mature', false, now() - interval '1 day')`,
          [affiliates[key], (buyerData as { user: { id: string } }).user.id],
        );
      }
    }
    standIn.setReceiverStatus(emails.failing, 'FAILED');
    standIn.setReceiverStatus(emails.unclaimed, 'UNCLAIMED');
  }, 60_000);
  afterAll(async () => {
    await app.stop();
    await standIn.close();
  });

  const balanceOf = async (userId: string) =>
    (await query<{ status: string; n: string }>(app, 'select status, count(*) as n from affiliate.affiliate_commissions where affiliate_user_id = $1 group by status', [userId])).map((r) => `${r.status}:${r.n}`);

  /** `npm run cli -- payouts:run …` as an operator runs it (from src/, as dist/ would run). */
  const cli = (...args: string[]) =>
    spawn(process.execPath, ['--conditions=boogy-source', '-r', '@swc-node/register', join(BACKEND_DIR, 'src/cli.ts'), 'payouts:run', ...args], {
      cwd: BACKEND_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', SWC_NODE_PROJECT: join(BACKEND_DIR, 'tsconfig.json'), NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: '/tmp/boogy-payout-crash', PAYPAL_TIMEOUT_MS: '120000', ...env, DATABASE_URL: app.databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('payouts:run --dry-run lists who would be paid, and sends and changes nothing', async () => {
    const child = cli('--dry-run');
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect({ code, output }).toMatchObject({ code: 0, output: expect.stringMatching(/^Dry run of boogy-payouts-\d{4}-\d{2}-\d{2}: planned$/m) });
    for (const receiver of Object.values(emails)) expect(output).toContain(`  ${receiver}  30.00 USD  (10 commissions)`);
    expect(standIn.requests.filter((r) => r.path === '/v1/payments/payouts')).toEqual([]);
    expect(await query(app, 'select id from affiliate.payout_runs')).toEqual([]);
    expect(await balanceOf(affiliates.paid)).toEqual(['mature:10']);
  }, 60_000);

  it('kill -9 after PayPal created the batch: the next run resumes it and nobody is paid twice', async () => {
    const arrived = standIn.createArrived();
    standIn.failNextCreate('hang-after');
    const child = cli();
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await Promise.race([arrived, exited.then(() => Promise.reject(new Error(`the CLI exited before sending:\n${output}`)))]);
    child.kill('SIGKILL');
    await exited;

    expect(standIn.batches).toHaveLength(1); // PayPal has the batch; our run never heard back
    expect(await query(app, 'select status, provider_batch_id from affiliate.payout_runs')).toEqual([{ status: 'prepared', provider_batch_id: null }]);
    expect(await balanceOf(affiliates.paid)).toEqual(['in_payout:10']);

    const resumed: PayoutRunResult = await commands.execute(new RunPayoutsCommand());
    expect(resumed.outcome).toBe('resumed');
    expect(standIn.batches).toHaveLength(1);
    expect(standIn.paid()).toEqual([expect.objectContaining({ receiver: emails.paid, value: '30.00' })]);
    expect(new Set(standIn.requests.filter((r) => r.path === '/v1/payments/payouts').map((r) => r.requestId))).toEqual(new Set([resumed.senderBatchId]));
  }, 90_000);

  it('follows each item: SUCCESS pays, FAILED gives the commissions back, UNCLAIMED waits until RETURNED', async () => {
    const payouts = async () =>
      Object.fromEntries(
        (await query<{ affiliate_user_id: string; status: string; paypal_transaction_id: string | null }>(app, 'select affiliate_user_id, status, paypal_transaction_id from affiliate.affiliate_payouts')).map((p) => [
          p.affiliate_user_id,
          [p.status, Boolean(p.paypal_transaction_id)],
        ]),
      );
    expect(await payouts()).toEqual({ [affiliates.paid]: ['completed', true], [affiliates.failing]: ['failed', false], [affiliates.unclaimed]: ['unclaimed', true] });
    expect(await balanceOf(affiliates.paid)).toEqual(['paid:10']);
    expect(await balanceOf(affiliates.failing)).toEqual(['mature:10']);
    expect(await balanceOf(affiliates.unclaimed)).toEqual(['in_payout:10']);
    expect((await query(app, 'select status from affiliate.payout_runs'))[0]).toEqual({ status: 'sent' });

    standIn.setReceiverStatus(emails.unclaimed, 'RETURNED');
    expect(await commands.execute(new FollowPayoutsCommand())).toEqual({ completed: 0, released: 1, openRuns: 0 });
    expect((await payouts())[affiliates.unclaimed]).toEqual(['returned', true]);
    expect(await balanceOf(affiliates.unclaimed)).toEqual(['mature:10']);
    expect((await query(app, 'select status from affiliate.payout_runs'))[0]).toEqual({ status: 'closed' });

    // The same week again: nothing new is sent.
    expect(((await commands.execute(new RunPayoutsCommand())) as PayoutRunResult).outcome).toBe('already_ran');
    expect(standIn.batches).toHaveLength(1);
    expect(standIn.violations).toEqual([]);
  });

  it('a batch PayPal refuses (no funds) gives every commission back to the balances', async () => {
    standIn.setReceiverStatus(emails.failing, 'SUCCESS');
    standIn.failNextCreate('insufficient-funds');
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const run: PayoutRunResult = await commands.execute(new RunPayoutsCommand({ now: nextWeek }));
    expect(run.outcome).toBe('refused');
    expect(standIn.batches).toHaveLength(1); // nothing new was created at PayPal
    expect(await balanceOf(affiliates.failing)).toEqual(['mature:10']);
    expect(await balanceOf(affiliates.unclaimed)).toEqual(['mature:10']);
    const [refused] = await query<{ status: string }>(app, 'select status from affiliate.payout_runs order by created_at desc limit 1');
    expect(refused).toEqual({ status: 'closed' });
    expect(
      (await query<{ status: string; failure_reason: string }>(app, `select status, failure_reason from affiliate.affiliate_payouts where status = 'failed' and failure_reason like 'PayPal refused%'`)).length,
    ).toBe(2);
    expect(standIn.violations).toEqual([]);
  });
});

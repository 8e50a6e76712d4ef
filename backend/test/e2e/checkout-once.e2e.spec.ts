import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { CompleteCapture } from '../../src/modules/checkout/application/commands/capture-order/complete-capture';
import { ReconcileCaptures } from '../../src/modules/checkout/application/commands/reconcile-captures/reconcile-captures';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../src/modules/checkout/application/ports/payment-gateway.port';
import { CommandBus } from '@nestjs/cqrs';
import { MarkSongPaidCommand, RevokeSongPaymentCommand } from '../../src/modules/checkout/public';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { CHECKOUT_TEST_ENV, createVoucher, query, signedInAdmin, songIsPaid, userWithSong } from '../support/checkout-fixtures';

const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;
/** Each request from its own address, so the per-address voucher-check budget never decides a race. */
const fromAnywhere = () => ({ 'x-forwarded-for': randomIp() });

/**
 * One song is paid once, whichever path and however many requests
 * race; a voucher use is claimed once per purchase. Real server, sandbox provider, real PostgreSQL.
 */
describe('a song is bought exactly once', () => {
  let app: TestApp;
  let admin: Visitor;
  beforeAll(async () => {
    // Jobs off: the reconciliation is run by the tests themselves, never behind their backs.
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox', ORDER_RATE_LIMIT_PER_15_MINUTES: '100000', PROCESS_ROLE: 'api' });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.stop());

  async function approvedOrder(visitor: Visitor, body: Record<string, unknown>): Promise<string> {
    const { data, error } = await visitor.api.POST('/paypal/order', { body, headers: fromAnywhere() });
    if (!data) throw new Error(`order refused: ${JSON.stringify(error)}`);
    await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: data.id } } });
    return data.id;
  }

  const capture = (visitor: Visitor, orderId: string) => visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId } } });
  const livePayments = (songId: string) => query<{ id: string; amount: number }>(app, `select id, amount from checkout.payments where song_id = $1 and status in ('captured', 'free')`, [songId]);
  const takenAtProvider = async (orderIds: string[]) =>
    (await query<{ id: string }>(app, `select id from checkout.sandbox_orders where id = any($1) and status = 'COMPLETED'`, [orderIds])).map((r) => r.id);
  const uses = async (voucherId: string) => (await query<{ current_uses: number }>(app, 'select current_uses from checkout.vouchers where id = $1', [voucherId]))[0]!.current_uses;

  describe('point 1: one song is paid once', () => {
    it('two open orders for one song captured at once: one pays, the other is refused before any money moves', async () => {
      const { visitor, songId } = await userWithSong(app, 'twoorders');
      const orders = [await approvedOrder(visitor, { songId }), await approvedOrder(visitor, { songId })];
      const answers = await Promise.all(orders.map((orderId) => capture(visitor, orderId)));
      const statuses = answers.map((a) => a.response.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((a) => a.response.status === 409)!;
      expect(loser.error?.message).toMatch(/already paid for|already in progress/);
      // The provider took money for exactly one order; our books hold exactly one payment.
      expect(await takenAtProvider(orders)).toHaveLength(1);
      expect(await livePayments(songId)).toHaveLength(1);
      // The loser's order stays refused on a retry, and no new order is taken for the paid song.
      const retry = await capture(visitor, orders[answers.indexOf(loser)]!);
      expect([retry.response.status, retry.error?.code]).toEqual([409, 'already_paid']);
      const third = await visitor.api.POST('/paypal/order', { body: { songId }, headers: fromAnywhere() });
      expect([third.response.status, third.error?.code]).toEqual([409, 'already_paid']);
      expect(await songIsPaid(visitor, songId)).toBe(true);
    });

    it('a capture that happens anyway (the webhook path for an old order) is refunded and never changes the song’s access', async () => {
      const { visitor, songId } = await userWithSong(app, 'lateorder');
      const old = await approvedOrder(visitor, { songId });
      const current = await approvedOrder(visitor, { songId });
      expect((await capture(visitor, current)).response.status).toBe(200);
      const [winner] = await livePayments(songId);

      // The old order is captured at the provider behind our back, and its completion arrives.
      const gateway = app.running.app.get<PaymentGateway>(PAYMENT_GATEWAY);
      const late = await gateway.captureOrder(old, 'late-capture');
      const outcome = await app.running.app.get(CompleteCapture).complete((await query<{ id: string }>(app, 'select id from checkout.orders where provider_order_id = $1', [old]))[0]!.id, late);
      expect(outcome).toEqual({ kind: 'refunded', message: 'This song is already paid for, so this payment has been refunded.' });
      const [sandbox] = await query<{ refund_id: string | null }>(app, 'select refund_id from checkout.sandbox_orders where id = $1', [old]);
      expect(sandbox!.refund_id).toEqual(expect.any(String));
      expect(await livePayments(songId)).toEqual([winner]);
      expect(await songIsPaid(visitor, songId)).toBe(true);
      const [song] = await query<{ payment_id: string }>(app, 'select payment_id from catalog.songs where id = $1', [songId]);
      expect(song!.payment_id).toBe(winner!.id);
    });

    it('refuses a new order while a capture is in flight, before any money moves', async () => {
      const { visitor, songId } = await userWithSong(app, 'inflight');
      const orderId = await approvedOrder(visitor, { songId });
      // Hold the capture between the provider's answer and our record: the payments table is locked.
      const blocker = new Client({ connectionString: app.databaseUrl });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('lock table checkout.payments in exclusive mode');
      const inFlight = capture(visitor, orderId);
      try {
        await waitFor(async () => (await takenAtProvider([orderId])).length === 1);
        const second = await visitor.api.POST('/paypal/order', { body: { songId }, headers: fromAnywhere() });
        expect([second.response.status, second.error?.code]).toEqual([409, 'purchase_in_progress']);
      } finally {
        await blocker.query('rollback');
        await blocker.end();
      }
      expect((await inFlight).response.status).toBe(200);
      expect(await livePayments(songId)).toHaveLength(1);
    });

    it('the database refuses a second live payment for one song, whatever the code does', async () => {
      const { visitor, songId } = await userWithSong(app, 'dbguard');
      const orderId = await approvedOrder(visitor, { songId });
      expect((await capture(visitor, orderId)).response.status).toBe(200);
      const [payment] = await livePayments(songId);
      const insert = query(app, `insert into checkout.payments (id, user_id, song_id, provider, amount, status) select $1, user_id, song_id, 'sandbox', 1000, 'captured' from checkout.payments where id = $2`, [
        randomUUID(),
        payment!.id,
      ]);
      await expect(insert).rejects.toThrow(/payments_song_live_unique/);
      const purchase = query(app, `insert into checkout.song_purchases (song_id, order_id) values ($1, $2)`, [songId, randomUUID()]);
      await expect(purchase).rejects.toThrow(/song_purchases_pkey/);
    });
  });

  describe('point 2: a voucher use is claimed once per purchase, and a song is bought once whichever path', () => {
    it('ten parallel free downloads of one song with a 100 % voucher: one wins, nine get 409, one payment and one use', async () => {
      const voucher = await createVoucher(admin, { discountType: 'percentage', discountValue: 100 });
      const { visitor, songId } = await userWithSong(app, 'freerace');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => visitor.api.POST('/api/free-song-download', { body: { songId, voucherCode: voucher.code }, headers: fromAnywhere() })),
      );
      const statuses = answers.map((a) => a.response.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      expect(await livePayments(songId)).toHaveLength(1);
      expect(await uses(voucher.id)).toBe(1);
    });

    it('a maxUses = 3 voucher spends one use on one song however many requests race, and still serves two more songs', async () => {
      const voucher = await createVoucher(admin, { discountType: 'percentage', discountValue: 100, maxUses: 3 });
      const first = await userWithSong(app, 'three');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => first.visitor.api.POST('/api/free-song-download', { body: { songId: first.songId, voucherCode: voucher.code }, headers: fromAnywhere() })),
      );
      expect(answers.filter((a) => a.response.status === 200)).toHaveLength(1);
      expect(await uses(voucher.id)).toBe(1);
      for (const label of ['second', 'third']) {
        const buyer = await userWithSong(app, label);
        const free = await buyer.visitor.api.POST('/api/free-song-download', { body: { songId: buyer.songId, voucherCode: voucher.code }, headers: fromAnywhere() });
        expect(free.response.status).toBe(200);
      }
      expect(await uses(voucher.id)).toBe(3);
    });

    it('a paid capture and a free download racing on one song: exactly one purchase wins, the loser claims nothing', async () => {
      const voucher = await createVoucher(admin, { discountType: 'percentage', discountValue: 100 });
      for (let round = 0; round < 3; round++) {
        const { visitor, songId } = await userWithSong(app, `mixed${round}`);
        const orderId = await approvedOrder(visitor, { songId });
        const [paid, free] = await Promise.all([
          capture(visitor, orderId),
          visitor.api.POST('/api/free-song-download', { body: { songId, voucherCode: voucher.code }, headers: fromAnywhere() }),
        ]);
        expect([paid.response.status, free.response.status].sort()).toEqual([200, 409]);
        const payments = await livePayments(songId);
        expect(payments).toHaveLength(1);
        // Money was taken only if the capture won.
        expect(await takenAtProvider([orderId])).toHaveLength(paid.response.status === 200 ? 1 : 0);
        expect(payments[0]!.amount).toBe(paid.response.status === 200 ? 1000 : 0);
      }
      expect(await uses(voucher.id)).toBeLessThanOrEqual(3);
      const wonFree = (await query(app, `select id from checkout.payments where voucher_id = $1`, [voucher.id])).length;
      expect(await uses(voucher.id)).toBe(wonFree);
    });

    it('refunding a payment frees the song: it can be bought again, once', async () => {
      const { visitor, songId } = await userWithSong(app, 'again');
      const first = await capture(visitor, await approvedOrder(visitor, { songId }));
      const refund = await admin.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: first.data!.paymentId } }, body: {} });
      expect(refund.response.status).toBe(200);
      expect(await songIsPaid(visitor, songId)).toBe(false);
      const orders = [await approvedOrder(visitor, { songId }), await approvedOrder(visitor, { songId })];
      const answers = await Promise.all(orders.map((orderId) => capture(visitor, orderId)));
      expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409]);
      expect(await livePayments(songId)).toHaveLength(1);
      expect(await songIsPaid(visitor, songId)).toBe(true);
    });
  });

  describe('point 3: captures that began and never recorded their outcome', () => {
    it('one the provider never took frees the song after 10 min and gives the voucher use back after 6 h; a younger one holds both', async () => {
      const job = app.running.app.get(ReconcileCaptures);
      const voucher = await createVoucher(admin, { discountType: 'percentage', discountValue: 50 });
      const held = async (minutesAgo: number) => {
        const { visitor, songId } = await userWithSong(app, `abandoned${minutesAgo}`);
        const orderId = await approvedOrder(visitor, { songId, voucherCode: voucher.code });
        // As a capture whose answer was lost (provider unavailable) leaves it: claimed, marked, never captured.
        await query(app, `insert into checkout.song_purchases (song_id, order_id) select song_id, id from checkout.orders where provider_order_id = $1`, [orderId]);
        await query(app, `update checkout.vouchers set current_uses = current_uses + 1 where id = $1`, [voucher.id]);
        await query(
          app,
          `update checkout.orders set voucher_claimed = true, capture_started_at = now() - make_interval(mins => $2), updated_at = now() - make_interval(mins => $2) where provider_order_id = $1`,
          [orderId, minutesAgo],
        );
        const blocked = await visitor.api.POST('/paypal/order', { body: { songId }, headers: fromAnywhere() });
        expect([blocked.response.status, blocked.error?.code]).toEqual([409, 'purchase_in_progress']);
        return { visitor, songId };
      };
      const abandoned = await held(7 * 60);
      const lost = await held(60);
      const young = await held(5);
      expect(await uses(voucher.id)).toBe(3);
      expect(await job.run(0)).toEqual({ completed: 0, released: 1, songsFreed: 1 });
      const newOrder = (who: { visitor: Visitor; songId: string }) => who.visitor.api.POST('/paypal/order', { body: { songId: who.songId }, headers: fromAnywhere() });
      expect((await newOrder(abandoned)).response.status).toBe(201);
      expect((await newOrder(lost)).response.status).toBe(201);
      expect((await newOrder(young)).response.status).toBe(409);
      expect(await uses(voucher.id)).toBe(2);
      expect(await job.run(0)).toEqual({ completed: 0, released: 0, songsFreed: 0 });
    });
  });

  describe('point 4: marking a song paid checks, under a lock, that it was unpaid; idempotent per payment', () => {
    it('twenty payments marking one song at once: one unlocks it, the others change nothing; a repeat of the winner is a no-op', async () => {
      const { songId } = await userWithSong(app, 'markonce');
      const commands = app.running.app.get(CommandBus);
      const payments = Array.from({ length: 20 }, () => randomUUID());
      const outcomes = await Promise.all(payments.map((paymentId) => commands.execute(new MarkSongPaidCommand(songId, paymentId))));
      expect(outcomes.filter((o) => o === 'marked')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'paid_by_another_payment')).toHaveLength(19);
      const winner = payments[outcomes.indexOf('marked')]!;
      const [song] = await query<{ payment_id: string; is_paid: boolean }>(app, 'select payment_id, is_paid from catalog.songs where id = $1', [songId]);
      expect(song).toEqual({ payment_id: winner, is_paid: true });
      expect(await commands.execute(new MarkSongPaidCommand(songId, winner))).toBe('already_by_this_payment');

      // Refunding a payment that did not unlock the song leaves it paid; the winner's refund locks it.
      const loser = payments.find((p) => p !== winner)!;
      expect(await commands.execute(new RevokeSongPaymentCommand(songId, loser))).toBe(false);
      expect((await query<{ is_paid: boolean }>(app, 'select is_paid from catalog.songs where id = $1', [songId]))[0]!.is_paid).toBe(true);
      expect(await commands.execute(new RevokeSongPaymentCommand(songId, winner))).toBe(true);
      expect((await query<{ is_paid: boolean }>(app, 'select is_paid from catalog.songs where id = $1', [songId]))[0]!.is_paid).toBe(false);
    });
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the state');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

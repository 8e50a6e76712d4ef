import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { FollowPayoutsCommand, MatureCommissionsCommand, RunPayoutsCommand, type PayoutRunResult } from '../../src/modules/affiliate/public';
import { CHECKOUT_TEST_ENV, createVoucher, makeSong, query, signedInAdmin, uniqueEmail } from '../support/checkout-fixtures';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { confirmEmail } from './identity-helpers';

const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;

/** Polls until `check` answers a value (state, never a fixed sleep). */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

interface Member {
  visitor: Visitor;
  id: string;
  email: string;
  code: string;
}

/**
 * The affiliate context through the real server: signups with a code build the chain and reward the
 * referrer, captured payments pay each layer once, refunds void or claw back, and the weekly run
 * pays whoever reached the threshold (sandbox payout provider).
 */
describe('affiliate: referrals, commissions and payouts', () => {
  let app: TestApp;
  let admin: Visitor;
  let commands: CommandBus;
  let a: Member, b: Member, c: Member, d: Member;
  const buyers: (Member & { songId: string; paymentId?: string })[] = [];

  async function join(label: string, referralCode: string | null): Promise<Member> {
    const visitor = app.visitor();
    const email = uniqueEmail(label);
    const { data, response } = await visitor.api.POST('/api/simple-register', { body: { email, firstName: label, referralCode }, headers: { 'x-forwarded-for': randomIp() } });
    if (!data || !('user' in data) || !data.user) throw new Error(`could not register ${label}: ${response.status}`);
    // Each member proves their email (all 10, or 15, sign-up credits; a payout email may be set).
    await confirmEmail(visitor, email.toLowerCase());
    return { visitor, id: data.user.id, email, code: data.user.referralCode };
  }

  async function buy(visitor: Visitor, songId: string) {
    const { data: order } = await visitor.api.POST('/paypal/order', { body: { songId } });
    if (!order) throw new Error('order refused');
    await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order.id } } });
    return visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } });
  }

  const credits = async (m: Member) => (await m.visitor.api.GET('/api/user/credits')).data!.credits;
  const history = async (m: Member) => (await m.visitor.api.GET('/api/user/commission-history')).data!;
  const earnings = async (m: Member) => (await m.visitor.api.GET('/api/user/earnings-dashboard')).data!;
  const commissionRows = (paymentId: string) =>
    query<{ layer: number; affiliate_user_id: string; calculated_cash_amount: number; status: string }>(
      app,
      'select layer, affiliate_user_id, calculated_cash_amount, status from affiliate.affiliate_commissions where payment_id = $1 order by layer',
      [paymentId],
    );
  /** Every delivery of this outbox event to a subscriber's queue has finished. */
  const deliveredTimes = async (eventId: string, queue: string) =>
    Number((await query<{ n: string }>(app, `select count(*) as n from pgboss.job where name = $1 and data->>'id' = $2 and state = 'completed'`, [queue, eventId]))[0]!.n);

  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox', PAYOUT_PROVIDER: 'sandbox' });
    admin = await signedInAdmin(app);
    commands = app.running.app.get(CommandBus);
    a = await join('Ann', null);
    b = await join('Ben', a.code);
    c = await join('Cleo', b.code.toLowerCase()); // codes are matched case-insensitively
    d = await join('Dev', c.code);
  }, 60_000);
  afterAll(() => app.stop());

  it('a signup with a code builds the 3-layer chain and gives the referrer 5 credits, once', async () => {
    const chain = await eventually(
      async () => (await query<Record<string, string | null>>(app, 'select * from affiliate.referral_chains where user_id = $1', [d.id]))[0],
      "Dev's chain",
    );
    expect([chain.layer1_referrer_id, chain.layer2_referrer_id, chain.layer3_referrer_id]).toEqual([c.id, b.id, a.id]);
    await eventually(async () => (await credits(c)) === 10 + 5 + 5, 'Cleo earning 5 credits for Dev'); // 15 as a referred signup, +5
    expect(await credits(a)).toBe(10 + 5); // Ann: plain signup, +5 for Ben
    expect(await credits(d)).toBe(15);
    const { data: dashboard } = await c.visitor.api.GET('/api/referrals/dashboard');
    expect(dashboard).toMatchObject({ totalReferrals: 1, referralCredits: 5, friendsLinked: 1, referralCode: c.code, referrals: [{ name: 'Dev', creditsAwarded: 5, status: 'completed' }] });
    // Ann's only direct referral is Ben: the chain pays deeper layers from purchases, not from signups.
    expect((await a.visitor.api.GET('/api/referrals/dashboard')).data).toMatchObject({ totalReferrals: 1, creditsEarned: 5 });
  });

  it('20 concurrent purchases of buyers Cleo referred pay 35 / 10 / 5 % per layer, exactly once each', async () => {
    for (let i = 0; i < 20; i++) {
      const m = await join(`Buyer${i}`, c.code);
      buyers.push({ ...m, songId: await makeSong(m.visitor, `Buyer${i}`) });
    }
    const captures = await Promise.all(buyers.map((m) => buy(m.visitor, m.songId)));
    captures.forEach((capture, i) => {
      expect(capture.response.status).toBe(200);
      buyers[i]!.paymentId = capture.data!.paymentId;
    });
    const all = await eventually(async () => {
      const rows = await query<{ n: string }>(app, 'select count(*) as n from affiliate.affiliate_commissions');
      return Number(rows[0]!.n) === 60 && rows;
    }, '60 commissions');
    expect(all).toBeTruthy();
    const cleo = await history(c);
    expect(cleo.pendingCommissions).toHaveLength(20);
    expect(cleo.pendingCommissions.every((x) => x.layer === 1 && x.amount === 350 && x.credits === 5 && x.basePurchaseAmount === 1000)).toBe(true);
    expect((await history(b)).pendingCommissions.map((x) => [x.layer, x.amount])).toEqual(Array(20).fill([2, 100]));
    expect((await history(a)).pendingCommissions.map((x) => [x.layer, x.amount])).toEqual(Array(20).fill([3, 50]));
    // Cleo: 15 + 5 (Dev) + 20 × 5 (signups) + 20 × 5 (layer-1 credits); Ben: +20 × 1; Ann: layer 3 earns no credits.
    await eventually(async () => (await credits(c)) === 15 + 5 + 100 + 100, "Cleo's credits");
    expect(await credits(b)).toBe(15 + 5 + 20);
    expect(await credits(a)).toBe(15);
    expect(await earnings(c)).toMatchObject({ pendingCashBalance: 7000, inRefundPeriod: 7000, matureBalance: 0, totalCashEarned: 7000, totalCreditsEarned: 205, matureCommissionsCount: 0 });
    // The buyers earn nothing from their own purchases.
    expect((await history(buyers[0]!)).pendingCommissions).toEqual([]);
  }, 120_000);

  it('a redelivered payment-captured or user-registered event changes nothing', async () => {
    const paymentId = buyers[0]!.paymentId!;
    const [captured] = await query<{ id: string }>(app, `select id from messaging.outbox_messages where type = 'checkout.payment-captured.v1' and payload->>'paymentId' = $1`, [paymentId]);
    const [registered] = await query<{ id: string }>(app, `select id from messaging.outbox_messages where type = 'identity.user-registered.v1' and payload->>'userId' = $1`, [d.id]);
    await query(app, 'update messaging.outbox_messages set published_at = null where id = any($1::uuid[])', [[captured!.id, registered!.id]]);
    await eventually(async () => (await deliveredTimes(captured!.id, 'affiliate.record-commissions')) === 2, 'the capture delivered a second time');
    await eventually(async () => (await deliveredTimes(registered!.id, 'affiliate.record-referral')) === 2, 'the signup delivered a second time');
    expect(await commissionRows(paymentId)).toHaveLength(3);
    expect(await credits(c)).toBe(220);
    expect((await c.visitor.api.GET('/api/referrals/dashboard')).data!.totalReferrals).toBe(21);
  });

  it('a refund inside the 7 days voids the payment’s commissions', async () => {
    const refunded = buyers[1]!;
    const { response } = await admin.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: refunded.paymentId! } }, body: { reason: 'changed mind' } });
    expect(response.status).toBe(200);
    await eventually(async () => (await commissionRows(refunded.paymentId!)).every((r) => r.status === 'voided'), 'voided commissions');
    const cleo = await history(c);
    expect(cleo.pendingCommissions).toHaveLength(19);
    expect(cleo.voidedCommissions).toHaveLength(1);
    expect(await earnings(c)).toMatchObject({ pendingCashBalance: 6650, totalCashEarned: 6650 });
  });

  it('matured commissions are paid on the weekly run to those above the threshold; a later refund is clawed back', async () => {
    // Seven days pass for every commission.
    await query(app, `update affiliate.affiliate_commissions set matures_at = now() - interval '1 second' where status = 'pending'`);
    expect(await commands.execute(new MatureCommissionsCommand())).toEqual({ matured: 57 });
    expect(await earnings(c)).toMatchObject({ matureBalance: 6650, inRefundPeriod: 0, matureCommissionsCount: 19 });

    // A refund after maturity: a clawback against the next payout.
    const late = buyers[2]!;
    await admin.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: late.paymentId! } }, body: {} });
    await eventually(async () => Number((await query<{ n: string }>(app, 'select count(*) as n from affiliate.affiliate_clawbacks'))[0]!.n) === 3, 'three clawbacks');
    expect(await earnings(c)).toMatchObject({ matureBalance: 6300, pendingCashBalance: 6300, totalCashEarned: 6300 });

    // Cleo has a payout email; Ben (1900 − 100 = 1800) and Ann are under 2500.
    await c.visitor.api.PUT('/api/user/paypal-email', { body: { paypalEmail: 'cleo.payouts@example.com' } });
    await b.visitor.api.PUT('/api/user/paypal-email', { body: { paypalEmail: 'ben.payouts@example.com' } });
    const dry: PayoutRunResult = await commands.execute(new RunPayoutsCommand({ dryRun: true }));
    expect(dry).toMatchObject({ outcome: 'planned', payouts: [{ affiliateUserId: c.id, amountCents: 6300, clawbackCents: 350, commissionCount: 19 }] });
    expect(await query(app, 'select * from affiliate.payout_runs')).toEqual([]); // a dry run changes nothing

    const run: PayoutRunResult = await commands.execute(new RunPayoutsCommand());
    expect(run).toMatchObject({ outcome: 'sent', payouts: [{ affiliateUserId: c.id, receiver: 'cleo.payouts@example.com', amountCents: 6300 }] });
    expect(run.senderBatchId).toMatch(/^boogy-payouts-\d{4}-\d{2}-\d{2}$/);
    const { data: payouts } = await c.visitor.api.GET('/api/user/payout-history');
    expect(payouts!.payouts).toEqual([expect.objectContaining({ totalCashAmount: 6300, commissionCount: 19, status: 'completed', currency: 'USD', paypalTransactionId: expect.any(String) })]);
    expect(await earnings(c)).toMatchObject({ matureBalance: 0, pendingCashBalance: 0, totalPaidOut: 6300, owedClawbacks: 0 });
    expect((await history(c)).matureCommissions.filter((x) => x.status === 'paid')).toHaveLength(19);
    expect(await earnings(b)).toMatchObject({ matureBalance: 1800, totalPaidOut: 0 });

    // The same week again: the batch exists, nothing is paid twice.
    const again: PayoutRunResult = await commands.execute(new RunPayoutsCommand());
    expect(again.outcome).toBe('already_ran');
    expect(await query(app, 'select id from affiliate.affiliate_payouts')).toHaveLength(1);
    // A dry run says so too, listing what next week's run would pay (nobody yet).
    expect(await commands.execute(new RunPayoutsCommand({ dryRun: true }))).toMatchObject({ outcome: 'already_ran', payouts: [] });
    expect(await commands.execute(new FollowPayoutsCommand())).toMatchObject({ completed: 0, released: 0 });
  });

  it('a failed payout item gives its commissions back to the balance', async () => {
    const e = await join('Eve', null);
    const f = await join('Fay', e.code);
    for (let i = 0; i < 8; i++) {
      const songId = await makeSong(f.visitor, `Fay${i}`);
      expect((await buy(f.visitor, songId)).response.status).toBe(200);
    }
    await eventually(async () => (await history(e)).pendingCommissions.length === 8, "Eve's 8 commissions");
    await query(app, `update affiliate.affiliate_commissions set matures_at = now() - interval '1 second' where status = 'pending'`);
    // The sandbox fails receivers at the reserved .invalid domain, like an account that cannot be paid.
    await e.visitor.api.PUT('/api/user/paypal-email', { body: { paypalEmail: 'eve@payouts.invalid' } });
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    // The refund period is over but the hourly maturation has not run yet: the dry run counts them
    // (the run matures them first), and still changes nothing.
    const dry: PayoutRunResult = await commands.execute(new RunPayoutsCommand({ dryRun: true, now: nextWeek }));
    expect(dry).toMatchObject({ outcome: 'planned', payouts: [{ affiliateUserId: e.id, amountCents: 2800, commissionCount: 8 }] });
    expect((await history(e)).pendingCommissions).toHaveLength(8);
    const run: PayoutRunResult = await commands.execute(new RunPayoutsCommand({ now: nextWeek }));
    expect(run).toMatchObject({ outcome: 'sent', payouts: [{ affiliateUserId: e.id, amountCents: 2800 }] });
    const { data } = await e.visitor.api.GET('/api/user/payout-history');
    expect(data!.payouts).toEqual([expect.objectContaining({ status: 'failed', totalCashAmount: 2800, failureReason: 'RECEIVER_UNREGISTERED' })]);
    expect(await earnings(e)).toMatchObject({ matureBalance: 2800, totalPaidOut: 0, matureCommissionsCount: 8 });
  }, 60_000);

  it('the base is what the buyer paid: a voucher price or a sample pack pays on that amount, a free download pays nothing', async () => {
    const discount = await createVoucher(admin, { discountType: 'percentage', discountValue: 50 });
    const free = await createVoucher(admin, { discountType: 'percentage', discountValue: 100 });
    // Dev (Cleo, Ben, Ann above him) buys a song at half price, then a $5 pack of sample credits.
    const { data: order } = await d.visitor.api.POST('/paypal/order', { body: { songId: await makeSong(d.visitor, 'Dev'), voucherCode: discount.code } });
    await d.visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order!.id } } });
    const half = await d.visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } } });
    const { data: packOrder } = await d.visitor.api.POST('/paypal/order', { body: { packId: 'pack-10' } });
    await d.visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: packOrder!.id } } });
    const pack = await d.visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: packOrder!.id } } });
    for (const paymentId of [half.data!.paymentId, pack.data!.paymentId]) {
      const rows = await eventually(async () => {
        const found = await commissionRows(paymentId);
        return found.length === 3 && found;
      }, 'the commissions of a discounted payment');
      expect(rows.map((r) => [r.layer, r.affiliate_user_id, r.calculated_cash_amount])).toEqual([
        [1, c.id, 175],
        [2, b.id, 50],
        [3, a.id, 25],
      ]);
    }
    // A song a voucher makes free: the captured event says 0 paid, and nobody earns from it.
    const freeSong = await makeSong(d.visitor, 'Dev');
    expect((await d.visitor.api.POST('/api/free-song-download', { body: { songId: freeSong, voucherCode: free.code } })).response.status).toBe(200);
    const [event] = await query<{ id: string; payment_id: string }>(
      app,
      `select id, payload->>'paymentId' as payment_id from messaging.outbox_messages where type = 'checkout.payment-captured.v1' and payload->>'songId' = $1`,
      [freeSong],
    );
    await eventually(async () => (await deliveredTimes(event!.id, 'affiliate.record-commissions')) === 1, 'the free download handled');
    expect(await commissionRows(event!.payment_id)).toEqual([]);
  }, 60_000);

  it('schedules the jobs in UTC: maturation hourly, the payout run Mondays 10:00, the follow-up every 15 minutes', async () => {
    expect(await query(app, `select name, cron, timezone from pgboss.schedule where name like 'affiliate.%' order by name`)).toEqual([
      { name: 'affiliate.follow-payouts', cron: '*/15 * * * *', timezone: 'UTC' },
      { name: 'affiliate.mature-commissions', cron: '7 * * * *', timezone: 'UTC' },
      { name: 'affiliate.run-payouts', cron: '0 10 * * 1', timezone: 'UTC' },
    ]);
  });

  it("registers every context's cluster-wide schedule, each once", async () => {
    expect(await query(app, `select name, cron from pgboss.schedule order by name`)).toEqual([
      { name: 'affiliate.follow-payouts', cron: '*/15 * * * *' },
      { name: 'affiliate.mature-commissions', cron: '7 * * * *' },
      { name: 'affiliate.run-payouts', cron: '0 10 * * 1' },
      { name: 'catalog-expire-unpaid-songs', cron: '*/10 * * * *' },
      { name: 'checkout.reconcile-captures', cron: '* * * * *' },
      { name: 'checkout.release-stale-voucher-claims', cron: '*/15 * * * *' },
      { name: 'identity.prune-expired', cron: '17 * * * *' },
      { name: 'integrations.prune-idempotency-keys', cron: '29 * * * *' },
      { name: 'messaging.prune-delivered', cron: '41 3 * * *' },
      { name: 'social.invitation-reminder-1', cron: '15 * * * *' },
      { name: 'social.invitation-reminder-2', cron: '20 * * * *' },
      { name: 'social.invitation-reminder-3', cron: '25 * * * *' },
      { name: 'social.share-link-reminders', cron: '40 * * * *' },
    ]);
  });

  describe('links and slugs', () => {
    it('checks, saves and resolves a personalised slug; codes resolve too', async () => {
      const check = (m: Member, slug: string) => m.visitor.api.GET('/api/referrals/check-slug/{slug}', { params: { path: { slug } } });
      expect((await check(a, 'Ann-Party')).data).toEqual({ slug: 'ann-party', available: true, reason: null });
      expect((await check(a, 'admin')).data).toEqual({ slug: 'admin', available: false, reason: 'This name is reserved and cannot be used' });
      expect((await check(a, 'a--b')).data!.reason).toBe('No consecutive hyphens allowed');
      // The app's own pages, as the client's editor and router reserve them.
      expect((await check(a, 'sign-in-link')).data).toEqual({ slug: 'sign-in-link', available: false, reason: 'This name is reserved and cannot be used' });
      // …and the server's own top-level paths and the frontend's root folders.
      for (const served of ['metrics', 'dev', 'samples', 'Metrics ']) expect((await check(a, served)).data).toMatchObject({ available: false, reason: 'This name is reserved and cannot be used' });
      const metrics = await a.visitor.api.PUT('/api/referrals/personalized-slug', { body: { slug: 'metrics' } });
      expect([metrics.response.status, metrics.error?.message]).toEqual([400, 'This name is reserved and cannot be used']);
      const saved = await a.visitor.api.PUT('/api/referrals/personalized-slug', { body: { slug: ' Ann-Party ' } });
      expect(saved.data).toMatchObject({ personalizedSlug: 'ann-party', personalizedLink: `${app.url}/friend/ann-party`, referralLink: `${app.url}/?ref=${a.code}` });
      expect((await check(a, 'ann-party')).data!.available).toBe(true); // one's own slug
      expect((await check(b, 'ann-party')).data).toEqual({ slug: 'ann-party', available: false, reason: 'This link is already taken' });
      expect((await b.visitor.api.PUT('/api/referrals/personalized-slug', { body: { slug: 'ann-party' } })).response.status).toBe(409);
      const invalid = await b.visitor.api.PUT('/api/referrals/personalized-slug', { body: { slug: '-bad' } });
      expect(invalid.response.status).toBe(400);
      expect(invalid.error).toMatchObject({ message: 'Cannot start or end with hyphen' });

      const visitor = app.visitor();
      const resolve = (slug: string) => visitor.api.GET('/api/referrals/resolve-friend/{slug}', { params: { path: { slug } } });
      expect((await resolve('ANN-PARTY')).data).toEqual({ referrerName: 'Ann', referralCode: a.code, message: expect.stringContaining('Ann') });
      expect((await resolve(b.code.toLowerCase())).data).toMatchObject({ referrerName: 'Ben', referralCode: b.code });
      expect((await resolve('nobody-here')).response.status).toBe(404);
      expect((await resolve('earnings')).response.status).toBe(404);

      // The slug in a ?ref= link works like the code: the invitee sees who invited them, and the sign-up is Ann's referral.
      expect((await visitor.api.GET('/api/referrals/validate/{code}', { params: { path: { code: 'ann-party' } } })).data).toEqual({ valid: true, referrerName: 'Ann' });
      const gil = await join('Gil', 'Ann-Party');
      await eventually(async () => (await a.visitor.api.GET('/api/referrals/dashboard')).data!.referrals.some((r) => r.name === 'Gil'), "Gil as Ann's referral");
      expect(await credits(gil)).toBe(15);
    });

    it('generates a slug from the name when there is none, and keeps it afterwards', async () => {
      const first = await d.visitor.api.POST('/api/referrals/generate-personalized-link');
      expect(first.data!.personalizedSlug).toMatch(/^dev-[0-9a-f]{4}$/);
      const second = await d.visitor.api.POST('/api/referrals/generate-personalized-link');
      expect(second.data!.personalizedSlug).toBe(first.data!.personalizedSlug);
      expect((await d.visitor.api.POST('/api/referrals/generate')).data).toEqual({ referralCode: d.code });
      expect((await d.visitor.api.GET('/api/referrals/my-personalized-link')).data).toMatchObject({ personalizedSlug: first.data!.personalizedSlug });
    });

    it('needs a signed-in user for everything but the invitation and the program', async () => {
      const visitor = app.visitor();
      expect((await visitor.api.GET('/api/user/earnings-dashboard')).response.status).toBe(401);
      expect((await visitor.api.GET('/api/user/commission-history')).response.status).toBe(401);
      expect((await visitor.api.GET('/api/user/payout-history')).response.status).toBe(401);
      expect((await visitor.api.GET('/api/referrals/dashboard')).response.status).toBe(401);
      expect((await visitor.api.PUT('/api/referrals/personalized-slug', { body: { slug: 'sneaky' } })).response.status).toBe(401);
      expect((await visitor.api.GET('/api/referrals/program')).data).toMatchObject({
        layers: [
          { layer: 1, rateBasisPoints: 3500, creditReward: 5 },
          { layer: 2, rateBasisPoints: 1000, creditReward: 1 },
          { layer: 3, rateBasisPoints: 500, creditReward: 0 },
        ],
        refundPeriodDays: 7,
        payoutWeekday: 'Monday',
        payoutHourUtc: 10,
        defaultPayoutThreshold: 2500,
      });
    });
  });
});

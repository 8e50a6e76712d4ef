import { randomBytes } from 'node:crypto';
import { CHECKOUT_TEST_ENV, makeSong, query, signedInAdmin, uniqueEmail } from '../support/checkout-fixtures';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { confirmEmail, signInWithLink, tokenFrom, waitForEmail } from './identity-helpers';

const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;

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
 * Self-referral: when a buyer and their referrer share a device (the boogy.device cookie), a payout
 * email, or a sign-up address within 30 days, the commissions are held for an admin's review (shown
 * as held on the earnings page and in admin), not paid; the admin releases or voids them, once.
 */
describe('commissions held for review', () => {
  let app: TestApp;
  let admin: Visitor;
  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox' });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.stop());

  /** A sign-up in `visitor`'s browser from `ip`, with its email proved. */
  async function join(label: string, referralCode: string | null, options: { visitor?: Visitor; ip?: string } = {}): Promise<Member> {
    const visitor = options.visitor ?? app.visitor();
    const email = uniqueEmail(label);
    const { data, response } = await visitor.api.POST('/api/simple-register', { body: { email, firstName: label, referralCode }, headers: { 'x-forwarded-for': options.ip ?? randomIp() } });
    if (!data || !('user' in data) || !data.user) throw new Error(`could not register ${label}: ${response.status}`);
    await confirmEmail(visitor, email);
    return { visitor, id: data.user.id, email, code: data.user.referralCode };
  }

  async function buy(buyer: Member): Promise<string> {
    const songId = await makeSong(buyer.visitor, 'Sam');
    const { data: order } = await buyer.visitor.api.POST('/paypal/order', { body: { songId } });
    await buyer.visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order!.id } } });
    const capture = await buyer.visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } } });
    expect(capture.data?.status).toBe('COMPLETED');
    return capture.data!.paymentId!;
  }

  const layerOne = (paymentId: string) =>
    eventually(async () => (await query<{ id: string; status: string }>(app, 'select id, status from affiliate.affiliate_commissions where payment_id = $1 and layer = 1', [paymentId]))[0], 'the commission');
  const history = async (m: Member) => (await m.visitor.api.GET('/api/user/commission-history')).data!;
  const earnings = async (m: Member) => (await m.visitor.api.GET('/api/user/earnings-dashboard')).data!;
  const credits = async (m: Member) => (await m.visitor.api.GET('/api/user/credits')).data!.credits;
  const heldList = async () => (await admin.api.GET('/api/admin/held-commissions')).data!.commissions;

  it('a second account on the referrer’s own browser earns nothing on its $10 purchase: 350 cents held, shown as held', async () => {
    const browser = app.visitor();
    const referrer = await join('Rae', null, { visitor: browser });
    expect((await browser.api.POST('/api/logout')).response.status).toBe(204);
    const alias = await join('Ray', referrer.code, { visitor: browser });
    const before = await credits(referrer);
    const paymentId = await buy(alias);

    expect((await layerOne(paymentId)).status).toBe('held');
    // The referrer reads their earnings, signed in on another browser.
    const rae = await signedInElsewhere(referrer);
    const h = await history(rae);
    expect(h.heldCommissions).toEqual([expect.objectContaining({ amount: 350, status: 'held', layer: 1 })]);
    expect(h.pendingCommissions).toEqual([]);
    expect(await earnings(rae)).toMatchObject({ heldBalance: 350, pendingCashBalance: 0, inRefundPeriod: 0, totalCashEarned: 0 });
    expect(await credits(rae)).toBe(before);
    expect(await heldList()).toEqual(expect.arrayContaining([expect.objectContaining({ paymentId, amount: 350, affiliateEmail: referrer.email.toLowerCase(), purchaserEmail: alias.email.toLowerCase(), reasons: ['device'] })]));
  });

  /** The member signed in on a fresh browser with an emailed sign-in link. */
  async function signedInElsewhere(m: Member): Promise<Member> {
    const visitor = app.visitor();
    await visitor.api.POST('/api/simple-signin', { body: { email: m.email } });
    const token = tokenFrom(await waitForEmail(visitor, m.email, /sign-in link/), '/sign-in-link');
    expect((await signInWithLink(visitor, token)).response.status).toBe(200);
    return { ...m, visitor };
  }

  it('holds on a shared payout email, and on one sign-up address within 30 days; strangers are paid as before', async () => {
    const referrer = await join('Pia', null);
    const payout = uniqueEmail('same-paypal');
    expect((await referrer.visitor.api.PATCH('/api/user/paypal', { body: { paypalEmail: payout } })).response.status).toBe(200);
    const samePayout = await join('Pio', referrer.code);
    expect((await samePayout.visitor.api.PATCH('/api/user/paypal', { body: { paypalEmail: payout.toUpperCase() } })).response.status).toBe(200);
    expect((await layerOne(await buy(samePayout))).status).toBe('held');

    const address = randomIp();
    const host = await join('Hal', null, { ip: address });
    const guest = await join('Hub', host.code, { ip: address });
    expect((await layerOne(await buy(guest))).status).toBe('held');

    const stranger = await join('Zoe', host.code);
    expect((await layerOne(await buy(stranger))).status).toBe('pending');
    const reasons = (await heldList()).filter((c) => [samePayout.email, guest.email].map((e) => e.toLowerCase()).includes(c.purchaserEmail)).map((c) => c.reasons);
    expect(reasons).toEqual(expect.arrayContaining([['payout_email'], ['signup_address']]));
  });

  it('an admin releases a held commission once (racing clicks), which then matures and pays as usual; or voids it', async () => {
    const browser = app.visitor();
    const referrer = await join('Ida', null, { visitor: browser });
    await browser.api.POST('/api/logout');
    const alias = await join('Ike', referrer.code, { visitor: browser });
    const released = await layerOne(await buy(alias));
    const voided = await layerOne(await buy(alias));
    const creditsBefore = Number((await query<{ balance: number }>(app, 'select balance from checkout.credit_balances where user_id = $1', [referrer.id]))[0]?.balance ?? 0);

    const second = await signedInAdmin(app);
    const answers = await Promise.all([admin, second, admin, second].map((a) => a.api.POST('/api/admin/held-commissions/{id}/release', { params: { path: { id: released.id } } })));
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.response.status === 409)!.error?.code).toBe('commission_not_held');
    const [row] = await query<{ status: string }>(app, 'select status from affiliate.affiliate_commissions where id = $1', [released.id]);
    expect(row!.status).toBe('pending');
    const creditsAfter = Number((await query<{ balance: number }>(app, 'select balance from checkout.credit_balances where user_id = $1', [referrer.id]))[0]!.balance);
    expect(creditsAfter - creditsBefore).toBe(5);

    const gone = await admin.api.POST('/api/admin/held-commissions/{id}/void', { params: { path: { id: voided.id } } });
    expect(gone.response.status).toBe(200);
    expect((await query<{ status: string }>(app, 'select status from affiliate.affiliate_commissions where id = $1', [voided.id]))[0]!.status).toBe('voided');
    const stillHeld = (await heldList()).map((c) => c.id);
    expect(stillHeld).not.toContain(released.id);
    expect(stillHeld).not.toContain(voided.id);
    expect((await app.visitor().api.GET('/api/admin/held-commissions')).response.status).toBe(401);
    expect((await alias.visitor.api.POST('/api/admin/held-commissions/{id}/void', { params: { path: { id: voided.id } } })).response.status).toBe(403);
  });

  it('a refund of a held purchase voids its commissions', async () => {
    const browser = app.visitor();
    const referrer = await join('Uli', null, { visitor: browser });
    await browser.api.POST('/api/logout');
    const alias = await join('Udo', referrer.code, { visitor: browser });
    const paymentId = await buy(alias);
    expect((await layerOne(paymentId)).status).toBe('held');
    expect((await admin.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: paymentId } }, body: {} })).response.status).toBe(200);
    await eventually(async () => (await layerOne(paymentId)).status === 'voided', 'the held commission voided');
  });
});

import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { ADMIN, CHECKOUT_TEST_ENV, createVoucher, makeSong, query, signedInAdmin, uniqueEmail, userWithSong } from '../support/checkout-fixtures';
import { openApi } from '../support/contract';
import { confirmEmail, PASSWORD, register, registerConfirmed, visitorFrom } from './identity-helpers';

const ZERO = '00000000-0000-0000-0000-000000000000';

/** The admin screens' calls through the real server: guarded, read from the other contexts, audited. */
describe('admin', () => {
  let app: TestApp;
  let admin: Visitor;
  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox' });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.stop());

  /** Create → approve in the sandbox → capture, as the purchase modal does. */
  async function buy(visitor: Visitor, songId: string) {
    const { data: order } = await visitor.api.POST('/paypal/order', { body: { songId } });
    await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order!.id } } });
    const { data } = await visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } } });
    return data!.paymentId;
  }

  /** Audit entries are written once the answer is sent: wait for the one expected. */
  async function auditEntry(action: string, targetId: string) {
    const deadline = Date.now() + 45_000;
    for (;;) {
      const { data } = await admin.api.GET('/api/admin/audit-log', { params: { query: { pageSize: 100 } } });
      const found = data!.entries.find((e) => e.action === action && e.targetId === targetId);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no audit entry ${action} ${targetId}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Every operation openapi.yaml documents under /api/admin (a new admin route is checked the day it is documented). */
  const adminOperations = () =>
    Object.entries(openApi.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, item]) => Object.keys(item).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map((m) => ({ method: m.toUpperCase(), path: path.replace('{id}', ZERO).replace('{code}', 'EUR') })));

  it('answers 401 signed out and 403 to a non-admin on every admin call openapi.yaml documents', async () => {
    const operations = adminOperations();
    // Dashboard, users (list, delete), payments (list, refund), rates (list, edit), audit log, suggestions (list,
    // moderate), vouchers (list, create, deactivate): 13 operations today; the list can only grow.
    expect(operations.length).toBeGreaterThanOrEqual(13);
    const { visitor: user } = await userWithSong(app, 'nosy');
    const call = (v: Visitor, op: { method: string; path: string }) =>
      v.fetch(op.path, { method: op.method, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }) });
    const signedOut = await Promise.all(operations.map((op) => call(app.visitor(), op)));
    expect(operations.map((op, i) => `${op.method} ${op.path} ${signedOut[i]!.status}`)).toEqual(operations.map((op) => `${op.method} ${op.path} 401`));
    const denied = await Promise.all(operations.map((op) => call(user, op)));
    expect(operations.map((op, i) => `${op.method} ${op.path} ${denied[i]!.status}`)).toEqual(operations.map((op) => `${op.method} ${op.path} 403`));
    expect(await denied[0]!.json()).toMatchObject({ message: "You don't have admin privileges to access this page." });
  });

  it('refuses an admin change sent from another site (same-origin, like every state-changing call)', async () => {
    const voucher = await createVoucher(admin, { discountType: 'percentage', discountValue: 10 });
    const forged = await admin.fetch(`/api/admin/vouchers/${voucher.id}`, { method: 'DELETE', headers: { origin: 'https://evil.example' } });
    expect([forged.status, (await forged.json()).code]).toEqual([403, 'cross_site_request']);
    const { data } = await admin.api.GET('/api/admin/vouchers');
    expect(data!.vouchers.find((v) => v.id === voucher.id)).toMatchObject({ isActive: true });
  });

  it('the dashboard counts users, songs, paid songs and income, with 6 months of income and the newest songs and users', async () => {
    const before = (await admin.api.GET('/api/admin/dashboard')).data!;
    const { visitor, songId, email } = await userWithSong(app, 'dash');
    await userWithSong(app, 'dash2');
    const paymentId = await buy(visitor, songId);
    expect(paymentId).toBeTruthy();
    const { data } = await admin.api.GET('/api/admin/dashboard');
    expect(data!.stats.totalUsers).toBe(before.stats.totalUsers + 2);
    expect(data!.stats.totalSongs).toBe(before.stats.totalSongs + 2);
    expect(data!.stats.paidSongs).toBe(before.stats.paidSongs + 1);
    expect(data!.stats.totalIncome).toBe(before.stats.totalIncome + 1000);
    expect(data!.stats.averageRevenuePerUser).toBe(Math.round(data!.stats.totalIncome / data!.stats.totalUsers));
    expect(data!.monthlyIncome).toHaveLength(6);
    const now = new Date();
    expect(data!.monthlyIncome[5]!.month).toBe(`${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`);
    expect(data!.monthlyIncome[5]!.income).toBe(before.monthlyIncome[5]!.income + 1000);
    expect(data!.monthlyIncome.reduce((sum, m) => sum + m.income, 0)).toBe(data!.stats.totalIncome);
    expect(data!.recentSongs.find((s) => s.id === songId)).toMatchObject({ isPaid: true, ownerEmail: email, names: ['Alice'] });
    expect(data!.users.find((u) => u.email === email)).toMatchObject({ songCount: 1, paidSongs: 1, totalSpent: 1000, isAdmin: false });
  });

  it('lists users a page at a time, searched by email or name', async () => {
    const marker = `zed${Date.now()}`;
    const emails: string[] = [];
    for (let i = 0; i < 3; i++) {
      // Proved emails: an unproved account holds 1 of its 10 sign-up credits.
      const { email } = await registerConfirmed(visitorFrom(app), { email: `${marker}.${i}@example.com`, firstName: 'Zed' });
      emails.push(email);
    }
    const page1 = await admin.api.GET('/api/admin/users', { params: { query: { search: marker.toUpperCase(), pageSize: 2 } } });
    expect(page1.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.data!.users.map((u) => u.email)).toEqual([emails[2], emails[1]]);
    const page2 = await admin.api.GET('/api/admin/users', { params: { query: { search: marker, pageSize: 2, page: 2 } } });
    expect(page2.data!.users.map((u) => u.email)).toEqual([emails[0]]);
    expect(page2.data!.users[0]).toMatchObject({ firstName: 'Zed', previewCredits: 10, songCount: 0, totalSpent: 0 });
    const wildcard = await admin.api.GET('/api/admin/users', { params: { query: { search: '%' } } });
    expect(wildcard.data!.total).toBe(0);
    const bad = await admin.api.GET('/api/admin/users', { params: { query: { page: 0 } } });
    expect([bad.response.status, bad.error?.message]).toEqual([400, 'Page must be a whole number from 1']);
  });

  it('deletes a non-admin: they cannot sign in, drop out of the list, and their payment stays in the books', async () => {
    const buyer = visitorFrom(app);
    const { email, data: registered } = await register(buyer);
    const userId = registered!.user.id;
    const { data: song } = await buyer.api.POST('/api/songs', { body: { names: ['Bea'], lyrics: 'Bea is dancing all night long, everybody sing along', style: 'hip-hop' } });
    const paymentId = await buy(buyer, song!.id);
    const deleted = await admin.api.DELETE('/api/admin/users/{id}', { params: { path: { id: userId } } });
    expect(deleted.response.status).toBe(200);
    expect((await buyer.api.GET('/api/auth/user')).response.status).toBe(401);
    const login = await visitorFrom(app).api.POST('/api/login', { body: { email, password: PASSWORD } });
    expect(login.response.status).toBe(401);
    const { data: users } = await admin.api.GET('/api/admin/users', { params: { query: { search: email } } });
    expect(users!.total).toBe(0);
    const { data: payments } = await admin.api.GET('/api/admin/payments', { params: { query: { pageSize: 100 } } });
    expect(payments!.payments.find((p) => p.id === paymentId)).toMatchObject({ userId, userEmail: email, amount: 1000, isRefunded: false });
    expect(await query(app, 'select id from checkout.payments where id = $1', [paymentId])).toHaveLength(1);
    const entry = await auditEntry('user.delete', userId);
    expect(entry).toMatchObject({ adminEmail: ADMIN.email, method: 'DELETE', outcomeStatus: 200 });
    const again = await admin.api.DELETE('/api/admin/users/{id}', { params: { path: { id: userId } } });
    expect(again.response.status).toBe(404);
  });

  it('deleting an affiliate and the buyer they brought keeps the commission and the payment in the books', async () => {
    const join = async (label: string, referralCode: string | null) => {
      const visitor = visitorFrom(app);
      const email = uniqueEmail(label);
      const { data } = await visitor.api.POST('/api/simple-register', { body: { email, firstName: label, referralCode } });
      await confirmEmail(visitor, email.toLowerCase());
      return { visitor, email, id: (data as { user: { id: string; referralCode: string } }).user.id, code: (data as { user: { referralCode: string } }).user.referralCode };
    };
    const affiliate = await join('Aff', null);
    const buyer = await join('Buy', affiliate.code);
    const paymentId = await buy(buyer.visitor, await makeSong(buyer.visitor, 'Buy'));
    const commissions = () => query<{ affiliate_user_id: string; calculated_cash_amount: number; status: string }>(app, 'select affiliate_user_id, calculated_cash_amount, status from affiliate.affiliate_commissions where payment_id = $1', [paymentId]);
    // The commission arrives through the event pipeline: wait for that state.
    const deadline = Date.now() + 30_000;
    while ((await commissions()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 150));
    const before = await commissions();
    expect(before).toEqual([{ affiliate_user_id: affiliate.id, calculated_cash_amount: 350, status: 'pending' }]);
    const income = (await admin.api.GET('/api/admin/dashboard')).data!.stats.totalIncome;

    for (const user of [affiliate, buyer]) expect((await admin.api.DELETE('/api/admin/users/{id}', { params: { path: { id: user.id } } })).response.status).toBe(200);

    expect(await commissions()).toEqual(before);
    const { data: payments } = await admin.api.GET('/api/admin/payments', { params: { query: { pageSize: 100 } } });
    expect(payments!.payments.find((p) => p.id === paymentId)).toMatchObject({ userId: buyer.id, userEmail: buyer.email.toLowerCase(), amount: 1000, isRefunded: false });
    expect((await admin.api.GET('/api/admin/dashboard')).data!.stats.totalIncome).toBe(income);
    for (const user of [affiliate, buyer]) expect((await admin.api.GET('/api/admin/users', { params: { query: { search: user.email } } })).data!.total).toBe(0);
  });

  it('never deletes an administrator, and answers 404 for an unknown user', async () => {
    const [row] = await query<{ id: string }>(app, 'select id from identity.users where email = $1', [ADMIN.email]);
    const refused = await admin.api.DELETE('/api/admin/users/{id}', { params: { path: { id: row!.id } } });
    expect([refused.response.status, refused.error?.message]).toEqual([409, 'Administrators cannot be deleted']);
    expect((await admin.api.DELETE('/api/admin/users/{id}', { params: { path: { id: ZERO } } })).response.status).toBe(404);
    expect((await admin.api.DELETE('/api/admin/users/{id}', { params: { path: { id: 'nope' } } })).response.status).toBe(404);
    expect((await admin.api.GET('/api/auth/user')).response.status).toBe(200);
  });

  it('refunds from a payment row through checkout: the row shows it and income drops', async () => {
    const { visitor, songId } = await userWithSong(app, 'refundme');
    const paymentId = await buy(visitor, songId);
    const before = (await admin.api.GET('/api/admin/dashboard')).data!.stats.totalIncome;
    const refund = await admin.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: paymentId } }, body: { reason: 'Wrong names' } });
    expect(refund.response.status).toBe(200);
    const { data } = await admin.api.GET('/api/admin/payments', { params: { query: { pageSize: 100 } } });
    expect(data!.payments.find((p) => p.id === paymentId)).toMatchObject({ isRefunded: true, refundReason: 'Wrong names', status: 'refunded' });
    expect((await admin.api.GET('/api/admin/dashboard')).data!.stats.totalIncome).toBe(before - 1000);
    expect(await auditEntry('payment.refund', paymentId)).toMatchObject({ details: { reason: 'Wrong names' }, outcomeStatus: 200 });
  });

  it('refunds a payment once when two admins press Refund on the same row at the same time', async () => {
    const { visitor, songId } = await userWithSong(app, 'twice');
    const paymentId = await buy(visitor, songId);
    const before = (await admin.api.GET('/api/admin/dashboard')).data!.stats.totalIncome;
    const second = await signedInAdmin(app);
    const answers = await Promise.all([admin, second, admin, second].map((a) => a.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: paymentId } }, body: { reason: 'Double click' } })));
    // Each answer is a success or "already refunded"; the books move once whichever way the race goes.
    expect(answers.every((a) => a.response.status === 200 || a.response.status === 409)).toBe(true);
    expect(answers.filter((a) => a.response.status === 200).length).toBeGreaterThanOrEqual(1);
    expect((await admin.api.GET('/api/admin/dashboard')).data!.stats.totalIncome).toBe(before - 1000);
    const events = await query<{ n: string }>(app, "select count(*) as n from messaging.outbox_messages where type = 'checkout.payment-refunded.v1' and payload->>'paymentId' = $1", [paymentId]);
    expect(Number(events[0]!.n)).toBe(1);
    const { data } = await admin.api.GET('/api/admin/payments', { params: { query: { pageSize: 100 } } });
    expect(data!.payments.filter((p) => p.id === paymentId)).toEqual([expect.objectContaining({ isRefunded: true, status: 'refunded' })]);
  });

  it('edits a currency rate through checkout: the price shown in that currency follows', async () => {
    const { data: list } = await admin.api.GET('/api/admin/currency-rates');
    expect(list!.rates.find((r) => r.code === 'JPY')).toMatchObject({ symbol: '¥', rate: 155 });
    const saved = await admin.api.PUT('/api/admin/currency-rates/{code}', { params: { path: { code: 'jpy' } }, body: { rate: 160.5 } });
    expect(saved.data).toMatchObject({ code: 'JPY', rate: 160.5, asOf: new Date().toISOString().slice(0, 10) });
    const { data: pricing } = await app.visitor().api.GET('/api/pricing', { params: { query: { country: 'JP' } } });
    expect(pricing).toMatchObject({ amount: 1605, formatted: '¥1,605 JPY' });
    for (const rate of [0, -3, 'ten' as never]) {
      const bad = await admin.api.PUT('/api/admin/currency-rates/{code}', { params: { path: { code: 'JPY' } }, body: { rate } });
      expect([bad.response.status, bad.error?.message]).toEqual([400, 'The rate must be a number above 0 (units per 1 USD)']);
    }
    expect((await admin.api.PUT('/api/admin/currency-rates/{code}', { params: { path: { code: 'XXX' } }, body: { rate: 2 } })).response.status).toBe(404);
    // USD is what every charge is in: its rate is 1, never edited.
    const usd = await admin.api.PUT('/api/admin/currency-rates/{code}', { params: { path: { code: 'usd' } }, body: { rate: 1.2 } });
    expect([usd.response.status, usd.error?.code]).toEqual([400, 'usd_rate_fixed']);
    const { data: after } = await admin.api.GET('/api/admin/currency-rates');
    expect(after!.rates.find((r) => r.code === 'USD')).toMatchObject({ rate: 1 });
    expect(await auditEntry('currency-rate.update', 'jpy')).toMatchObject({ details: { rate: 160.5 }, outcomeStatus: 200 });
  });

  it('audits every admin change (who, what, when, outcome) including vouchers served by checkout, never a secret', async () => {
    const voucher = await createVoucher(admin, { code: `AUD${Date.now() % 100000}`, discountType: 'percentage', discountValue: 20 });
    await admin.api.DELETE('/api/admin/vouchers/{id}', { params: { path: { id: voucher.id } } });
    // Written before the answer left: the list the screen refetches after a change already has it.
    const { data: rightAway } = await admin.api.GET('/api/admin/audit-log');
    expect(rightAway!.entries[0]).toMatchObject({ action: 'voucher.deactivate', targetId: voucher.id, outcomeStatus: 200 });
    const duplicate = await admin.api.POST('/api/admin/vouchers', { body: { code: voucher.code, discountType: 'fixed', discountValue: 100 } });
    expect(duplicate.response.status).toBe(409);
    const created = (await admin.api.GET('/api/admin/audit-log', { params: { query: { pageSize: 100 } } })).data!.entries;
    const deactivated = await auditEntry('voucher.deactivate', voucher.id);
    expect(deactivated).toMatchObject({ adminEmail: ADMIN.email, path: `/api/admin/vouchers/${voucher.id}`, outcomeStatus: 200 });
    const creations = (await admin.api.GET('/api/admin/audit-log', { params: { query: { pageSize: 100 } } })).data!.entries.filter((e) => e.action === 'voucher.create' && e.details.code === voucher.code);
    expect(creations.map((e) => e.outcomeStatus).sort()).toEqual([201, 409]);
    expect(Date.now() - new Date(deactivated.createdAt).getTime()).toBeLessThan(60_000);
    // Reads are not actions; a non-admin's refused attempt is not an admin action either.
    expect(created.some((e) => e.method === 'GET')).toBe(false);
    const { visitor } = await userWithSong(app, 'intruder');
    await visitor.api.DELETE('/api/admin/vouchers/{id}', { params: { path: { id: voucher.id } } });
    const [row] = await query<{ n: string }>(app, "select count(*) as n from admin.audit_log where action = 'voucher.deactivate' and target_id = $1", [voucher.id]);
    expect(Number(row!.n)).toBe(1);
    const all = JSON.stringify((await admin.api.GET('/api/admin/audit-log', { params: { query: { pageSize: 100 } } })).data);
    expect(all).not.toContain(ADMIN.password);
    // Hostile text is refused at the edge, before any admin code runs: no voucher, and no admin action to
    // record (the edge keeps NUL from PostgreSQL; a later action's entry shows the log moved on without it).
    const hostile = await admin.api.POST('/api/admin/vouchers', { body: { code: 'NUL\u0000CODE', discountType: 'fixed', discountValue: 0 } });
    expect([hostile.response.status, hostile.error?.message]).toEqual([400, 'Request body: text must not contain NUL characters']);
    await admin.api.DELETE('/api/admin/vouchers/{id}', { params: { path: { id: voucher.id } } });
    const deadline = Date.now() + 45_000;
    const deactivations = async () => Number((await query<{ n: string }>(app, "select count(*) as n from admin.audit_log where action = 'voucher.deactivate' and target_id = $1", [voucher.id]))[0]!.n);
    while ((await deactivations()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await deactivations()).toBe(2);
    expect(await query(app, "select id from admin.audit_log where details->>'code' like 'NUL%CODE'")).toHaveLength(0);
    expect(await query(app, "select id from checkout.vouchers where code like 'NUL%CODE'")).toHaveLength(0);
  });

  it('refuses a voucher expiry that is no real day in years 2000–9999 with a 400, never a 500', async () => {
    const code = () => `X${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    const refusals: [string, number, string | undefined][] = [];
    for (const expiresAt of ['0000-01-01T00:00:00Z', '0000-12-31T23:59:59Z', '99999-01-01T00:00:00Z', '+099999-01-01T00:00:00Z', '-000001-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '2026-02-30T23:59:59Z', '2027-02-29T23:59:59Z', '2026-13-01T00:00:00Z', 'soon']) {
      const { response, error } = await admin.api.POST('/api/admin/vouchers', { body: { code: code(), discountType: 'percentage', discountValue: 10, expiresAt } });
      refusals.push([expiresAt, response.status, error?.message]);
    }
    expect(refusals.filter(([, status]) => status !== 400)).toEqual([]);
    expect(refusals.find(([at]) => at === '0000-01-01T00:00:00Z')![2]).toBe('Expiry must be a real date between the years 2000 and 9999');
    expect(refusals.find(([at]) => at === '2026-02-30T23:59:59Z')![2]).toBe('Expiry must be a real date between the years 2000 and 9999');
    // Real days stay fine, the last day of 9999 and a leap day included.
    for (const expiresAt of ['9999-12-31T23:59:59Z', '2028-02-29T23:59:59Z', '2030-06-01T23:59:59+02:00']) {
      const { response, data } = await admin.api.POST('/api/admin/vouchers', { body: { code: code(), discountType: 'percentage', discountValue: 10, expiresAt } });
      expect([expiresAt, response.status, data?.expiresAt]).toEqual([expiresAt, 201, new Date(expiresAt).toISOString()]);
    }
  });
});

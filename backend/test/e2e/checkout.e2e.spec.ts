import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { waitForEmail } from './identity-helpers';
import { CHECKOUT_TEST_ENV, createVoucher, guestWithSong, query, signedInAdmin, songIsPaid, uniqueEmail, userWithSong } from '../support/checkout-fixtures';

/** Pricing, vouchers and purchases through the real server with the built-in sandbox provider. */
describe('checkout with the sandbox provider', () => {
  let app: TestApp;
  let admin: Visitor;
  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox' });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.stop());

  /** Create → approve in the sandbox step → capture, as the purchase modal does. */
  async function buy(visitor: Visitor, body: Record<string, unknown>) {
    const { data: order, error } = await visitor.api.POST('/paypal/order', { body });
    if (!order) throw new Error(`order refused: ${JSON.stringify(error)}`);
    await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order.id } } });
    return { order, capture: await visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } }) };
  }

  describe('pricing', () => {
    it('charges 1000 US cents and shows it in the visitor’s currency', async () => {
      const { data } = await app.visitor().api.GET('/api/pricing', { params: { query: { country: 'JP' } } });
      expect(data).toMatchObject({ priceCents: 1000, chargeCurrency: 'USD', charge: '$10.00 USD', currency: { code: 'JPY', symbol: '¥', rate: 155 }, amount: 1550, formatted: '¥1,550 JPY', approximate: true });
      expect(data!.currency.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('falls back to US dollars for an unknown or missing country', async () => {
      const unknown = await app.visitor().api.GET('/api/pricing', { params: { query: { country: 'ZZ' } } });
      const none = await app.visitor().api.GET('/api/pricing');
      for (const { data } of [unknown, none]) expect(data).toMatchObject({ formatted: '$10.00 USD', approximate: false, currency: { code: 'USD' } });
    });

    it('tells the browser there are no PayPal Buttons with the sandbox', async () => {
      const { data } = await app.visitor().api.GET('/paypal/setup');
      expect(data).toEqual({ clientToken: null, provider: 'sandbox', message: expect.any(String) });
    });
  });

  describe('vouchers', () => {
    it('are for admins only', async () => {
      const guest = await app.visitor().api.GET('/api/admin/vouchers');
      expect(guest.response.status).toBe(401);
      const { visitor } = await userWithSong(app, 'notadmin');
      const user = await visitor.api.POST('/api/admin/vouchers', { body: { code: 'NOPE1', discountType: 'percentage', discountValue: 10 } });
      expect(user.response.status).toBe(403);
    });

    it('validate with their discount and the price after it, whatever the letter case, trimmed', async () => {
      const voucher = await createVoucher(admin, { code: 'Party25', discountType: 'percentage', discountValue: 25 });
      const { data } = await app.visitor().api.POST('/api/validate-voucher', { body: { code: '  pARTY25 ' } });
      expect(data).toEqual({ code: voucher.code, discountType: 'percentage', discountValue: 25, priceCents: 1000, finalPriceCents: 750 });
    });

    it('refuse a blank, unknown, inactive, expired or used-up code with the spec’s messages', async () => {
      const api = app.visitor().api;
      const blank = await api.POST('/api/validate-voucher', { body: { code: '   ' } });
      expect([blank.response.status, blank.error?.message]).toEqual([400, 'Voucher code is required']);
      const unknown = await api.POST('/api/validate-voucher', { body: { code: 'NOSUCHCODE' } });
      expect([unknown.response.status, unknown.error?.message]).toEqual([404, 'This voucher code is not valid.']);
      // Deactivated and expired codes, and the admin form's rules: test/handlers/checkout/vouchers.spec.ts.

      const single = await createVoucher(admin, { discountType: 'percentage', discountValue: 100, maxUses: 1 });
      const buyer = await userWithSong(app, 'single');
      const free = await buyer.visitor.api.POST('/api/free-song-download', { body: { songId: buyer.songId, voucherCode: single.code } });
      expect(free.data?.userStatus).toBe('already_logged_in');
      const usedUp = await api.POST('/api/validate-voucher', { body: { code: single.code } });
      expect([usedUp.response.status, usedUp.error?.message]).toEqual([409, 'This voucher code has reached its usage limit.']);
    });

    it('cannot be guessed in bulk: one address gets 30 checks per 15 minutes across both voucher routes, then 429 with Retry-After', async () => {
      // Every visitor of this app is 127.0.0.1: start from a clean count and leave one for the other tests.
      const clearCounts = () => query(app, 'delete from platform.rate_limit_buckets');
      await clearCounts();
      try {
        const guesser = await userWithSong(app, 'guesser');
        for (let i = 0; i < 20; i++) {
          const { response } = await guesser.visitor.api.POST('/api/validate-voucher', { body: { code: `GUESS${i}` } });
          expect(response.status).toBe(404);
        }
        for (let i = 0; i < 10; i++) {
          const { response } = await guesser.visitor.api.POST('/api/free-song-download', { body: { songId: guesser.songId, voucherCode: `FREE${i}` } });
          expect(response.status).toBe(404);
        }
        const real = await createVoucher(admin, { discountType: 'percentage', discountValue: 100 });
        for (const attempt of [
          () => guesser.visitor.api.POST('/api/validate-voucher', { body: { code: real.code } }),
          () => app.visitor().api.POST('/api/free-song-download', { body: { songId: guesser.songId, voucherCode: real.code } }),
        ]) {
          const { response, error } = await attempt();
          expect(response.status).toBe(429);
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(error).toMatchObject({ code: 'too_many_attempts', message: 'Too many attempts. Please try again in 15 minutes.' });
        }
        expect(await songIsPaid(guesser.visitor, guesser.songId)).toBe(false);
      } finally {
        await clearCounts();
      }
    });

    it('are unique regardless of letter case, 3–20 characters, with a type and a positive value', async () => {
      await createVoucher(admin, { code: 'Summer', discountType: 'fixed', discountValue: 200 });
      const twin = await admin.api.POST('/api/admin/vouchers', { body: { code: ' SUMMER ', discountType: 'fixed', discountValue: 200 } });
      expect([twin.response.status, twin.error?.message]).toEqual([409, 'A voucher with this code already exists']);
      const short = await admin.api.POST('/api/admin/vouchers', { body: { code: 'AB', discountType: 'fixed', discountValue: 200 } });
      expect([short.response.status, short.error?.message]).toEqual([400, 'Voucher code must be 3-20 characters']);
      const noValue = await admin.api.POST('/api/admin/vouchers', { body: { code: 'ZERO0', discountType: 'fixed', discountValue: 0 } });
      expect(noValue.error?.message).toBe('Discount value must be greater than 0');
      const noType = await admin.api.POST('/api/admin/vouchers', { body: { code: 'TYPE0', discountType: 'gift' as never, discountValue: 5 } });
      expect(noType.error?.message).toBe('Discount type is required');
      const { data } = await admin.api.GET('/api/admin/vouchers');
      expect(data!.vouchers.map((v) => v.code)).toContain('Summer');
    });

    it('give exactly one discount to 50 buyers capturing at once when maxUses is 1', async () => {
      const voucher = await createVoucher(admin, { discountType: 'percentage', discountValue: 50, maxUses: 1 });
      const buyers = await Promise.all(Array.from({ length: 50 }, () => guestWithSong(app)));
      const orders = await Promise.all(
        buyers.map(async ({ visitor, songId }, i) => {
          const { data } = await visitor.api.POST('/paypal/order', { body: { songId, voucherCode: voucher.code, firstName: `Racer${i}`, email: uniqueEmail(`racer${i}`) } });
          await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: data!.id } } });
          return { visitor, orderId: data!.id, amountCents: data!.amountCents };
        }),
      );
      expect(orders.every((o) => o.amountCents === 500)).toBe(true);
      const captures = await Promise.all(orders.map(({ visitor, orderId }) => visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId } } })));
      const won = captures.filter((c) => c.response.status === 200);
      const lost = captures.filter((c) => c.response.status === 409);
      expect(won).toHaveLength(1);
      expect(won[0]!.data?.amountCents).toBe(500);
      expect(lost).toHaveLength(49);
      expect(new Set(lost.map((c) => c.error?.message))).toEqual(new Set(['This voucher code has reached its usage limit.']));
      const [row] = await query<{ current_uses: number }>(app, 'select current_uses from checkout.vouchers where id = $1', [voucher.id]);
      expect(row!.current_uses).toBe(1);
      const payments = await query(app, 'select id from checkout.payments where voucher_id = $1', [voucher.id]);
      expect(payments).toHaveLength(1);
    });
  });

  describe('guessing voucher codes through orders', () => {
    it('gets 429 with Retry-After after 120 orders from one address in 15 minutes; other addresses still order', async () => {
      const guesser = await guestWithSong(app);
      const fromGuesser = { 'x-forwarded-for': '10.251.7.7' };
      for (let batch = 0; batch < 6; batch++) {
        const guesses = await Promise.all(
          Array.from({ length: 20 }, (_, i) => guesser.visitor.api.POST('/paypal/order', { body: { songId: guesser.songId, voucherCode: `GUESS${batch}X${i}`, firstName: 'Guesser', email: uniqueEmail('guesser') }, headers: fromGuesser })),
        );
        expect(new Set(guesses.map((g) => g.response.status))).toEqual(new Set([404]));
      }
      const refused = await guesser.visitor.api.POST('/paypal/order', { body: { songId: guesser.songId }, headers: fromGuesser });
      expect(refused.response.status).toBe(429);
      expect(refused.error?.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      const retryAfter = Number(refused.response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      const neighbour = await guestWithSong(app);
      const allowed = await neighbour.visitor.api.POST('/paypal/order', { body: { songId: neighbour.songId, firstName: 'Neighbour', email: uniqueEmail('neighbour') }, headers: { 'x-forwarded-for': '10.251.7.8' } });
      expect(allowed.response.status).toBe(201);
    });
  });

  describe('paying for a song', () => {
    it('signed in: the song unlocks and checkout.payment-captured.v1 is recorded', async () => {
      const { visitor, songId } = await userWithSong(app, 'payer');
      const { order, capture } = await buy(visitor, { songId, amount: '10.00', currency: 'USD', intent: 'CAPTURE' });
      expect(capture.data).toMatchObject({ orderId: order.id, status: 'COMPLETED', songId, packId: null, amountCents: 1000, currency: 'USD', userStatus: 'already_logged_in' });
      expect(await songIsPaid(visitor, songId)).toBe(true);
      const [payment] = await query<{ amount: number; status: string; paypal_order_id: string }>(app, 'select amount, status, paypal_order_id from checkout.payments where song_id = $1', [songId]);
      expect(payment).toMatchObject({ amount: 1000, status: 'captured', paypal_order_id: order.id });
      const events = await query<{ payload: Record<string, unknown> }>(app, `select payload from messaging.outbox_messages where type = 'checkout.payment-captured.v1' and payload->>'songId' = $1`, [songId]);
      expect(events).toHaveLength(1);
      expect(events[0]!.payload).toMatchObject({ paymentId: capture.data!.paymentId, songId, packId: null, amountPaidCents: 1000, currency: 'USD' });
    });

    it('a repeated capture answers the first result and charges once', async () => {
      const { visitor, songId } = await userWithSong(app, 'twice');
      const { order, capture } = await buy(visitor, { songId });
      const again = await visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } });
      expect(again.data).toEqual(capture.data);
      expect(await query(app, 'select id from checkout.payments where paypal_order_id = $1', [order.id])).toHaveLength(1);
    });

    it('refuses a client amount or currency that differs from the server price', async () => {
      const { visitor, songId } = await userWithSong(app, 'tamper');
      const cheap = await visitor.api.POST('/paypal/order', { body: { songId, amount: '0.01' } });
      expect([cheap.response.status, cheap.error?.message]).toEqual([400, 'The amount does not match the price']);
      const euros = await visitor.api.POST('/paypal/order', { body: { songId, currency: 'EUR' as never } });
      expect(euros.error?.message).toBe('Payments are charged in USD');
    });

    // A member's song may be bought from its preview link (the buyer gets a full share): see social.e2e.spec.ts.
    it('nobody can buy a guest’s song, or approve or capture someone else’s order', async () => {
      const owner = await userWithSong(app, 'owner');
      const other = await userWithSong(app, 'other');
      const guest = await guestWithSong(app);
      const foreignSong = await other.visitor.api.POST('/paypal/order', { body: { songId: guest.songId } });
      expect(foreignSong.response.status).toBe(404);
      const { data: order } = await owner.visitor.api.POST('/paypal/order', { body: { songId: owner.songId } });
      const approve = await other.visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order!.id } } });
      expect(approve.response.status).toBe(404);
      await owner.visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order!.id } } });
      const stolen = await other.visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } } });
      expect([stolen.response.status, stolen.error?.message]).toEqual([404, 'Order not found']);
      const wrongSong = await owner.visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } }, body: { songId: other.songId } });
      expect([wrongSong.response.status, wrongSong.error?.message]).toEqual([409, 'This order is for a different song']);
      expect(await songIsPaid(owner.visitor, owner.songId)).toBe(false);
    });

    it('an unapproved order is not captured', async () => {
      const { visitor, songId } = await userWithSong(app, 'eager');
      const { data: order } = await visitor.api.POST('/paypal/order', { body: { songId } });
      const early = await visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } } });
      expect([early.response.status, early.error?.message]).toEqual([409, 'The payment has not been approved yet']);
    });

    it('a guest pays with first name and email: the account is made, signed in, and owns the song', async () => {
      const { visitor, songId } = await guestWithSong(app);
      const missing = await visitor.api.POST('/paypal/order', { body: { songId } });
      expect([missing.response.status, missing.error?.message]).toEqual([400, 'Please fill in your name and email to continue.']);
      const email = uniqueEmail('guest');
      const { capture } = await buy(visitor, { songId, firstName: 'Gina', email });
      expect(capture.data?.userStatus).toBe('new_account_created');
      const { data: me } = await visitor.api.GET('/api/auth/user');
      expect(me).toMatchObject({ email, firstName: 'Gina' });
      const { data: songs } = await visitor.api.GET('/api/user/purchased-songs');
      expect(JSON.stringify(songs)).toContain(songId);
      expect(await songIsPaid(visitor, songId)).toBe(true);
    });

    it('a guest using the email of an existing account is asked to sign in first', async () => {
      const existing = await userWithSong(app, 'exists');
      const { visitor, songId } = await guestWithSong(app);
      const order = await visitor.api.POST('/paypal/order', { body: { songId, firstName: 'Eve', email: existing.email.toUpperCase() } });
      expect([order.response.status, order.error?.code]).toEqual([409, 'existing_user_login_required']);
    });

    it('an admin refund takes the full song away again, records checkout.payment-refunded.v1 and emails the buyer once', async () => {
      const { visitor, songId, email } = await userWithSong(app, 'refund');
      const { capture } = await buy(visitor, { songId });
      const paymentId = capture.data!.paymentId;
      const notAdmin = await visitor.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: paymentId } }, body: {} });
      expect(notAdmin.response.status).toBe(403);
      const refund = await admin.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: paymentId } }, body: { reason: 'Asked for it' } });
      expect(refund.data?.paymentId).toBe(paymentId);
      expect(await songIsPaid(visitor, songId)).toBe(false);
      const events = await query(app, `select id from messaging.outbox_messages where type = 'checkout.payment-refunded.v1' and payload->>'paymentId' = $1`, [paymentId]);
      expect(events).toHaveLength(1);
      const twice = await admin.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: paymentId } }, body: {} });
      expect([twice.response.status, twice.error?.message]).toEqual([409, 'This payment is already refunded']);
      // The buyer hears of it: one email in the mailbox, with the amount, the song and what it took back.
      const notice = await waitForEmail(visitor, email, /refund/);
      expect(notice.subject).toBe('Your Boogy refund: $10.00');
      expect(notice.text).toContain('We refunded $10.00 for the full song');
      expect(notice.text).toContain('The song is a free preview again');
      const { data: mailbox } = await visitor.api.GET('/api/dev/mailbox', { params: { query: { to: email } } });
      expect(mailbox!.messages.filter((m) => /refund/.test(m.subject))).toHaveLength(1);
    });
  });

  describe('free downloads', () => {
    it('only when the voucher makes the price 0', async () => {
      const half = await createVoucher(admin, { discountType: 'percentage', discountValue: 50 });
      const { visitor, songId } = await userWithSong(app, 'halfoff');
      const notFree = await visitor.api.POST('/api/free-song-download', { body: { songId, voucherCode: half.code } });
      expect(notFree.response.status).toBe(402);
      const { data: order } = await visitor.api.POST('/paypal/order', { body: { songId, voucherCode: half.code } });
      expect(order?.amountCents).toBe(500);
    });

    it('a 100% voucher cannot go through the payment path', async () => {
      const full = await createVoucher(admin, { discountType: 'fixed', discountValue: 5000 });
      const { visitor, songId } = await userWithSong(app, 'free-pay');
      const order = await visitor.api.POST('/paypal/order', { body: { songId, voucherCode: full.code } });
      expect(order.error?.code).toBe('use_free_download');
    });

    it('a guest gives first name and email: new account, signed in, song unlocked', async () => {
      const full = await createVoucher(admin, { discountType: 'percentage', discountValue: 100 });
      const { visitor, songId } = await guestWithSong(app);
      const blank = await visitor.api.POST('/api/free-song-download', { body: { songId, voucherCode: full.code, firstName: ' ', userEmail: '' } });
      expect(blank.error?.message).toBe('Please fill in your name and email to continue.');
      const email = uniqueEmail('freebie');
      const { data } = await visitor.api.POST('/api/free-song-download', { body: { songId, voucherCode: full.code, firstName: 'Fay', userEmail: email } });
      expect(data?.userStatus).toBe('new_account_created');
      expect((await visitor.api.GET('/api/auth/user')).data?.email).toBe(email);
      expect(await songIsPaid(visitor, songId)).toBe(true);
    });

    it('a guest with an existing account’s email must log in, and nothing changes', async () => {
      const full = await createVoucher(admin, { discountType: 'percentage', discountValue: 100 });
      const existing = await userWithSong(app, 'known');
      const { visitor, songId } = await guestWithSong(app);
      const { data } = await visitor.api.POST('/api/free-song-download', { body: { songId, voucherCode: full.code, firstName: 'K', userEmail: existing.email } });
      expect(data?.userStatus).toBe('existing_user_login_required');
      expect(await songIsPaid(visitor, songId)).toBe(false);
    });
  });

  describe('sample packs', () => {
    it('credits only a captured order of that pack, once: $5 → 10 credits', async () => {
      const { visitor } = await userWithSong(app, 'packer');
      const before = (await visitor.api.GET('/api/user/credits')).data!.credits;
      const { data: order } = await visitor.api.POST('/paypal/order', { body: { packId: 'pack-10' } });
      expect(order?.amountCents).toBe(500);
      const early = await visitor.api.POST('/api/sample-pack-success', { body: { orderId: order!.id } });
      expect([early.response.status, early.error?.message]).toEqual([409, 'This order has not been paid']);
      await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order!.id } } });
      await visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } } });
      const first = await visitor.api.POST('/api/sample-pack-success', { body: { orderId: order!.id } });
      const again = await visitor.api.POST('/api/sample-pack-success', { body: { orderId: order!.id } });
      expect(first.data).toEqual({ credits: before + 10, creditsAdded: 10, packId: 'pack-10' });
      expect(again.data?.credits).toBe(before + 10);
      const other = await userWithSong(app, 'packthief');
      const stolen = await other.visitor.api.POST('/api/sample-pack-success', { body: { orderId: order!.id } });
      expect(stolen.response.status).toBe(404);
    });

    it('lists the packages and needs a signed-in buyer', async () => {
      const { data } = await app.visitor().api.GET('/api/sample-packs');
      expect(data!.map((p) => [p.priceCents, p.credits])).toEqual([[500, 10], [1000, 25], [1500, 40], [2000, 60]]);
      const guest = await app.visitor().api.POST('/paypal/order', { body: { packId: 'pack-25' } });
      expect(guest.response.status).toBe(401);
    });
  });
});

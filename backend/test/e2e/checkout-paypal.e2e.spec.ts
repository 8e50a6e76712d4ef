import { randomBytes } from 'node:crypto';
import { startPayPalStandIn, type PayPalStandIn } from '../support/paypal-stand-in';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { metricValue } from '../support/metrics';
import { CHECKOUT_TEST_ENV, createVoucher, query, signedInAdmin, songIsPaid, userWithSong } from '../support/checkout-fixtures';

/**
 * The PayPal adapter against a local PayPal stand-in that checks every request and answer against
 * PayPal's published OpenAPI descriptions.
 */
describe('checkout with PayPal (against the PayPal stand-in)', () => {
  let paypal: PayPalStandIn;
  let app: TestApp;
  let admin: Visitor;
  beforeAll(async () => {
    paypal = await startPayPalStandIn({ hangMs: 5000 });
    app = await startTestApp({
      ...CHECKOUT_TEST_ENV,
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_API_BASE: paypal.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_TIMEOUT_MS: '400',
      SONG_EXPIRY_HOURS: '48',
    });
    admin = await signedInAdmin(app);
  });
  afterAll(async () => {
    await app.stop();
    await paypal.close();
  });
  afterEach(() => {
    // Every request the adapter sent, and every answer given to it, followed PayPal's contract.
    expect(paypal.violations).toEqual([]);
  });

  const order = async (visitor: Visitor, songId: string, extra: Record<string, unknown> = {}) => {
    const { data, error } = await visitor.api.POST('/paypal/order', { body: { songId, ...extra } });
    if (!data) throw new Error(`order refused: ${JSON.stringify(error)}`);
    return data.id;
  };
  const capture = (visitor: Visitor, orderId: string) => visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId } } });
  const chargesOf = (orderId: string) => paypal.charges.filter((c) => c.orderId === orderId);
  const postWebhook = (delivery: { headers: Record<string, string>; body: string }) =>
    app.visitor().fetch('/api/paypal/webhook', { method: 'POST', headers: delivery.headers, body: delivery.body });

  function webhookEvent(eventType: string, resourceType: string, resource: Record<string, unknown>) {
    return {
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      event_version: '1.0',
      resource_version: '2.0',
      summary: eventType,
      resource,
    };
  }

  it('gives the browser the public client id for the PayPal JS SDK', async () => {
    const { data } = await app.visitor().api.GET('/paypal/setup');
    expect(data).toMatchObject({ clientToken: paypal.clientId, provider: 'paypal' });
  });

  it('creates a USD CAPTURE order at the server’s price, tied to the song and our order', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-create');
    const voucher = await createVoucher(admin, { discountType: 'fixed', discountValue: 250 });
    const id = await order(visitor, songId, { voucherCode: voucher.code });
    const created = paypal.orders.get(id)!;
    expect(created.intent).toBe('CAPTURE');
    expect(created.purchaseUnit).toMatchObject({ reference_id: songId, amount: { currency_code: 'USD', value: '7.50' } });
    const [row] = await query<{ id: string }>(app, 'select id from checkout.orders where provider_order_id = $1', [id]);
    expect(created.purchaseUnit.custom_id).toBe(row!.id);
  });

  it('captures once with a PayPal-Request-Id; a repeat answers the first result without charging again', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-capture');
    const id = await order(visitor, songId);
    paypal.approve(id);
    const first = await capture(visitor, id);
    const second = await capture(visitor, id);
    expect(first.data).toMatchObject({ status: 'COMPLETED', amountCents: 1000, songId });
    expect(second.data).toEqual(first.data);
    expect(chargesOf(id)).toHaveLength(1);
    const captureRequests = paypal.requests.filter((r) => r.path.endsWith(`${id}/capture`));
    expect(captureRequests.every((r) => r.requestId && r.requestId === captureRequests[0]!.requestId)).toBe(true);
    expect(await songIsPaid(visitor, songId)).toBe(true);
  });

  it('retries a 500 from PayPal with the same request id: paid once', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-500');
    const id = await order(visitor, songId);
    paypal.approve(id);
    paypal.failNext('capture', { mode: '500', afterEffect: true }); // PayPal took the money, then failed to answer
    const result = await capture(visitor, id);
    expect(result.response.status).toBe(200);
    expect(chargesOf(id)).toHaveLength(1);
    expect(await songIsPaid(visitor, songId)).toBe(true);
  });

  it('answers 503 when PayPal keeps timing out, and a later retry succeeds with no double charge', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-timeout');
    const id = await order(visitor, songId);
    paypal.approve(id);
    for (let i = 0; i < 3; i++) paypal.failNext('capture', { mode: 'timeout', afterEffect: true });
    const down = await capture(visitor, id);
    expect([down.response.status, down.error?.message]).toEqual([503, 'PayPal is not answering right now. Please try again.']);
    expect(await songIsPaid(visitor, songId)).toBe(false);
    const retry = await capture(visitor, id);
    expect(retry.data?.status).toBe('COMPLETED');
    expect(chargesOf(id)).toHaveLength(1);
    expect(await songIsPaid(visitor, songId)).toBe(true);
  });

  it('times every PayPal call by operation in /metrics, and counts the failed ones', async () => {
    const calls = (operation: string, outcome: string) => metricValue(app.url, 'boogy_paypal_request_duration_seconds_count', { operation, outcome });
    const before = { orders: await calls('create_order', 'ok'), captures: await calls('capture_order', 'ok'), errors: await metricValue(app.url, 'boogy_paypal_request_errors_total', { operation: 'capture_order', kind: 'server_error' }) };
    const { visitor, songId } = await userWithSong(app, 'pp-metrics');
    const id = await order(visitor, songId);
    paypal.approve(id);
    paypal.failNext('capture', { mode: '500' });
    expect((await capture(visitor, id)).response.status).toBe(200);
    expect(await calls('create_order', 'ok')).toBe(before.orders + 1);
    expect(await calls('capture_order', 'ok')).toBe(before.captures + 1);
    expect(await metricValue(app.url, 'boogy_paypal_request_errors_total', { operation: 'capture_order', kind: 'server_error' })).toBe(before.errors + 1);
    expect(await calls('capture_order', 'server_error')).toBeGreaterThanOrEqual(1);
    expect(await metricValue(app.url, 'boogy_paypal_request_duration_seconds_sum', { operation: 'create_order' })).toBeGreaterThan(0);
  });

  it('a declined card gives the voucher’s use back, and paying again succeeds', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-decline');
    const voucher = await createVoucher(admin, { discountType: 'percentage', discountValue: 10, maxUses: 1 });
    const id = await order(visitor, songId, { voucherCode: voucher.code });
    paypal.approve(id);
    paypal.declineNextCapture(id);
    const declined = await capture(visitor, id);
    expect([declined.response.status, declined.error?.message]).toEqual([402, 'Your payment was declined. Please try another payment method.']);
    expect((await query<{ current_uses: number }>(app, 'select current_uses from checkout.vouchers where id = $1', [voucher.id]))[0]!.current_uses).toBe(0);
    const paid = await capture(visitor, id);
    expect(paid.data?.amountCents).toBe(900);
    expect((await query<{ current_uses: number }>(app, 'select current_uses from checkout.vouchers where id = $1', [voucher.id]))[0]!.current_uses).toBe(1);
  });

  it('never unlocks a capture whose amount differs from the order, and gives that money back', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-tamper');
    const id = await order(visitor, songId);
    paypal.approve(id);
    paypal.reportCapturedAmount(id, '0.01');
    const result = await capture(visitor, id);
    expect([result.response.status, result.error?.message]).toEqual([409, 'The payment did not match the order and has been refunded.']);
    expect(await songIsPaid(visitor, songId)).toBe(false);
    expect(paypal.refunds.map((r) => r.captureId)).toContain(chargesOf(id)[0]!.captureId);
  });

  it('gives back the voucher use of a capture refunded for not matching its order', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-tamper-voucher');
    const voucher = await createVoucher(admin, { discountType: 'fixed', discountValue: 100, maxUses: 1 });
    const id = await order(visitor, songId, { voucherCode: voucher.code });
    paypal.approve(id);
    paypal.reportCapturedAmount(id, '0.01');
    const result = await capture(visitor, id);
    expect([result.response.status, result.error?.message]).toEqual([409, 'The payment did not match the order and has been refunded.']);
    expect((await query<{ current_uses: number }>(app, 'select current_uses from checkout.vouchers where id = $1', [voucher.id]))[0]!.current_uses).toBe(0);
    const { data } = await visitor.api.POST('/api/validate-voucher', { body: { code: voucher.code } });
    expect(data?.finalPriceCents).toBe(900);
  });

  it('refunds a payment for a song deleted while its order was open, and says so', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-song-gone');
    const id = await order(visitor, songId);
    paypal.approve(id);
    expect((await visitor.api.DELETE('/api/songs/{id}', { params: { path: { id: songId } } })).response.status).toBe(204);
    const result = await capture(visitor, id);
    expect([result.response.status, result.error?.message]).toEqual([409, 'This song no longer exists, so your payment has been refunded.']);
    expect(chargesOf(id)).toHaveLength(1);
    expect(paypal.refunds.map((r) => r.captureId)).toContain(chargesOf(id)[0]!.captureId);
    const [row] = await query<{ status: string }>(app, 'select status from checkout.orders where provider_order_id = $1', [id]);
    expect(row!.status).toBe('failed');
    expect(await query(app, 'select id from checkout.payments where paypal_order_id = $1', [id])).toEqual([]);
  });

  it('refuses a webhook whose signature PayPal does not confirm', async () => {
    const delivery = paypal.signWebhook(webhookEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', { id: 'R1', status: 'COMPLETED' }));
    const forged = await postWebhook({ headers: { ...delivery.headers, 'paypal-transmission-sig': 'f'.repeat(64) }, body: delivery.body });
    expect(forged.status).toBe(400);
    // The same event re-serialised (other bytes than PayPal signed) fails too.
    const reserialised = await postWebhook({ headers: delivery.headers, body: JSON.stringify(JSON.parse(delivery.body)) });
    expect(reserialised.status).toBe(400);
    const unsigned = await postWebhook({ headers: { 'content-type': 'application/json' }, body: delivery.body });
    expect(unsigned.status).toBe(400);
  });

  it('a refund made at PayPal (webhook) takes the full song away; a replay does nothing', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-hook-refund');
    const id = await order(visitor, songId);
    paypal.approve(id);
    const paid = await capture(visitor, id);
    const captureId = chargesOf(id)[0]!.captureId;
    const delivery = paypal.signWebhook(
      webhookEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', {
        id: 'REFUND-1',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '10.00' },
        links: [{ href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
      }),
    );
    const first = await postWebhook(delivery);
    expect(await first.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await songIsPaid(visitor, songId)).toBe(false);
    const replay = await postWebhook(delivery);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    const events = await query(app, `select id from messaging.outbox_messages where type = 'checkout.payment-refunded.v1' and payload->>'paymentId' = $1`, [paid.data!.paymentId]);
    expect(events).toHaveLength(1);
  });

  it('a capture PayPal completed while the buyer’s browser was gone is finished by the webhook', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-hook-capture');
    const id = await order(visitor, songId);
    paypal.approve(id);
    for (let i = 0; i < 3; i++) paypal.failNext('capture', { mode: 'timeout', afterEffect: true });
    expect((await capture(visitor, id)).response.status).toBe(503);
    const charge = chargesOf(id)[0]!;
    const delivery = paypal.signWebhook(
      webhookEvent('PAYMENT.CAPTURE.COMPLETED', 'capture', {
        id: charge.captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: charge.value },
        custom_id: paypal.orders.get(id)!.purchaseUnit.custom_id,
        supplementary_data: { related_ids: { order_id: id } },
      }),
    );
    expect(await (await postWebhook(delivery)).json()).toEqual({ received: true, outcome: 'processed' });
    expect(await songIsPaid(visitor, songId)).toBe(true);
    const later = await capture(visitor, id);
    expect(later.data?.status).toBe('COMPLETED');
    expect(chargesOf(id)).toHaveLength(1);
  });

  it('an admin refund goes through PayPal and locks the song again', async () => {
    const { visitor, songId } = await userWithSong(app, 'pp-admin-refund');
    const id = await order(visitor, songId);
    paypal.approve(id);
    const paid = await capture(visitor, id);
    const refund = await admin.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: paid.data!.paymentId } }, body: { reason: 'Duplicate purchase' } });
    expect(refund.response.status).toBe(200);
    expect(paypal.refunds.map((r) => r.captureId)).toContain(chargesOf(id)[0]!.captureId);
    expect(await songIsPaid(visitor, songId)).toBe(false);
    // Unpaid again, it expires like any unpaid song: SONG_EXPIRY_HOURS (48 here) from the refund.
    const { data: song } = await visitor.api.GET('/api/songs/{id}', { params: { path: { id: songId } } });
    expect(new Date(song!.expiresAt!).getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
    expect(new Date(song!.expiresAt!).getTime() - Date.now()).toBeLessThanOrEqual(48 * 3600_000);
  });

  it('sample packs: the captured order grants the pack’s credits once ($20 → 60)', async () => {
    const { visitor } = await userWithSong(app, 'pp-pack');
    const before = (await visitor.api.GET('/api/user/credits')).data!.credits;
    const { data } = await visitor.api.POST('/paypal/order', { body: { packId: 'pack-60' } });
    expect(paypal.orders.get(data!.id)!.purchaseUnit.amount.value).toBe('20.00');
    paypal.approve(data!.id);
    await capture(visitor, data!.id);
    const confirmed = await visitor.api.POST('/api/sample-pack-success', { body: { orderId: data!.id } });
    expect(confirmed.data).toEqual({ credits: before + 60, creditsAdded: 60, packId: 'pack-60' });
  });
});

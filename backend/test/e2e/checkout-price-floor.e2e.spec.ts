import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { CHECKOUT_TEST_ENV, createVoucher, query, signedInAdmin, songIsPaid, userWithSong } from '../support/checkout-fixtures';

/**
 * A price after vouchers is 0 (the free download) or at least $1.00: an order that would land in
 * between is refused with a 400 (code price_below_minimum) on every path, and the database refuses
 * such an order or payment row whatever path writes it.
 */
describe('the price floor of $1.00', () => {
  let app: TestApp;
  let admin: Visitor;
  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox' });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.stop());

  it('refuses a voucher that leaves 1–99 cents, on validation, order and free download, and nothing is paid', async () => {
    // Each kind of voucher at the edges: test/handlers/checkout/price-floor.spec.ts. Here, every HTTP path once.
    const fixed = await createVoucher(admin, { discountType: 'fixed', discountValue: 999 });
    for (const voucher of [fixed]) {
      const check = await app.visitor().api.POST('/api/validate-voucher', { body: { code: voucher.code } });
      expect([check.response.status, check.error?.code]).toEqual([400, 'price_below_minimum']);
      const buyer = await userWithSong(app, 'cheap');
      const order = await buyer.visitor.api.POST('/paypal/order', { body: { songId: buyer.songId, voucherCode: voucher.code } });
      expect([order.response.status, order.error?.code]).toEqual([400, 'price_below_minimum']);
      expect(order.error?.message).toBe('A voucher may make the song free or bring it down to $1.00, not below: this one cannot be used.');
      const free = await buyer.visitor.api.POST('/api/free-song-download', { body: { songId: buyer.songId, voucherCode: voucher.code } });
      expect([free.response.status, free.error?.code]).toEqual([400, 'price_below_minimum']);
      expect(await songIsPaid(buyer.visitor, buyer.songId)).toBe(false);
    }
    const orders = await query<{ n: string }>(app, 'select count(*) as n from checkout.orders where amount_cents between 1 and 99');
    expect(Number(orders[0]!.n)).toBe(0);
  });

  it('accepts exactly $1.00 and exactly free', async () => {
    const dollar = await createVoucher(admin, { discountType: 'fixed', discountValue: 900 });
    const ninety = await createVoucher(admin, { discountType: 'percentage', discountValue: 90 });
    const all = await createVoucher(admin, { discountType: 'fixed', discountValue: 1000 });
    for (const voucher of [dollar, ninety]) {
      const buyer = await userWithSong(app, 'dollar');
      const order = await buyer.visitor.api.POST('/paypal/order', { body: { songId: buyer.songId, voucherCode: voucher.code } });
      expect([order.response.status, order.data?.amountCents]).toEqual([201, 100]);
    }
    const buyer = await userWithSong(app, 'free');
    const free = await buyer.visitor.api.POST('/api/free-song-download', { body: { songId: buyer.songId, voucherCode: all.code } });
    expect(free.response.status).toBe(200);
    expect(await songIsPaid(buyer.visitor, buyer.songId)).toBe(true);
  });

  it('is held by the database: an order or payment of 1–99 cents cannot be stored', async () => {
    const buyer = await userWithSong(app, 'rows');
    await expect(
      query(app, `insert into checkout.orders (id, provider, provider_order_id, song_id, buyer_user_id, list_price_cents, amount_cents, currency) select gen_random_uuid(), 'sandbox', 'floor-test', $1, null, 1000, 1, 'USD'`, [buyer.songId]),
    ).rejects.toThrow(/orders_amount_floor_check/);
    await expect(
      query(app, `insert into checkout.payments (id, user_id, song_id, provider, amount, status) values (gen_random_uuid(), gen_random_uuid(), $1, 'sandbox', 99, 'captured')`, [buyer.songId]),
    ).rejects.toThrow(/payments_amount_floor_check/);
  });
});

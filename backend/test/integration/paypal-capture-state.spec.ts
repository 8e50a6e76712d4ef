import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../src/shared/persistence/orm.config';
import { EntityManagers, MikroOrmUnitOfWork } from '../../src/shared/persistence/unit-of-work.mikro-orm';
import { PaymentGatewayError } from '../../src/modules/checkout/application/ports/payment-gateway.port';
import { ReleaseStaleVoucherClaims } from '../../src/modules/checkout/application/commands/release-stale-voucher-claims/release-stale-voucher-claims';
import { PayPalGateway } from '../../src/modules/checkout/infrastructure/gateways/paypal.gateway';
import { VoucherRepository } from '../../src/modules/checkout/infrastructure/voucher.repository';
import { SongPurchasesRepository } from '../../src/modules/checkout/infrastructure/song-purchases.repository';
import { OrderRepository } from '../../src/modules/checkout/infrastructure/order.repository';
import { startPayPalStandIn, type PayPalStandIn } from '../support/paypal-stand-in';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const ATTEMPTS = 2;

/**
 * Whether PayPal captured an order (GET /v2/checkout/orders/{id}), asked of the PayPal stand-in,
 * which checks each request and answer against PayPal's published Orders v2 description; and the
 * stale voucher-claim release that relies on it.
 */
describe('PayPal capture state (against the PayPal stand-in)', () => {
  let paypal: PayPalStandIn;
  let gateway: PayPalGateway;
  beforeAll(async () => {
    paypal = await startPayPalStandIn({ hangMs: 2000 });
    gateway = new PayPalGateway({ apiBase: paypal.url, clientId: paypal.clientId, clientSecret: paypal.clientSecret, webhookId: paypal.webhookId, timeoutMs: 1000, attempts: ATTEMPTS, retryDelayMs: 10 });
  });
  afterAll(async () => {
    await paypal.close();
  });
  afterEach(() => {
    expect(paypal.violations).toEqual([]);
  });

  /** An order at the stand-in, taken as far as `state`. */
  async function paypalOrder(state: 'CREATED' | 'APPROVED' | 'COMPLETED'): Promise<string> {
    const { orderId } = await gateway.createOrder({ amountCents: 500, currency: 'USD', referenceId: randomUUID(), customId: randomUUID(), description: 'song' }, randomUUID());
    if (state !== 'CREATED') paypal.approve(orderId);
    if (state === 'COMPLETED') await gateway.captureOrder(orderId, randomUUID());
    return orderId;
  }
  /** PayPal answers 500 to every attempt the adapter makes. */
  const paypalKeepsFailing = () => {
    for (let i = 0; i < ATTEMPTS; i++) paypal.failNext('show', { mode: '500' });
  };

  describe('the adapter', () => {
    it('says captured for an order PayPal captured', async () => {
      const id = await paypalOrder('COMPLETED');
      expect(await gateway.captureState(id)).toBe('captured');
      expect(paypal.requests.filter((r) => r.method === 'GET' && r.path === `/v2/checkout/orders/${id}`)).toHaveLength(1);
    });

    it('says none for an order approved or only created, but never captured', async () => {
      expect(await gateway.captureState(await paypalOrder('APPROVED'))).toBe('none');
      expect(await gateway.captureState(await paypalOrder('CREATED'))).toBe('none');
    });

    it('says none for an order PayPal no longer knows (404 INVALID_RESOURCE_ID)', async () => {
      expect(await gateway.captureState('5O190127TN364715T')).toBe('none');
    });

    it('fails as unavailable while PayPal answers 500, and answers once PayPal recovers', async () => {
      const id = await paypalOrder('COMPLETED');
      paypalKeepsFailing();
      const failure = await gateway.captureState(id).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PaymentGatewayError);
      expect((failure as PaymentGatewayError).failure).toBe('unavailable');
      expect(await gateway.captureState(id)).toBe('captured');
    });
  });

  describe('the stale voucher-claim release with PayPal (PostgreSQL)', () => {
    let db: TestDatabase;
    let orm: MikroORM;
    let job: ReleaseStaleVoucherClaims;
    beforeAll(async () => {
      db = await createTestDatabase();
      orm = await MikroORM.init(ormOptions(db.url));
      // run() is called directly: the queue only schedules it.
      const ems = new EntityManagers(orm);
      job = new ReleaseStaleVoucherClaims(new MikroOrmUnitOfWork(orm), new VoucherRepository(ems), gateway, new SongPurchasesRepository(ems), new OrderRepository(ems));
    });
    afterAll(async () => {
      await orm.close(true);
      await db.drop();
    });

    const sql = <T extends object = Record<string, unknown>>(text: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(text, params);
    const uses = async (voucherId: string) => (await sql<{ current_uses: number }>('select current_uses from checkout.vouchers where id = ?', [voucherId]))[0]!.current_uses;
    const claimed = async (orderId: string) => (await sql<{ voucher_claimed: boolean }>('select voucher_claimed from checkout.orders where id = ?', [orderId]))[0]!.voucher_claimed;

    async function voucher(currentUses: number): Promise<string> {
      const id = randomUUID();
      await sql(`insert into checkout.vouchers (id, code, discount_type, discount_value, max_uses, current_uses) values (?, ?, 'percentage', 50, 5, ?)`, [id, `P${id.slice(0, 8)}`, currentUses]);
      return id;
    }
    /** Our order whose capture claimed the voucher 7 hours ago and never finished. */
    async function staleClaim(voucherId: string, providerOrderId: string): Promise<string> {
      const id = randomUUID();
      await sql(
        `insert into checkout.orders (id, provider, provider_order_id, song_id, buyer_guest_id, list_price_cents, amount_cents, currency, voucher_id, voucher_claimed, updated_at)
         values (?, 'paypal', ?, ?, ?, 1000, 500, 'USD', ?, true, now() - interval '7 hours')`,
        [id, providerOrderId, randomUUID(), randomUUID(), voucherId],
      );
      return id;
    }

    it('gives back the uses PayPal never captured, keeps the captured one, and skips an order while PayPal fails', async () => {
      const v = await voucher(3);
      const captured = await staleClaim(v, await paypalOrder('COMPLETED'));
      const approved = await staleClaim(v, await paypalOrder('APPROVED'));
      const forgotten = await staleClaim(v, 'GONE1234567890ABC');
      expect(await job.run()).toBe(2);
      expect(await uses(v)).toBe(1);
      expect([await claimed(captured), await claimed(approved), await claimed(forgotten)]).toEqual([true, false, false]);

      // PayPal down: the order keeps its claim for the next run, which releases it once PayPal answers.
      const w = await voucher(1);
      const unanswered = await staleClaim(w, await paypalOrder('APPROVED'));
      paypalKeepsFailing(); // the first stale order the run asks about (oldest first)
      await sql(`update checkout.orders set updated_at = now() - interval '8 hours' where id = ?`, [unanswered]);
      expect(await job.run()).toBe(0);
      expect([await uses(w), await claimed(unanswered)]).toEqual([1, true]);
      expect(await job.run()).toBe(1);
      expect([await uses(w), await claimed(unanswered)]).toEqual([0, false]);
    });
  });
});

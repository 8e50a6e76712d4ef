import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../src/shared/persistence/orm.config';
import { EntityManagers, MikroOrmUnitOfWork } from '../../src/shared/persistence/unit-of-work.mikro-orm';
import { ReleaseStaleVoucherClaims } from '../../src/modules/checkout/application/commands/release-stale-voucher-claims/release-stale-voucher-claims';
import { SandboxGateway } from '../../src/modules/checkout/infrastructure/gateways/sandbox.gateway';
import { VoucherRepository } from '../../src/modules/checkout/infrastructure/voucher.repository';
import { SongPurchasesRepository } from '../../src/modules/checkout/infrastructure/song-purchases.repository';
import { OrderRepository } from '../../src/modules/checkout/infrastructure/order.repository';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * A capture that timed out keeps its voucher use; when the buyer never comes back, the scheduled
 * release gives it back after 6 hours — only if the provider (here the sandbox) captured nothing.
 */
describe('releasing voucher uses of captures that never completed (PostgreSQL, sandbox provider)', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let gateway: SandboxGateway;
  let job: ReleaseStaleVoucherClaims;
  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await MikroORM.init(ormOptions(db.url));
    gateway = new SandboxGateway(orm.em);
    // run() is called directly: the queue only schedules it.
    const ems = new EntityManagers(orm);
    job = new ReleaseStaleVoucherClaims(new MikroOrmUnitOfWork(orm), new VoucherRepository(ems), gateway, new SongPurchasesRepository(ems), new OrderRepository(ems));
  });
  afterAll(async () => {
    await orm.close(true);
    await db.drop();
  });

  const sql = <T extends object = Record<string, unknown>>(text: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(text, params);

  async function voucher(currentUses: number): Promise<string> {
    const id = randomUUID();
    await sql(`insert into checkout.vouchers (id, code, discount_type, discount_value, max_uses, current_uses) values (?, ?, 'percentage', 50, 5, ?)`, [id, `R${id.slice(0, 8)}`, currentUses]);
    return id;
  }

  /** An order whose capture claimed the voucher `hoursAgo` and never finished; the sandbox order is left in `providerState`. */
  async function claimedOrder(voucherId: string, hoursAgo: number, providerState: 'APPROVED' | 'COMPLETED' | 'missing', status = 'created'): Promise<string> {
    const id = randomUUID();
    let providerOrderId = `SANDBOX-GONE-${id.slice(0, 8)}`;
    if (providerState !== 'missing') {
      providerOrderId = (await gateway.createOrder({ amountCents: 500, currency: 'USD', referenceId: randomUUID(), customId: id, description: 'song' })).orderId;
      await gateway.approve(providerOrderId);
      if (providerState === 'COMPLETED') await gateway.captureOrder(providerOrderId);
    }
    await sql(
      `insert into checkout.orders (id, provider, provider_order_id, song_id, buyer_guest_id, list_price_cents, amount_cents, currency, voucher_id, voucher_claimed, status, updated_at)
       values (?, 'sandbox', ?, ?, ?, 1000, 500, 'USD', ?, true, ?, now() - make_interval(hours => ?))`,
      [id, providerOrderId, randomUUID(), randomUUID(), voucherId, status, hoursAgo],
    );
    return id;
  }

  const uses = async (voucherId: string) => (await sql<{ current_uses: number }>('select current_uses from checkout.vouchers where id = ?', [voucherId]))[0]!.current_uses;
  const claimed = async (orderId: string) => (await sql<{ voucher_claimed: boolean }>('select voucher_claimed from checkout.orders where id = ?', [orderId]))[0]!.voucher_claimed;

  it('gives the use back once 6 hours have passed and the provider captured nothing (approved, or forgotten)', async () => {
    const v = await voucher(2);
    const approved = await claimedOrder(v, 7, 'APPROVED');
    const forgotten = await claimedOrder(v, 30, 'missing');
    expect(await job.run()).toBe(2);
    expect(await uses(v)).toBe(0);
    expect([await claimed(approved), await claimed(forgotten)]).toEqual([false, false]);
    // Once only: a second run finds nothing to give back.
    expect(await job.run()).toBe(0);
    expect(await uses(v)).toBe(0);
  });

  it('keeps the use while a retry of the same capture could still complete it (under 6 hours)', async () => {
    const v = await voucher(1);
    const recent = await claimedOrder(v, 5, 'APPROVED');
    expect(await job.run()).toBe(0);
    expect([await uses(v), await claimed(recent)]).toEqual([1, true]);
  });

  it('keeps the use when the provider did capture the money, and for orders no longer open', async () => {
    const v = await voucher(2);
    const paidAtProvider = await claimedOrder(v, 8, 'COMPLETED');
    const captured = await claimedOrder(v, 8, 'APPROVED', 'captured');
    expect(await job.run()).toBe(0);
    expect(await uses(v)).toBe(2);
    expect([await claimed(paidAtProvider), await claimed(captured)]).toEqual([true, true]);
  });

  it('leaves orders of another provider alone (this gateway cannot tell what happened to them)', async () => {
    const v = await voucher(1);
    const order = await claimedOrder(v, 9, 'APPROVED');
    await sql(`update checkout.orders set provider = 'paypal', updated_at = now() - interval '9 hours' where id = ?`, [order]);
    expect(await job.run()).toBe(0);
    expect([await uses(v), await claimed(order)]).toEqual([1, true]);
  });
});

import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../src/shared/persistence/orm.config';
import { EntityManagers, MikroOrmUnitOfWork } from '../../src/shared/persistence/unit-of-work.mikro-orm';
import { CreditLedger } from '../../src/modules/checkout/application/credit-ledger';
import { CreditLedgerRepository } from '../../src/modules/checkout/infrastructure/credit-ledger.repository';
import { NoCreditsError } from '../../src/modules/checkout/public';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('the sample-credit ledger on PostgreSQL', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let ledger: CreditLedger;
  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await MikroORM.init(ormOptions(db.url, { pool: { min: 0, max: 20 } }));
    ledger = new CreditLedger(new MikroOrmUnitOfWork(orm), new CreditLedgerRepository(new EntityManagers(orm)));
  });
  afterAll(async () => {
    await orm.close(true);
    await db.drop();
  });

  const em = () => orm.em.fork();
  const entriesSum = async (userId: string) =>
    Number((await em().execute<{ sum: string | null }[]>('select sum(delta) as sum from checkout.credit_entries where user_id = ?', [userId]))[0]!.sum ?? 0);

  it('starts every user at 0', async () => {
    expect(await ledger.balanceOf(randomUUID())).toBe(0);
  });

  it('grants once per idempotency key', async () => {
    const userId = randomUUID();
    expect(await ledger.grant({ userId, amount: 10, reason: 'signup_bonus', idempotencyKey: `signup:${userId}` })).toEqual({ balance: 10, applied: true });
    expect(await ledger.grant({ userId, amount: 10, reason: 'signup_bonus', idempotencyKey: `signup:${userId}` })).toEqual({ balance: 10, applied: false });
    expect(await ledger.grant({ userId, amount: 5, reason: 'referral_reward', idempotencyKey: `ref:${randomUUID()}` })).toEqual({ balance: 15, applied: true });
    expect(await entriesSum(userId)).toBe(15);
  });

  it('refuses a grant that is not a positive whole number', async () => {
    await expect(ledger.grant({ userId: randomUUID(), amount: 0, reason: 'x', idempotencyKey: randomUUID() })).rejects.toThrow(/positive integer/);
    await expect(ledger.grant({ userId: randomUUID(), amount: 1.5, reason: 'x', idempotencyKey: randomUUID() })).rejects.toThrow(/positive integer/);
  });

  it('spends down to zero, then answers payment_required without writing anything', async () => {
    const userId = randomUUID();
    await ledger.grant({ userId, amount: 2, reason: 'signup_bonus', idempotencyKey: randomUUID() });
    expect((await ledger.spend({ userId, reason: 'sample', idempotencyKey: randomUUID() })).balance).toBe(1);
    expect((await ledger.spend({ userId, reason: 'sample', idempotencyKey: randomUUID() })).balance).toBe(0);
    const failed = ledger.spend({ userId, reason: 'sample', idempotencyKey: 'third-spend' });
    await expect(failed).rejects.toBeInstanceOf(NoCreditsError);
    await expect(failed).rejects.toMatchObject({ kind: 'payment_required', code: 'no_credits' });
    expect(await em().execute('select 1 from checkout.credit_entries where idempotency_key = ?', ['third-spend'])).toHaveLength(0);
    expect(await entriesSum(userId)).toBe(0);
  });

  it('a spend that never had a balance row is refused too', async () => {
    await expect(ledger.spend({ userId: randomUUID(), reason: 'sample', idempotencyKey: randomUUID() })).rejects.toBeInstanceOf(NoCreditsError);
  });

  it('spends once per idempotency key (a retried request does not spend twice)', async () => {
    const userId = randomUUID();
    await ledger.grant({ userId, amount: 3, reason: 'signup_bonus', idempotencyKey: randomUUID() });
    const key = randomUUID();
    expect(await ledger.spend({ userId, reason: 'sample', idempotencyKey: key })).toEqual({ balance: 2, applied: true });
    expect(await ledger.spend({ userId, reason: 'sample', idempotencyKey: key })).toEqual({ balance: 2, applied: false });
  });

  it('never lets concurrent spends take the balance below zero', async () => {
    const userId = randomUUID();
    await ledger.grant({ userId, amount: 3, reason: 'signup_bonus', idempotencyKey: randomUUID() });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => ledger.spend({ userId, reason: 'sample', idempotencyKey: randomUUID() })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof NoCreditsError)).toBe(true);
    expect(await ledger.balanceOf(userId)).toBe(0);
    expect(await entriesSum(userId)).toBe(0);
  });

  it('joins the caller’s transaction: rolled back with it', async () => {
    const userId = randomUUID();
    await ledger.grant({ userId, amount: 1, reason: 'signup_bonus', idempotencyKey: randomUUID() });
    await expect(
      em().transactional(async () => {
        await ledger.spend({ userId, reason: 'sample', idempotencyKey: randomUUID() });
        await ledger.grant({ userId, amount: 5, reason: 'pack', idempotencyKey: randomUUID() });
        throw new Error('the caller failed later');
      }),
    ).rejects.toThrow('the caller failed later');
    expect(await ledger.balanceOf(userId)).toBe(1);
    expect(await entriesSum(userId)).toBe(1);
  });
});

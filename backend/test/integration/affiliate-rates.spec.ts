import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { RecordCommissionsCommand } from '../../src/modules/affiliate/application/commands/record-commissions/record-commissions.command';
import { RecordReferralCommand } from '../../src/modules/affiliate/application/commands/record-referral/record-referral.command';
import { UserDirectory } from '../../src/modules/identity/application/user-directory';
import { query } from '../support/checkout-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * "At the rate in force": a commission uses the affiliate_rates row in force when the payment was
 * captured (a later rate change never rewrites it; an inactive row is never used), on the amount
 * paid, in whole cents rounded down, with that row's credits.
 */
describe('affiliate rates in force', () => {
  let app: TestApp;
  let commands: CommandBus;
  let orm: MikroORM;
  let ann: string;
  let ben: string;

  const inTx = <T>(work: (em: EntityManager) => Promise<T>) => orm.em.fork().transactional(work);
  const purchase = (capturedAt: string, amountPaidCents: number) => {
    const event = { paymentId: randomUUID(), buyerUserId: ben, songId: null, packId: null, amountPaidCents, currency: 'USD' };
    return inTx(() => commands.execute(new RecordCommissionsCommand(event, new Date(capturedAt)))).then(() => event.paymentId);
  };
  const commissionOf = async (paymentId: string) =>
    (
      await query<{ affiliate_user_id: string; rate: string; base: number; cash: number; credits: number }>(
        app,
        `select affiliate_user_id, commission_rate_used::text as rate, base_purchase_amount as base, calculated_cash_amount as cash, credit_amount as credits
           from affiliate.affiliate_commissions where payment_id = $1`,
        [paymentId],
      )
    )[0];

  beforeAll(async () => {
    // API role: no relay or subscribers, the test delivers every event itself.
    app = await startTestApp({ PROCESS_ROLE: 'api' });
    orm = app.running.app.get(MikroORM);
    commands = app.running.app.get(CommandBus);
    const a = await inTx(() => app.running.app.get(UserDirectory).createPasswordlessUser({ email: `ann-${randomUUID()}@rates.test`, firstName: 'Ann', referralCode: null }));
    const [annCode] = await query<{ code: string }>(app, 'select code from affiliate.referral_codes where user_id = $1', [a.user.id]);
    const b = await inTx(() => app.running.app.get(UserDirectory).createPasswordlessUser({ email: `ben-${randomUUID()}@rates.test`, firstName: 'Ben', referralCode: annCode!.code }));
    [ann, ben] = [a.user.id, b.user.id];
    const registered = { userId: ben, email: b.user.email, firstName: 'Ben', referredByUserId: ann, referralCode: annCode!.code };
    await inTx(() => commands.execute(new RecordReferralCommand(registered)));
    // From February 2031 layer 1 earns 40 % and 6 credits; a March row that was switched off never applies.
    await query(
      app,
      `insert into affiliate.affiliate_rates (id, layer, cash_commission_rate, credit_reward, is_active, effective_from) values
         (gen_random_uuid(), 1, 0.4000, 6, true, '2031-02-01T00:00:00Z'),
         (gen_random_uuid(), 1, 0.9000, 9, false, '2031-03-01T00:00:00Z')`,
    );
  }, 60_000);
  afterAll(() => app.stop());

  it('pays each purchase at the rate in force when it was captured, on the amount paid, rounded down to the cent', async () => {
    const january = await purchase('2031-01-15T12:00:00Z', 1000);
    const february = await purchase('2031-02-02T12:00:00Z', 1000);
    const march = await purchase('2031-03-02T12:00:00Z', 999);
    expect(await commissionOf(january)).toEqual({ affiliate_user_id: ann, rate: '0.3500', base: 1000, cash: 350, credits: 5 });
    expect(await commissionOf(february)).toEqual({ affiliate_user_id: ann, rate: '0.4000', base: 1000, cash: 400, credits: 6 });
    // 40 % of 999 is 399.6: the affiliate gets 399, never a fraction of a cent that was not received.
    expect(await commissionOf(march)).toEqual({ affiliate_user_id: ann, rate: '0.4000', base: 999, cash: 399, credits: 6 });
    // Each commission's credits went through checkout's ledger once.
    const ledger = await query<{ delta: number }>(app, `select delta from checkout.credit_entries where user_id = $1 and reason = 'affiliate_commission' order by created_at`, [ann]);
    expect(ledger.map((e) => e.delta)).toEqual([5, 6, 6]);
  });
});

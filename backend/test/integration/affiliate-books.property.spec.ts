import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { FollowPayoutsCommand, MatureCommissionsCommand, RunPayoutsCommand } from '../../src/modules/affiliate/public';
import { RecordCommissionsCommand } from '../../src/modules/affiliate/application/commands/record-commissions/record-commissions.command';
import { RecordReferralCommand } from '../../src/modules/affiliate/application/commands/record-referral/record-referral.command';
import { DecideHeldCommissionCommand } from '../../src/modules/affiliate/application/commands/review-held-commission/review-held-commission';
import { ReverseCommissionsCommand } from '../../src/modules/affiliate/application/commands/reverse-commissions/reverse-commissions.command';
import { UserDirectory } from '../../src/modules/identity/application/user-directory';
import { query } from '../support/checkout-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

type Action =
  | { kind: 'signup'; referrer: number | null; payable: boolean }
  | { kind: 'purchase'; buyer: number; amount: number; selfReferral: boolean }
  | { kind: 'review'; held: number; release: boolean }
  | { kind: 'refund'; purchase: number }
  | { kind: 'wait'; days: number }
  | { kind: 'payout' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('signup' as const), referrer: fc.option(fc.nat(3), { nil: null, freq: 6 }), payable: fc.boolean() }) },
  // A price is 0 or at least $1.00 (the price floor); some buyers share a payout email with their referrer (held for review).
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      buyer: fc.nat(6),
      amount: fc.oneof(fc.constant(1000), fc.constant(0), fc.constant(100), fc.integer({ min: 100, max: 5000 })),
      selfReferral: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('review' as const), held: fc.nat(20), release: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), purchase: fc.nat(60) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payout' as const) }) },
);

/**
 * The books balance whatever happens: random sequences of signups, purchases (each event delivered
 * twice), refunds, time passing (maturation) and payout runs, on real PostgreSQL through the
 * affiliate's commands, then the invariants are checked over every row.
 */
describe('affiliate books (property)', () => {
  let app: TestApp;
  let orm: MikroORM;
  let commands: CommandBus;
  // One virtual clock for all runs: payout weeks never repeat between runs.
  let clock = Date.parse('2031-01-06T12:00:00Z');

  beforeAll(async () => {
    // API role: no relay or subscribers, the test delivers every event itself.
    app = await startTestApp({ PROCESS_ROLE: 'api', PAYOUT_PROVIDER: 'sandbox' });
    orm = app.running.app.get(MikroORM);
    commands = app.running.app.get(CommandBus);
  }, 60_000);
  afterAll(() => app.stop());

  const inTx = <T>(work: (em: import('@mikro-orm/postgresql').EntityManager) => Promise<T>) => orm.em.fork().transactional(work);

  async function play(actions: Action[]): Promise<void> {
    const users: { id: string; code: string }[] = [];
    const purchases: { paymentId: string; buyerUserId: string; amount: number }[] = [];
    const signup = async (referrer: { code: string } | null, payable: boolean) => {
      const { user } = await inTx(() => app.running.app.get(UserDirectory).createPasswordlessUser({ email: `p-${randomUUID()}@books.test`, firstName: 'Prop', referralCode: referrer?.code ?? null }));
      // Some affiliates can be paid, some cannot (the sandbox fails the reserved .invalid domain).
      await query(app, 'insert into affiliate.affiliate_profiles (user_id, paypal_email, minimum_payout_threshold) values ($1, $2, 500)', [user.id, payable ? `${user.id}@paid.test` : `${user.id}@pay.invalid`]);
      // The new account's code and referrer, as registration stored them (the affiliate context's).
      const [own] = await query<{ code: string; referred_by: string | null }>(app, 'select code, referred_by from affiliate.referral_codes where user_id = $1', [user.id]);
      const event = { userId: user.id, email: user.email, firstName: 'Prop', referredByUserId: own!.referred_by, referralCode: referrer?.code ?? null };
      for (let i = 0; i < 2; i++) await inTx(() => commands.execute(new RecordReferralCommand(event)));
      users.push({ id: user.id, code: own!.code });
    };
    await signup(null, true);
    for (const a of actions) {
      // Indices count back from the newest user, so chains grow deep and buyers usually have referrers.
      const recent = (back: number) => users[Math.max(0, users.length - 1 - (back % users.length))]!;
      if (a.kind === 'signup') await signup(a.referrer === null ? null : recent(a.referrer), a.payable);
      else if (a.kind === 'purchase') {
        const buyer = recent(a.buyer);
        if (a.selfReferral) {
          // The buyer gives their referrer's payout email as their own: one person, held for review.
          await query(app, `update affiliate.affiliate_profiles b set paypal_email = r.paypal_email from affiliate.referral_codes u join affiliate.affiliate_profiles r on r.user_id = u.referred_by where u.user_id = $1 and b.user_id = u.user_id`, [buyer.id]);
        }
        const event = { paymentId: randomUUID(), buyerUserId: buyer.id, songId: null, packId: null, amountPaidCents: a.amount, currency: 'USD' };
        // Delivered twice, as a redelivery would.
        for (let i = 0; i < 2; i++) await inTx(() => commands.execute(new RecordCommissionsCommand(event, new Date(clock))));
        purchases.push({ paymentId: event.paymentId, buyerUserId: buyer.id, amount: a.amount });
      } else if (a.kind === 'refund' && purchases.length > 0) {
        const p = purchases[a.purchase % purchases.length]!;
        const event = { paymentId: p.paymentId, buyerUserId: p.buyerUserId, songId: null, amountRefundedCents: p.amount, currency: 'USD' };
        for (let i = 0; i < 2; i++) await inTx(() => commands.execute(new ReverseCommissionsCommand(event)));
      } else if (a.kind === 'review') {
        const held = await query<{ id: string }>(app, `select id from affiliate.affiliate_commissions where status = 'held' order by created_at, id`);
        if (held.length > 0) {
          const id = held[a.held % held.length]!.id;
          // Two admins deciding at once: one decision lands, the other is refused.
          const outcomes = await Promise.allSettled([0, 1].map(() => commands.execute(new DecideHeldCommissionCommand(id, a.release))));
          expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        }
      } else if (a.kind === 'wait') {
        clock += a.days * 24 * 3600 * 1000;
        await commands.execute(new MatureCommissionsCommand(new Date(clock)));
      } else if (a.kind === 'payout') {
        await commands.execute(new RunPayoutsCommand({ now: new Date(clock) }));
        await commands.execute(new FollowPayoutsCommand(new Date(clock)));
      }
    }
    clock += 8 * 24 * 3600 * 1000; // the next run starts in a later payout week
  }

  async function checkInvariants(): Promise<void> {
    // Every commission is paid at most once.
    expect(
      await query(app, `select c.value from affiliate.affiliate_payouts p, jsonb_array_elements_text(p.commission_ids) c where p.status = 'completed' group by c.value having count(*) > 1`),
    ).toEqual([]);
    // A paid commission is in exactly one completed payout; one in a payout, in exactly one open payout.
    expect(
      await query(
        app,
        `select c.id from affiliate.affiliate_commissions c
          where (c.status = 'paid') <> exists (select 1 from affiliate.affiliate_payouts p where p.id = c.paid_in_payout_id and p.status = 'completed' and p.commission_ids ? c.id::text)
             or (c.status = 'in_payout') <> exists (select 1 from affiliate.affiliate_payouts p where p.id = c.paid_in_payout_id and p.status in ('pending', 'processing', 'unclaimed'))`,
      ),
    ).toEqual([]);
    // Totals per payout equal its items: its commissions minus the clawbacks it netted (a failed or
    // returned payout gave both back to the balance, so it keeps only its record of what it carried).
    expect(
      await query(
        app,
        `select p.id from affiliate.affiliate_payouts p
          where p.status not in ('failed', 'returned') and (p.total_cash_amount <> (
            (select coalesce(sum(c.calculated_cash_amount), 0) from affiliate.affiliate_commissions c where p.commission_ids ? c.id::text)
            - (select coalesce(sum(k.amount_cents), 0) from affiliate.affiliate_clawbacks k where k.settled_in_payout_id = p.id))
             or p.clawback_amount <> (select coalesce(sum(k.amount_cents), 0) from affiliate.affiliate_clawbacks k where k.settled_in_payout_id = p.id)
             or p.total_cash_amount <= 0)`,
      ),
    ).toEqual([]);
    // Per affiliate: matured earnings minus clawbacks = paid out + in flight + balance (mature unpaid − clawbacks owed).
    const books = await query<{ affiliate: string; lhs: string; rhs: string }>(
      app,
      `with ids as (select affiliate_user_id as id from affiliate.affiliate_commissions union select affiliate_user_id from affiliate.affiliate_clawbacks)
       select ids.id as affiliate,
         (select coalesce(sum(calculated_cash_amount), 0) from affiliate.affiliate_commissions where affiliate_user_id = ids.id and status in ('mature', 'in_payout', 'paid'))
           - (select coalesce(sum(amount_cents), 0) from affiliate.affiliate_clawbacks where affiliate_user_id = ids.id) as lhs,
         (select coalesce(sum(total_cash_amount), 0) from affiliate.affiliate_payouts where affiliate_user_id = ids.id and status not in ('failed', 'returned'))
           + (select coalesce(sum(calculated_cash_amount), 0) from affiliate.affiliate_commissions where affiliate_user_id = ids.id and status = 'mature')
           - (select coalesce(sum(amount_cents), 0) from affiliate.affiliate_clawbacks where affiliate_user_id = ids.id and settled_in_payout_id is null) as rhs
       from ids`,
    );
    for (const row of books) expect({ affiliate: row.affiliate, balance: Number(row.lhs) }).toEqual({ affiliate: row.affiliate, balance: Number(row.rhs) });
    // A held commission is in no payout, says why, and was never paid; a released one keeps its reasons on record.
    expect(await query(app, `select id from affiliate.affiliate_commissions where status = 'held' and (paid_in_payout_id is not null or held_reasons is null)`)).toEqual([]);
    expect(
      await query(app, `select c.id from affiliate.affiliate_payouts p, jsonb_array_elements_text(p.commission_ids) x join affiliate.affiliate_commissions c on c.id::text = x where c.status = 'held'`),
    ).toEqual([]);
    // Commissions: never one's own purchase, at most one per payment and layer (constraints), and exactly the rate of the amount paid.
    expect(
      await query(
        app,
        `select id from affiliate.affiliate_commissions
          where calculated_cash_amount <> floor(base_purchase_amount * commission_rate_used) or base_purchase_amount <= 0 or affiliate_user_id = purchaser_user_id`,
      ),
    ).toEqual([]);
    // The layers follow the buyer's chain exactly.
    expect(
      await query(
        app,
        `select c.id from affiliate.affiliate_commissions c join affiliate.referral_chains r on r.user_id = c.purchaser_user_id
          where c.affiliate_user_id is distinct from (case c.layer when 1 then r.layer1_referrer_id when 2 then r.layer2_referrer_id else r.layer3_referrer_id end)`,
      ),
    ).toEqual([]);
  }

  it('keeps every invariant over random signups, purchases, refunds, maturations and payout runs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 40 }), async (actions) => {
        await play(actions);
        await checkInvariants();
      }),
      { numRuns: 15 },
    );
    // Random runs may miss a path (a refund after maturity is rarer): one known sequence walks every
    // path once more — a 4-deep chain, a refund inside the period (voided), one after it (clawed
    // back), then a run paying one affiliate and failing another (.invalid) — and must also balance.
    await play([
      { kind: 'signup', referrer: 0, payable: true },
      { kind: 'signup', referrer: 0, payable: false },
      { kind: 'signup', referrer: 0, payable: true },
      { kind: 'signup', referrer: 0, payable: true },
      { kind: 'purchase', buyer: 0, amount: 5000, selfReferral: false },
      { kind: 'purchase', buyer: 0, amount: 5000, selfReferral: false },
      { kind: 'purchase', buyer: 0, amount: 1000, selfReferral: false },
      { kind: 'purchase', buyer: 0, amount: 5000, selfReferral: false },
      { kind: 'refund', purchase: 2 },
      { kind: 'wait', days: 8 },
      { kind: 'refund', purchase: 0 },
      { kind: 'payout' },
      // Self-referral: held, one released (it matures and pays as usual), one voided, one refunded while held.
      { kind: 'purchase', buyer: 1, amount: 1000, selfReferral: true },
      { kind: 'purchase', buyer: 1, amount: 2000, selfReferral: true },
      { kind: 'purchase', buyer: 1, amount: 3000, selfReferral: true },
      { kind: 'review', held: 0, release: true },
      { kind: 'review', held: 0, release: false },
      { kind: 'refund', purchase: 6 },
      { kind: 'wait', days: 8 },
      { kind: 'payout' },
    ]);
    await checkInvariants();
    // The runs really reached every path the invariants speak about.
    const [seen] = await query<Record<string, string>>(
      app,
      `select (select count(*) from affiliate.affiliate_payouts where status = 'completed') as completed,
              (select count(*) from affiliate.affiliate_payouts where status = 'failed') as failed,
              (select count(*) from affiliate.affiliate_clawbacks) as clawbacks,
              (select count(*) from affiliate.affiliate_commissions where status = 'voided') as voided,
              (select count(*) from affiliate.affiliate_commissions where layer = 3) as layer3,
              (select count(*) from affiliate.affiliate_commissions where held_reasons is not null and status in ('mature', 'in_payout', 'paid')) as released,
              (select count(*) from affiliate.affiliate_commissions where held_reasons is not null and status = 'voided') as held_voided`,
    );
    for (const [what, n] of Object.entries(seen!)) expect({ what, seen: Number(n) > 0 }).toEqual({ what, seen: true });
  }, 240_000);
});

import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { CHECKOUT_TEST_ENV, createVoucher, makeSong, query, signedInAdmin, uniqueEmail } from '../support/checkout-fixtures';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { confirmEmail } from '../e2e/identity-helpers';

/**
 * Songs bought by their owners and by strangers (from preview links), at full price, with a voucher
 * or free; refunds; owners deleting songs; owners deleting their accounts — in random orders,
 * through the real server with its event pipeline. After each run every song is heard in full by
 * exactly those who should: its owner while it is paid, and whoever holds its live payment; a
 * refund leaves no bought share and no live commission behind, and a paid song never vanishes
 * while someone else's payment for it is live.
 */
type Action =
  | { kind: 'make'; owner: number }
  | { kind: 'buy'; buyer: number; song: number; price: 'full' | 'voucher' | 'free' }
  | { kind: 'refund'; purchase: number }
  | { kind: 'delete'; song: number }
  | { kind: 'leave'; owner: number };

const MEMBERS = 5;
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('make' as const), owner: fc.nat(MEMBERS - 1) }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('buy' as const), buyer: fc.nat(MEMBERS - 1), song: fc.nat(20), price: fc.constantFrom('full' as const, 'voucher' as const, 'free' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), purchase: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), song: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), owner: fc.nat(MEMBERS - 1) }) },
);

/** The handlers that move shares and commissions on payment events. */
const SUBSCRIBERS = ['social.give-bought-song', 'social.take-back-bought-song', 'affiliate.record-commissions', 'affiliate.reverse-commissions'];

describe('shared purchases, refunds and deletes (property)', () => {
  let app: TestApp;
  let admin: Visitor;
  let vouchers: { voucher: string; free: string };
  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox' });
    admin = await signedInAdmin(app);
    vouchers = {
      voucher: (await createVoucher(admin, { discountType: 'percentage', discountValue: 90 })).code,
      free: (await createVoucher(admin, { discountType: 'percentage', discountValue: 100 })).code,
    };
  }, 60_000);
  afterAll(() => app.stop());

  interface Member {
    visitor: Visitor;
    id: string;
    active: boolean;
  }

  async function member(label: string, referralCode: string | null): Promise<Member & { code: string }> {
    const visitor = app.visitor();
    const email = uniqueEmail(label);
    const ip = `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;
    const { data } = await visitor.api.POST('/api/simple-register', { body: { email, firstName: label, referralCode }, headers: { 'x-forwarded-for': ip } });
    if (!data || !('user' in data) || !data.user) throw new Error('could not register');
    await confirmEmail(visitor, email);
    return { visitor, id: data.user.id, active: true, code: data.user.referralCode };
  }

  /** Every payment event handled by every subscriber (state, not time). */
  async function quiet(): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = await query<{ n: string }>(
        app,
        `select (select count(*) from messaging.outbox_messages where published_at is null)
              + (select count(*) from pgboss.job where name = any($1::text[]) and state in ('created', 'retry', 'active')) as n`,
        [SUBSCRIBERS],
      );
      if (Number(row!.n) === 0) return;
      if (Date.now() > deadline) throw new Error('events still in flight');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function buy(visitor: Visitor, songId: string, price: 'full' | 'voucher' | 'free'): Promise<void> {
    if (price === 'free') {
      await visitor.api.POST('/api/free-song-download', { body: { songId, voucherCode: vouchers.free } });
      return;
    }
    const { data: order } = await visitor.api.POST('/paypal/order', { body: { songId, voucherCode: price === 'voucher' ? vouchers.voucher : undefined } });
    if (!order) return; // already paid, or a purchase in flight: refused before any money moves
    await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order.id } } });
    await visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } });
  }

  async function play(actions: Action[]): Promise<{ members: Member[]; songs: string[]; deletedByPayer: Set<string> }> {
    // Member 0 refers everyone else, so purchases also pay (and refunds take back) commissions.
    const first = await member('Mo', null);
    const members: Member[] = [first];
    for (let i = 1; i < MEMBERS; i++) members.push(await member(`M${i}`, first.code));
    const songs: string[] = [];
    const deletedByPayer = new Set<string>();
    for (const a of actions) {
      if (a.kind === 'make') {
        const owner = members[a.owner]!;
        if (owner.active) songs.push(await makeSong(owner.visitor, 'Mia'));
      } else if (a.kind === 'buy' && songs.length > 0) {
        const buyer = members[a.buyer]!;
        if (buyer.active) await buy(buyer.visitor, songs[a.song % songs.length]!, a.price);
      } else if (a.kind === 'refund') {
        const live = await query<{ id: string }>(app, `select id from checkout.payments where song_id = any($1::uuid[]) and status = 'captured' order by created_at`, [songs]);
        if (live.length > 0) await admin.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: live[a.purchase % live.length]!.id } }, body: {} });
      } else if (a.kind === 'delete' && songs.length > 0) {
        const songId = songs[a.song % songs.length]!;
        const [song] = await query<{ user_id: string; payment_id: string | null }>(app, 'select user_id, payment_id from catalog.songs where id = $1', [songId]);
        const owner = members.find((m) => m.id === song?.user_id && m.active);
        if (!song || !owner) continue;
        const [payer] = song.payment_id ? await query<{ user_id: string }>(app, `select user_id from checkout.payments where id = $1 and status in ('captured', 'free')`, [song.payment_id]) : [];
        const { response } = await owner.visitor.api.DELETE('/api/songs/{id}', { params: { path: { id: songId } } });
        expect(response.status).toBe(204);
        if (payer?.user_id === owner.id) deletedByPayer.add(songId);
      } else if (a.kind === 'leave') {
        const owner = members[a.owner]!;
        if (owner.active && a.owner !== 0) {
          await owner.visitor.api.POST('/api/auth/deactivate-account');
          owner.active = false;
        }
      }
    }
    await quiet();
    return { members, songs, deletedByPayer };
  }

  async function checkInvariants({ members, songs, deletedByPayer }: Awaited<ReturnType<typeof play>>): Promise<void> {
    for (const songId of songs) {
      const [song] = await query<{ user_id: string; is_paid: boolean }>(app, 'select user_id, is_paid from catalog.songs where id = $1', [songId]);
      const live = await query<{ id: string; user_id: string }>(app, `select id, user_id from checkout.payments where song_id = $1 and status in ('captured', 'free')`, [songId]);
      // A song is paid exactly while one payment for it is live; a paid song never vanishes unless its payer deleted it.
      if (song) expect({ songId, live: live.length }).toEqual({ songId, live: song.is_paid ? 1 : 0 });
      else if (!deletedByPayer.has(songId)) expect({ songId, live: live.length }).toEqual({ songId, live: 0 });
      if (!song) continue;
      for (const m of members.filter((x) => x.active)) {
        const shouldHear = song.is_paid && (song.user_id === m.id || live.some((p) => p.user_id === m.id));
        const { data } = await m.visitor.api.GET('/api/songs/{id}', { params: { path: { id: songId } } });
        expect({ songId, member: m.id, full: data?.fullAccess ?? false }).toEqual({ songId, member: m.id, full: shouldHear });
      }
    }
    // A refund takes back exactly what its purchase gave: no bought share and no live commission of a refunded payment.
    expect(
      await query(app, `select s.id from social.friend_shares s join checkout.payments p on p.id = s.payment_id where p.status = 'refunded'`),
    ).toEqual([]);
    expect(
      await query(app, `select c.id from affiliate.affiliate_commissions c join checkout.payments p on p.id = c.payment_id where p.status = 'refunded' and c.status <> 'voided'`),
    ).toEqual([]);
    // Every live purchase of someone else's song gave its buyer one bought share; every paid one (not free) its commissions.
    expect(
      await query(
        app,
        `select p.id from checkout.payments p join catalog.songs g on g.id = p.song_id
          where p.status in ('captured', 'free') and g.user_id <> p.user_id
            and (select count(*) from social.friend_shares s where s.payment_id = p.id) <> 1`,
      ),
    ).toEqual([]);
    expect(
      await query(
        app,
        `select p.id from checkout.payments p where p.status = 'captured' and p.song_id = any($1::uuid[])
            and not exists (select 1 from affiliate.affiliate_commissions c where c.payment_id = p.id)
            and p.user_id <> $2`,
        [songs, members[0]!.id],
      ),
    ).toEqual([]);
    // Only the price floor's amounts were ever charged.
    expect(await query(app, 'select id from checkout.payments where amount between 1 and 99')).toEqual([]);
  }

  it('gives the full song to exactly its paying owner and its live payer, whatever is bought, refunded or deleted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 6, maxLength: 14 }), async (actions) => {
        await checkInvariants(await play(actions));
      }),
      { numRuns: 6 },
    );
    // A known sequence walks the paths once more: a stranger buys, is refunded, the owner buys
    // (the stranger must not hear it); another stranger buys, the owner deletes (the payer keeps it);
    // a third song's owner leaves after a stranger bought it.
    const known = await play([
      { kind: 'make', owner: 1 },
      { kind: 'buy', buyer: 2, song: 0, price: 'full' },
      { kind: 'refund', purchase: 0 },
      { kind: 'buy', buyer: 1, song: 0, price: 'voucher' },
      { kind: 'make', owner: 3 },
      { kind: 'buy', buyer: 4, song: 1, price: 'free' },
      { kind: 'delete', song: 1 },
      { kind: 'make', owner: 2 },
      { kind: 'buy', buyer: 4, song: 2, price: 'full' },
      { kind: 'leave', owner: 2 },
    ]);
    await checkInvariants(known);
    const [kept] = await query<{ user_id: string }>(app, 'select user_id from catalog.songs where id = $1', [known.songs[1]]);
    expect(kept!.user_id).toBe(known.members[4]!.id);
  }, 600_000);
});

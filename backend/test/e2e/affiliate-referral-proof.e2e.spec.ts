import { randomBytes } from 'node:crypto';
import { CHECKOUT_TEST_ENV, query } from '../support/checkout-fixtures';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { confirmEmail } from './identity-helpers';

const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;

/** Polls until `check` answers a value (state, never a fixed sleep). */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * A referral counts, and earns the referrer 5 credits, only once the new account has proved its
 * email by an emailed link; once per person (one mailbox, however its address is spelled).
 */
describe('referrals count once the new account proves its email, once per person', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox' });
  });
  afterAll(() => app.stop());

  async function signUp(email: string, referralCode: string | null): Promise<{ visitor: Visitor; id: string; code: string }> {
    const visitor = app.visitor();
    const { data, response } = await visitor.api.POST('/api/simple-register', { body: { email, firstName: 'Pat', referralCode }, headers: { 'x-forwarded-for': randomIp() } });
    if (!data || !('user' in data) || !data.user) throw new Error(`could not register: ${response.status}`);
    return { visitor, id: data.user.id, code: data.user.referralCode };
  }

  const credits = async (visitor: Visitor) => (await visitor.api.GET('/api/user/credits')).data!.credits;
  const referrals = async (visitor: Visitor) => (await visitor.api.GET('/api/referrals/dashboard')).data!.totalReferrals;
  /** Affiliate has handled the sign-up (the chain is built when the signup event is handled). */
  const chainBuilt = async (userId: string) => (await query(app, 'select 1 from affiliate.referral_chains where user_id = $1', [userId])).length > 0;
  const tag = () => randomBytes(4).toString('hex');

  it('made-up emails earn the referrer nothing; the one that proves its address earns 5 credits, once', async () => {
    const referrerEmail = `rita-${tag()}@boogy.test`;
    const referrer = await signUp(referrerEmail, null);
    await confirmEmail(referrer.visitor, referrerEmail);
    expect(await credits(referrer.visitor)).toBe(10);

    const fakes = [];
    for (let i = 0; i < 7; i++) fakes.push(await signUp(`nobody${i}-${tag()}@made-up.test`, referrer.code));
    for (const fake of fakes) await eventually(() => chainBuilt(fake.id), 'the signups handled');
    expect(await credits(referrer.visitor)).toBe(10);
    expect(await referrals(referrer.visitor)).toBe(0);

    const realEmail = `friend-${tag()}@boogy.test`;
    const real = await signUp(realEmail, referrer.code);
    await confirmEmail(real.visitor, realEmail);
    await eventually(async () => (await credits(referrer.visitor)) === 15, 'the referral reward');
    expect(await referrals(referrer.visitor)).toBe(1);
    // The invitee's own 15 (a referred sign-up) are unlocked by the proof as before.
    expect(await credits(real.visitor)).toBe(15);
  });

  it('one mailbox earns one referral, however the address is spelled, even when its accounts prove it at the same moment', async () => {
    const referrerEmail = `ron-${tag()}@boogy.test`;
    const referrer = await signUp(referrerEmail, null);
    await confirmEmail(referrer.visitor, referrerEmail);
    const local = `sam${tag()}`;
    const spellings = [`${local}+one@gmail.com`, `${local.slice(0, 3)}.${local.slice(3)}+two@gmail.com`, `${local}@googlemail.com`, `${local}@gmail.com`];
    const accounts = [];
    for (const email of spellings) accounts.push({ email, ...(await signUp(email, referrer.code)) });
    await Promise.all(accounts.map((a) => confirmEmail(a.visitor, a.email)));
    for (const account of accounts) await eventually(async () => (await query(app, "select 1 from messaging.inbox_messages i join messaging.outbox_messages o on o.id = i.message_id where o.type = 'identity.email-proved.v1' and o.payload->>'userId' = $1 and i.handler = 'affiliate.record-referral-on-proof'", [account.id])).length > 0, 'the proofs handled');
    expect(await credits(referrer.visitor)).toBe(15);
    expect(await referrals(referrer.visitor)).toBe(1);

    // Another person is another referral.
    const otherEmail = `other-${tag()}@boogy.test`;
    const other = await signUp(otherEmail, referrer.code);
    await confirmEmail(other.visitor, otherEmail);
    await eventually(async () => (await credits(referrer.visitor)) === 20, 'the second referral reward');
  });
});

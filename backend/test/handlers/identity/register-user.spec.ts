import { randomUUID } from 'node:crypto';
import { RegisterUserCommand } from '../../../src/modules/identity/application/commands/register-user/register-user.command';
import { SimpleRegisterCommand } from '../../../src/modules/identity/application/commands/simple-register/simple-register.command';
import { GetCurrentUserQuery } from '../../../src/modules/identity/application/queries/get-current-user/get-current-user.query';
import { ValidateReferralCodeQuery } from '../../../src/modules/identity/application/queries/validate-referral-code/validate-referral-code.query';
import { ReferralCodeSource } from '../../../src/modules/affiliate/application/referral-code-issuer';
import { PASSWORD, useHandlerHarness } from '../../support/handler-harness';

/** Making an account: normalised email, one credit until proved, the referrer, the event, no twins. */
describe('RegisterUser and SimpleRegister on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const email = () => `new-${randomUUID().slice(0, 8)}@example.com`;
  const register = (input: { email: string; firstName?: string; lastName?: string; referralCode?: string | null }) =>
    h().execute<{ user: { id: string; email: string }; referralCode: string; referrer: { id: string } | null; credits: number }>(
      new RegisterUserCommand({ password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', ...input }),
    );

  it('stores the email trimmed and lowercased, holds one credit until proved, and records identity.user-registered.v1', async () => {
    const address = email();
    const { user, referralCode, credits } = await register({ email: `  ${address.toUpperCase()} ` });
    expect(user.email).toBe(address);
    expect(referralCode).toMatch(/^[A-Z2-9]{8}$/);
    // The code is the affiliate context's, stored with the account in one transaction.
    await expect(h().sql('select code, referred_by from affiliate.referral_codes where user_id = $1', [user.id])).resolves.toEqual([{ code: referralCode, referred_by: null }]);
    expect(credits).toBe(1);
    await expect(h().ask(new GetCurrentUserQuery(user.id))).resolves.toMatchObject({ email: address, referralCode, displayName: 'Ada Lovelace', previewCredits: 1, emailVerified: false, hasPassword: true, isAdmin: false });
    expect((await h().events('identity.user-registered.v1')).filter((e) => e.userId === user.id)).toEqual([
      { userId: user.id, email: address, firstName: 'Ada', referredByUserId: null, referralCode: null },
    ]);
    const [row] = await h().sql<{ password_hash: string }>('select password_hash from identity.users where id = $1', [user.id]);
    expect(row!.password_hash).not.toContain(PASSWORD);
  });

  it('records the referrer of a valid code in any case; an unknown code is ignored', async () => {
    const rita = await register({ email: email(), firstName: 'Rita', lastName: 'Referrer' });
    const referred = await register({ email: email(), referralCode: rita.referralCode.toLowerCase() });
    expect(referred.referrer?.id).toBe(rita.user.id);
    const [row] = await h().sql<{ referred_by: string }>('select referred_by from affiliate.referral_codes where user_id = $1', [referred.user.id]);
    expect(row!.referred_by).toBe(rita.user.id);
    expect((await h().events('identity.user-registered.v1')).find((e) => e.userId === referred.user.id)).toMatchObject({ referredByUserId: rita.user.id, referralCode: rita.referralCode });
    const unknown = await register({ email: email(), referralCode: 'NOPE2345' });
    expect(unknown.referrer).toBeNull();
    await expect(h().ask(new ValidateReferralCodeQuery(rita.referralCode))).resolves.toEqual({ valid: true, referrerName: 'Rita Referrer' });
    await expect(h().ask(new ValidateReferralCodeQuery('ZZZZ9999'))).resolves.toEqual({ valid: false, referrerName: null });
  });

  it('refuses an email that already has an account, whatever its case, on both sign-up paths', async () => {
    const address = email();
    await register({ email: address });
    await expect(register({ email: address.toUpperCase() })).rejects.toMatchObject({ kind: 'conflict', code: 'email_taken' });
    expect(await h().sql('select id from identity.users where email = $1', [address])).toHaveLength(1);
  });

  it('email-only sign-up: a new email gets a passwordless account; a known one is emailed a link instead', async () => {
    const address = email();
    const created = await h().execute<{ status: string; registered?: { user: { id: string } } }>(new SimpleRegisterCommand({ email: address, firstName: 'Nopass' }));
    expect(created.status).toBe('signed_in');
    await expect(h().ask(new GetCurrentUserQuery(created.registered!.user.id))).resolves.toMatchObject({ hasPassword: false, firstName: 'Nopass' });
    await expect(h().execute(new SimpleRegisterCommand({ email: address.toUpperCase(), firstName: 'Again' }))).resolves.toEqual({ status: 'login_link_sent' });
    expect((await h().queuedEmails(address)).map((m) => m.subject)).toContain('Your Boogy sign-in link');
    expect(await h().sql('select id from identity.users where email = $1', [address])).toHaveLength(1);
  });

  describe('referral codes under concurrent sign-ups', () => {
    const creditsOf = (userIds: string[]) =>
      h().sql<{ user_id: string; reason: string; delta: number }>('select user_id, reason, delta from checkout.credit_entries where user_id = any($1::uuid[]) order by user_id', [userIds]);

    it('parallel registrations each get their own code, their referrer and their sign-up credit', async () => {
      const rita = await register({ email: email(), firstName: 'Rita' });
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => register({ email: email(), referralCode: i % 2 ? rita.referralCode : null })));
      const codes = results.map((r) => r.referralCode);
      expect(new Set(codes).size).toBe(12);
      const ids = results.map((r) => r.user.id);
      const rows = await h().sql<{ user_id: string; code: string; referred_by: string | null }>('select user_id, code, referred_by from affiliate.referral_codes where user_id = any($1::uuid[])', [ids]);
      expect(new Map(rows.map((r) => [r.user_id, [r.code, r.referred_by]]))).toEqual(new Map(results.map((r, i) => [r.user.id, [r.referralCode, i % 2 ? rita.user.id : null]])));
      const credits = await creditsOf(ids);
      expect(credits).toHaveLength(12);
      for (const [i, r] of results.entries()) {
        expect(r.credits).toBe(1);
        expect(credits.find((c) => c.user_id === r.user.id)).toMatchObject({ delta: 1, reason: i % 2 ? 'referred_signup_bonus' : 'signup_bonus' });
      }
    });

    it('sign-ups drawing the same code at the same moment: the database gives it to one, the others draw again in their own transaction', async () => {
      const taken = await register({ email: email() });
      const source = h().moduleRef.get(ReferralCodeSource);
      const draw = source.next.bind(source);
      // Every sign-up first draws a code someone already holds, then the same fresh code, then random ones.
      let calls = 0;
      const spy = jest.spyOn(source, 'next').mockImplementation(() => {
        const n = calls++;
        if (n < 8) return taken.referralCode;
        if (n < 16) return 'SAME2345';
        return draw();
      });
      try {
        const results = await Promise.all(Array.from({ length: 8 }, () => register({ email: email(), referralCode: taken.referralCode })));
        const codes = results.map((r) => r.referralCode);
        expect(new Set(codes).size).toBe(8);
        expect(codes).not.toContain(taken.referralCode);
        expect(codes.filter((c) => c === 'SAME2345')).toHaveLength(1);
        expect(calls).toBeGreaterThan(16);
        const ids = results.map((r) => r.user.id);
        await expect(h().sql('select count(*)::int as n from identity.users where id = any($1::uuid[])', [ids])).resolves.toEqual([{ n: 8 }]);
        const stored = await h().sql<{ user_id: string; code: string; referred_by: string }>('select user_id, code, referred_by from affiliate.referral_codes where user_id = any($1::uuid[])', [ids]);
        expect(stored.map((r) => r.code).sort()).toEqual([...codes].sort());
        expect(stored.every((r) => r.referred_by === taken.user.id)).toBe(true);
        // Nobody lost the referred sign-up credit to a retry.
        const credits = await creditsOf(ids);
        expect(credits.map((c) => [c.user_id, c.reason, c.delta]).sort()).toEqual(ids.map((id) => [id, 'referred_signup_bonus', 1]).sort());
        for (const r of results) expect(r.referrer?.id).toBe(taken.user.id);
      } finally {
        spy.mockRestore();
      }
    });

    it('the database refuses a second holder of a code', async () => {
      const ann = await register({ email: email() });
      await expect(h().sql('insert into affiliate.referral_codes (user_id, code) values ($1, $2)', [randomUUID(), ann.referralCode])).rejects.toMatchObject({ code: '23505', constraint: 'referral_codes_code_unique' });
    });
  });
});

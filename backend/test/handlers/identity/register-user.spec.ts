import { randomUUID } from 'node:crypto';
import { RegisterUserCommand } from '../../../src/modules/identity/application/commands/register-user/register-user.command';
import { SimpleRegisterCommand } from '../../../src/modules/identity/application/commands/simple-register/simple-register.command';
import { GetCurrentUserQuery } from '../../../src/modules/identity/application/queries/get-current-user/get-current-user.query';
import { ValidateReferralCodeQuery } from '../../../src/modules/identity/application/queries/validate-referral-code/validate-referral-code.query';
import { PASSWORD, useHandlerHarness } from '../../support/handler-harness';

/** Making an account: normalised email, one credit until proved, the referrer, the event, no twins. */
describe('RegisterUser and SimpleRegister on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const email = () => `new-${randomUUID().slice(0, 8)}@example.com`;
  const register = (input: { email: string; firstName?: string; lastName?: string; referralCode?: string | null }) =>
    h().execute<{ user: { id: string; email: string; referralCode: string }; referrer: { id: string } | null; credits: number }>(
      new RegisterUserCommand({ password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', ...input }),
    );

  it('stores the email trimmed and lowercased, holds one credit until proved, and records identity.user-registered.v1', async () => {
    const address = email();
    const { user, credits } = await register({ email: `  ${address.toUpperCase()} ` });
    expect(user.email).toBe(address);
    expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(credits).toBe(1);
    await expect(h().ask(new GetCurrentUserQuery(user.id))).resolves.toMatchObject({ email: address, displayName: 'Ada Lovelace', previewCredits: 1, emailVerified: false, hasPassword: true, isAdmin: false });
    expect((await h().events('identity.user-registered.v1')).filter((e) => e.userId === user.id)).toEqual([
      { userId: user.id, email: address, firstName: 'Ada', referredByUserId: null, referralCode: null },
    ]);
    const [row] = await h().sql<{ password_hash: string }>('select password_hash from identity.users where id = $1', [user.id]);
    expect(row!.password_hash).not.toContain(PASSWORD);
  });

  it('records the referrer of a valid code in any case; an unknown code is ignored', async () => {
    const rita = await register({ email: email(), firstName: 'Rita', lastName: 'Referrer' });
    const referred = await register({ email: email(), referralCode: rita.user.referralCode.toLowerCase() });
    expect(referred.referrer?.id).toBe(rita.user.id);
    const [row] = await h().sql<{ referred_by: string }>('select referred_by from identity.users where id = $1', [referred.user.id]);
    expect(row!.referred_by).toBe(rita.user.id);
    expect((await h().events('identity.user-registered.v1')).find((e) => e.userId === referred.user.id)).toMatchObject({ referredByUserId: rita.user.id, referralCode: rita.user.referralCode });
    const unknown = await register({ email: email(), referralCode: 'NOPE2345' });
    expect(unknown.referrer).toBeNull();
    await expect(h().ask(new ValidateReferralCodeQuery(rita.user.referralCode))).resolves.toEqual({ valid: true, referrerName: 'Rita Referrer' });
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
});

import { DeactivateAccountCommand } from '../../../src/modules/identity/application/commands/deactivate-account/deactivate-account.command';
import { RequestPasswordResetCommand } from '../../../src/modules/identity/application/commands/request-password-reset/request-password-reset.command';
import { ResetPasswordCommand } from '../../../src/modules/identity/application/commands/reset-password/reset-password.command';
import { VerifyCredentialsCommand } from '../../../src/modules/identity/application/commands/verify-credentials/verify-credentials.command';
import { PASSWORD, tokenIn, useHandlerHarness } from '../../support/handler-harness';

const INVALID_TOKEN = { kind: 'invalid', code: 'invalid_token', message: 'This password reset link is invalid or has expired. Please request a new one.' };

/** Password reset: an emailed one-hour link, used once, the newest one only; the old password stops working. */
describe('RequestPasswordReset and ResetPassword on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const resetToken = async (email: string, nth = 0) => {
    const mails = (await h().queuedEmails(email)).filter((m) => m.subject.startsWith('Reset your'));
    return tokenIn(mails[nth]!, '/reset-password');
  };
  const signIn = (email: string, password: string) => h().execute(new VerifyCredentialsCommand(email, password));

  it('resets through the emailed link once: the new password works, the old one and the reused link do not', async () => {
    const { email } = await h().user();
    await h().execute(new RequestPasswordResetCommand(email.toUpperCase()));
    const [mail] = (await h().queuedEmails(email)).filter((m) => m.subject.startsWith('Reset your'));
    expect(mail!.text).toContain('for the next hour');
    const token = tokenIn(mail!, '/reset-password');
    await h().execute(new ResetPasswordCommand(token, 'brand new password'));
    await expect(signIn(email, 'brand new password')).resolves.toMatchObject({ email });
    await expect(signIn(email, PASSWORD)).rejects.toMatchObject({ code: 'invalid_credentials' });
    await expect(h().execute(new ResetPasswordCommand(token, 'another password'))).rejects.toMatchObject(INVALID_TOKEN);
  });

  it('stores only a hash of the emailed token', async () => {
    const { email, id } = await h().user();
    await h().execute(new RequestPasswordResetCommand(email));
    const token = await resetToken(email);
    const rows = await h().sql<Record<string, unknown>>("select * from identity.one_time_tokens where user_id = $1 and purpose = 'password_reset'", [id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an expired token and a wrong one, leaving the password as it was', async () => {
    const { email, id } = await h().user();
    await h().execute(new RequestPasswordResetCommand(email));
    const token = await resetToken(email);
    await h().sql("update identity.one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset' and user_id = $1", [id]);
    await expect(h().execute(new ResetPasswordCommand(token, 'brand new password'))).rejects.toMatchObject(INVALID_TOKEN);
    await expect(h().execute(new ResetPasswordCommand('not-the-token-at-all-0000000000000', 'brand new password'))).rejects.toMatchObject(INVALID_TOKEN);
    await expect(signIn(email, PASSWORD)).resolves.toMatchObject({ email });
  });

  it('a newer link replaces the older one', async () => {
    const { email } = await h().user();
    await h().execute(new RequestPasswordResetCommand(email));
    await h().execute(new RequestPasswordResetCommand(email));
    const [first, second] = [await resetToken(email, 0), await resetToken(email, 1)];
    expect(second).not.toBe(first);
    await expect(h().execute(new ResetPasswordCommand(first, 'brand new password'))).rejects.toMatchObject(INVALID_TOKEN);
    await h().execute(new ResetPasswordCommand(second, 'brand new password'));
  });

  it('sends no reset link for an unknown email, nor for a deactivated account', async () => {
    await h().execute(new RequestPasswordResetCommand('ghost-nobody@example.com'));
    expect((await h().queuedEmails('ghost-nobody@example.com')).filter((m) => m.subject.startsWith('Reset your'))).toEqual([]);
    const { email, id } = await h().user();
    await h().execute(new DeactivateAccountCommand(id));
    await h().execute(new RequestPasswordResetCommand(email));
    expect((await h().queuedEmails(email)).filter((m) => m.subject.startsWith('Reset your'))).toEqual([]);
  });
});

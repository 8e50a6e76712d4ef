import { randomUUID } from 'node:crypto';
import { CancelEmailChangeCommand } from '../../../src/modules/identity/application/commands/cancel-email-change/cancel-email-change.command';
import { RequestEmailChangeCommand } from '../../../src/modules/identity/application/commands/request-email-change/request-email-change.command';
import { SimpleRegisterCommand } from '../../../src/modules/identity/application/commands/simple-register/simple-register.command';
import { VerifyCredentialsCommand } from '../../../src/modules/identity/application/commands/verify-credentials/verify-credentials.command';
import { VerifyEmailChangeCommand } from '../../../src/modules/identity/application/commands/verify-email-change/verify-email-change.command';
import { GetCurrentUserQuery } from '../../../src/modules/identity/application/queries/get-current-user/get-current-user.query';
import { PASSWORD, tokenIn, useHandlerHarness } from '../../support/handler-harness';

/** Changing the email: the current password, a link opened from the new address, once; cancel kills the link. */
describe('email change through RequestEmailChange, VerifyEmailChange and CancelEmailChange (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const fresh = () => `moved-${randomUUID().slice(0, 8)}@example.com`;
  const request = (userId: string, newEmail: string, password = PASSWORD) => h().execute<string>(new RequestEmailChangeCommand(userId, newEmail, password));
  const verifyToken = async (to: string) => tokenIn((await h().queuedEmails(to)).find((m) => m.subject.startsWith('Confirm your new'))!, '/api/auth/verify-email');

  it('moves the account to the new address once the link is opened; the link then reads as expired', async () => {
    const { id, email } = await h().user();
    const newEmail = fresh();
    await expect(request(id, newEmail)).resolves.toBe(newEmail);
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ email, pendingEmail: newEmail });
    const token = await verifyToken(newEmail);
    await expect(h().execute(new VerifyEmailChangeCommand(token))).resolves.toBe('verified');
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ email: newEmail, pendingEmail: null });
    await expect(h().execute(new VerifyCredentialsCommand(newEmail, PASSWORD))).resolves.toMatchObject({ id });
    await expect(h().execute(new VerifyCredentialsCommand(email, PASSWORD))).rejects.toMatchObject({ code: 'invalid_credentials' });
    await expect(h().execute(new VerifyEmailChangeCommand(token))).resolves.toBe('expired');
  });

  it('refuses a wrong password, the same address in another case, and an address with an account', async () => {
    const { id, email } = await h().user();
    const other = await h().user();
    await expect(request(id, fresh(), 'not my password')).rejects.toMatchObject({ message: 'Current password is incorrect' });
    await expect(request(id, email.toUpperCase())).rejects.toMatchObject({ message: 'New email must be different from your current email' });
    await expect(request(id, other.email)).rejects.toMatchObject({ kind: 'conflict', code: 'email_taken' });
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ pendingEmail: null });
  });

  it('asks a passwordless account to set a password first', async () => {
    const created = await h().execute<{ registered: { user: { id: string } } }>(new SimpleRegisterCommand({ email: fresh(), firstName: 'Nopass' }));
    await expect(request(created.registered.user.id, fresh(), 'whatever')).rejects.toMatchObject({ code: 'no_password' });
  });

  it('cancelling clears the pending address and its link', async () => {
    const { id, email } = await h().user();
    const newEmail = fresh();
    await request(id, newEmail);
    const token = await verifyToken(newEmail);
    await h().execute(new CancelEmailChangeCommand(id));
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ email, pendingEmail: null });
    await expect(h().execute(new VerifyEmailChangeCommand(token))).resolves.toBe('expired');
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ email });
  });

  it('answers taken when the new address got an account between the request and the click', async () => {
    const { id } = await h().user();
    const newEmail = fresh();
    await request(id, newEmail);
    const token = await verifyToken(newEmail);
    await h().user({ email: newEmail });
    await expect(h().execute(new VerifyEmailChangeCommand(token))).resolves.toBe('taken');
  });
});

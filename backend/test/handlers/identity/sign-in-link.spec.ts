import { DeactivateAccountCommand } from '../../../src/modules/identity/application/commands/deactivate-account/deactivate-account.command';
import { RequestSignInLinkCommand } from '../../../src/modules/identity/application/commands/request-sign-in-link/request-sign-in-link.command';
import { SignInWithLinkCommand } from '../../../src/modules/identity/application/commands/sign-in-with-link/sign-in-with-link.command';
import { VerifyCredentialsCommand } from '../../../src/modules/identity/application/commands/verify-credentials/verify-credentials.command';
import { GetCurrentUserQuery } from '../../../src/modules/identity/application/queries/get-current-user/get-current-user.query';
import { PASSWORD, tokenIn, useHandlerHarness } from '../../support/handler-harness';

const EXPIRED = { kind: 'invalid', code: 'link_expired' };

/** Emailed sign-in links: once each, 15 minutes, they prove the email (credits, the event), never for a closed account. */
describe('RequestSignInLink and SignInWithLink on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const linkFor = async (email: string) => tokenIn((await h().queuedEmails(email)).filter((m) => /sign-in link/.test(m.subject)).at(-1)!, '/sign-in-link');

  it('signs in once, proves the email (nine more credits, identity.email-proved.v1), then refuses the link', async () => {
    const { id, email } = await h().user();
    await h().execute(new RequestSignInLinkCommand(` ${email.toUpperCase()} `));
    const token = await linkFor(email);
    await expect(h().execute(new SignInWithLinkCommand(token, null))).resolves.toBe(id);
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ emailVerified: true, previewCredits: 10 });
    expect((await h().events('identity.email-proved.v1')).filter((e) => e.userId === id)).toEqual([{ userId: id, email, referredByUserId: null }]);
    await expect(h().execute(new SignInWithLinkCommand(token, null))).rejects.toMatchObject(EXPIRED);
  });

  it('refuses an expired link and a made-up one', async () => {
    const { id, email } = await h().user();
    await h().execute(new RequestSignInLinkCommand(email));
    const token = await linkFor(email);
    await h().sql("update identity.one_time_tokens set expires_at = now() - interval '1 second' where user_id = $1", [id]);
    await expect(h().execute(new SignInWithLinkCommand(token, null))).rejects.toMatchObject(EXPIRED);
    await expect(h().execute(new SignInWithLinkCommand('made-up-token-000000000000000000000', null))).rejects.toMatchObject(EXPIRED);
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ emailVerified: false });
  });

  it('a deactivated account gets no sign-in link and no reset link, its open link stops working, and its password fails', async () => {
    const { id, email } = await h().user();
    await h().execute(new RequestSignInLinkCommand(email));
    const token = await linkFor(email);
    await h().execute(new DeactivateAccountCommand(id));
    await expect(h().execute(new SignInWithLinkCommand(token, null))).rejects.toMatchObject(EXPIRED);
    const before = (await h().queuedEmails(email)).length;
    await h().execute(new RequestSignInLinkCommand(email));
    // Every email is queued inside the request's own transaction, so the queue is complete once the command returns.
    expect(await h().queuedEmails(email)).toHaveLength(before);
    await expect(h().execute(new VerifyCredentialsCommand(email, PASSWORD))).rejects.toMatchObject({ code: 'invalid_credentials', message: 'Invalid email or password' });
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toBeNull();
  });

  it('answers a wrong password and an unknown email with the same words, and accepts the email in any case', async () => {
    const { email } = await h().user();
    const wrong = h().execute(new VerifyCredentialsCommand(email, 'not my password'));
    const unknown = h().execute(new VerifyCredentialsCommand('nobody-at-all@example.com', PASSWORD));
    await expect(wrong).rejects.toMatchObject({ code: 'invalid_credentials', message: 'Invalid email or password' });
    await expect(unknown).rejects.toMatchObject({ code: 'invalid_credentials', message: 'Invalid email or password' });
    await expect(h().execute(new VerifyCredentialsCommand(email.toUpperCase(), PASSWORD))).resolves.toMatchObject({ email });
  });
});

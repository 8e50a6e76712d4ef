import { startTestApp, type TestApp } from '../support/test-app';
import { confirmEmail, PASSWORD, rawRequest, register, registerConfirmed, sql, tokenFrom, uniqueEmail, visitorFrom, waitForEmail } from './identity-helpers';

const ADMIN_EMAIL = 'boss@example.com';

describe('identity through the real server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true', ADMIN_EMAIL, ADMIN_PASSWORD: 'admin-password-123' });
  });
  afterAll(() => app.stop());

  describe('registration', () => {
    it('creates the account, signs it in and grants one preview credit from the ledger until the email is proved', async () => {
      const visitor = visitorFrom(app);
      const { data, response, email } = await register(visitor, { email: `  New.Person.${Date.now()}@Example.COM ` });
      expect(response.status).toBe(201);
      expect(response.headers.get('set-cookie')).toMatch(/boogy\.sid=.*HttpOnly.*SameSite=Lax/i);
      expect(data).toMatchObject({ status: 'signed_in', referralBonus: false, referrerName: null });
      expect(data!.user).toMatchObject({
        email: email.trim().toLowerCase(),
        firstName: 'Ada',
        lastName: 'Lovelace',
        displayName: 'Ada Lovelace',
        previewCredits: 1,
        isAdmin: false,
        hasPassword: true,
        emailVerified: false,
        preferredCurrency: 'USD',
        pendingEmail: null,
        paypalEmail: null,
      });
      expect(data!.user.referralCode).toMatch(/^[A-Z2-9]{8}$/);

      const me = await visitor.api.GET('/api/auth/user');
      expect(me.data).toMatchObject({ id: data!.user.id, previewCredits: 1 });
      const credits = await visitor.api.GET('/api/user/credits');
      expect(credits.data).toEqual({ credits: 1 });
      // The emailed confirmation link unlocks the other nine.
      await confirmEmail(visitor, email.trim().toLowerCase());
      expect((await visitor.api.GET('/api/auth/user')).data).toMatchObject({ previewCredits: 10, emailVerified: true });
    });

    it('raises identity.user-registered.v1 through the outbox', async () => {
      const { data } = await register(visitorFrom(app));
      const rows = await sql<{ payload: Record<string, unknown> }>(app, `select payload from messaging.outbox_messages where type = 'identity.user-registered.v1' and payload->>'userId' = $1`, [data!.user.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.payload).toEqual({ userId: data!.user.id, email: data!.user.email, firstName: 'Ada', referredByUserId: null, referralCode: null });
    });

    it('gives 15 credits (once the email is proved) and records the referrer with a valid referral code, 10 with an unknown one', async () => {
      const referrer = await register(visitorFrom(app), { firstName: 'Rita', lastName: 'Referrer' });
      const code = referrer.data!.user.referralCode;

      const referredVisitor = visitorFrom(app);
      const referred = await register(referredVisitor, { referralCode: code.toLowerCase() });
      expect(referred.data).toMatchObject({ referralBonus: true, referrerName: 'Rita Referrer', user: { previewCredits: 1 } });
      await confirmEmail(referredVisitor, referred.email);
      expect((await referredVisitor.api.GET('/api/auth/user')).data).toMatchObject({ previewCredits: 15 });
      const [row] = await sql<{ referred_by: string }>(app, 'select referred_by from affiliate.referral_codes where user_id = $1', [referred.data!.user.id]);
      expect(row!.referred_by).toBe(referrer.data!.user.id);
      const [event] = await sql<{ payload: Record<string, unknown> }>(app, `select payload from messaging.outbox_messages where payload->>'userId' = $1`, [referred.data!.user.id]);
      expect(event!.payload).toMatchObject({ referredByUserId: referrer.data!.user.id, referralCode: code });

      const unknownVisitor = visitorFrom(app);
      const unknown = await register(unknownVisitor, { referralCode: 'NOPE2345' });
      expect(unknown.data).toMatchObject({ referralBonus: false, referrerName: null, user: { previewCredits: 1 } });
      await confirmEmail(unknownVisitor, unknown.email);
      expect((await unknownVisitor.api.GET('/api/auth/user')).data).toMatchObject({ previewCredits: 10 });
    });

    it('says when the email already has an account, whatever its case', async () => {
      const first = await register(visitorFrom(app));
      const again = await register(visitorFrom(app), { email: first.email.toUpperCase() });
      expect(again.response.status).toBe(409);
      expect(again.error).toMatchObject({ code: 'email_taken', message: 'An account with this email already exists. Sign in instead, or reset your password.' });
    });

    it.each([
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
      [{ confirmPassword: 'something else' }, "Passwords don't match"],
      [{ firstName: '   ' }, 'First name is required'],
    ])('rejects %o with "%s"', async (overrides, message) => {
      const { response, error } = await register(visitorFrom(app), overrides);
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ message });
    });

    it('never returns the password or its hash', async () => {
      const visitor = visitorFrom(app);
      const { data } = await register(visitor, { password: 'Sup3r-Secret-Pass', confirmPassword: 'Sup3r-Secret-Pass' });
      const body = JSON.stringify(data);
      expect(body).not.toMatch(/Sup3r-Secret-Pass|argon2|"password(Hash)?"/i);
      const me = await visitor.fetch('/api/auth/user');
      expect(await me.text()).not.toMatch(/Sup3r-Secret-Pass|argon2|passwordHash/);
    });
  });

  describe('the session read the app makes on every page', () => {
    it('answers 200 with no user when signed out, the user when signed in, and no user after sign-out', async () => {
      const visitor = visitorFrom(app);
      const signedOut = await visitor.api.GET('/api/auth/session');
      expect(signedOut.response.status).toBe(200);
      expect(signedOut.data).toEqual({ user: null });
      await register(visitor, { firstName: 'Ines' });
      expect((await visitor.api.GET('/api/auth/session')).data?.user).toMatchObject({ firstName: 'Ines', previewCredits: 1 });
      expect((await visitor.api.POST('/api/logout')).response.status).toBe(204);
      expect((await visitor.api.GET('/api/auth/session')).data).toEqual({ user: null });
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in with the right password and gives a new session id (no session fixation)', async () => {
      const email = uniqueEmail();
      const registered = await rawRequest(app, 'POST', '/api/register', { body: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Fix' } });
      expect(registered.status).toBe(201);
      expect(registered.cookie).toBeTruthy();

      const login = await rawRequest(app, 'POST', '/api/login', { body: { email, password: PASSWORD }, cookie: registered.cookie });
      expect(login.status).toBe(200);
      expect(login.cookie).toBeTruthy();
      expect(login.cookie).not.toBe(registered.cookie);
      expect(login.setCookieHeader).toMatch(/HttpOnly/i);
      expect(login.setCookieHeader).toMatch(/SameSite=Lax/i);
      expect(login.setCookieHeader).not.toMatch(/Secure/i); // Secure only in production

      expect((await rawRequest(app, 'GET', '/api/auth/user', { cookie: registered.cookie })).status).toBe(401);
      const me = await rawRequest(app, 'GET', '/api/auth/user', { cookie: login.cookie });
      expect(me.status).toBe(200);
      expect(JSON.parse(me.text)).toMatchObject({ email });
    });

    it('answers a wrong password and an unknown email identically', async () => {
      const { email } = await register(visitorFrom(app));
      const wrong = await visitorFrom(app).api.POST('/api/login', { body: { email, password: 'wrong password!' } });
      const unknown = await visitorFrom(app).api.POST('/api/login', { body: { email: uniqueEmail('ghost'), password: 'wrong password!' } });
      expect(wrong.response.status).toBe(401);
      expect(unknown.response.status).toBe(401);
      expect(wrong.error).toEqual(unknown.error);
      expect(wrong.error).toMatchObject({ message: 'Invalid email or password' });
    });

    it('accepts the email in any case', async () => {
      const { email } = await register(visitorFrom(app));
      const { response } = await visitorFrom(app).api.POST('/api/login', { body: { email: ` ${email.toUpperCase()} `, password: PASSWORD } });
      expect(response.status).toBe(200);
    });

    it.each([
      [{ email: 'nope', password: 'x' }, 'Please enter a valid email address'],
      [{ email: 'a@example.com', password: '' }, 'Password is required'],
      [{ email: 'a@example.com' }, 'Password is required'],
    ])('validates %o with "%s"', async (body, message) => {
      const { response, error } = await visitorFrom(app).api.POST('/api/login', { body: body as never });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ message });
    });

    it('signs out: the session is destroyed and its cookie no longer works', async () => {
      const email = uniqueEmail();
      const registered = await rawRequest(app, 'POST', '/api/register', { body: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Out' } });
      const logout = await rawRequest(app, 'POST', '/api/logout', { cookie: registered.cookie });
      expect(logout.status).toBe(204);
      expect(logout.setCookieHeader).toMatch(/boogy\.sid=;/);
      expect((await rawRequest(app, 'GET', '/api/auth/user', { cookie: registered.cookie })).status).toBe(401);
      const rows = await sql(app, `select 1 from identity.sessions where sess->>'userId' in (select id::text from identity.users where email = $1)`, [email]);
      expect(rows).toHaveLength(0);
    });

    it('sends GET /api/login to the account page', async () => {
      const res = await visitorFrom(app).fetch('/api/login');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/account');
    });

    it('answers 401 to /api/auth/user when signed out', async () => {
      const { response, error } = await visitorFrom(app).api.GET('/api/auth/user');
      expect(response.status).toBe(401);
      expect(error).toMatchObject({ code: 'signed_out' });
    });
  });

  describe('email-only sign-up and sign-in links', () => {
    it('simple-register with a new email makes a passwordless account and signs it in', async () => {
      const visitor = visitorFrom(app);
      const email = uniqueEmail('guest');
      const { data } = await visitor.api.POST('/api/simple-register', { body: { email, firstName: 'Gus' } });
      expect(data).toMatchObject({ status: 'signed_in', referralBonus: false, user: { email, firstName: 'Gus', previewCredits: 1, hasPassword: false, emailVerified: false } });
      expect((await visitor.api.GET('/api/auth/user')).data).toMatchObject({ email });
      // …and a password cannot sign it in
      const login = await visitorFrom(app).api.POST('/api/login', { body: { email, password: 'anything-at-all' } });
      expect(login.response.status).toBe(401);
    });

    it('simple-register with a referral code gives 15 credits and the referrer name', async () => {
      const referrer = await register(visitorFrom(app), { firstName: 'Ref', lastName: null });
      const { data } = await visitorFrom(app).api.POST('/api/simple-register', { body: { email: uniqueEmail(), firstName: 'Kid', referralCode: referrer.data!.user.referralCode } });
      expect(data).toMatchObject({ status: 'signed_in', referralBonus: true, referrerName: 'Ref', user: { previewCredits: 1 } });
    });

    it('simple-register with a known email does not sign in: it emails a link', async () => {
      const { email } = await register(visitorFrom(app));
      const visitor = visitorFrom(app);
      const { data } = await visitor.api.POST('/api/simple-register', { body: { email, firstName: 'Mallory' } });
      expect(data).toEqual({ status: 'login_link_sent' });
      expect((await visitor.api.GET('/api/auth/user')).response.status).toBe(401);
      const mail = await waitForEmail(visitor, email, /sign-in link/);
      expect(tokenFrom(mail, '/sign-in-link')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('validates simple-register', async () => {
      const { response, error } = await visitorFrom(app).api.POST('/api/simple-register', { body: { email: uniqueEmail(), firstName: '' } });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ message: 'First name is required' });
    });

    it('simple-signin answers the same for known and unknown emails, and only the known one gets a link', async () => {
      const { email } = await register(visitorFrom(app));
      const ghost = uniqueEmail('ghost');
      const known = await visitorFrom(app).api.POST('/api/simple-signin', { body: { email } });
      const unknown = await visitorFrom(app).api.POST('/api/simple-signin', { body: { email: ghost } });
      expect(known.response.status).toBe(200);
      expect(unknown.response.status).toBe(200);
      expect(known.data).toEqual({ status: 'login_link_sent' });
      expect(unknown.data).toEqual(known.data);

      const reader = visitorFrom(app);
      const linkMail = await waitForEmail(reader, email, /sign-in link/);
      expect(linkMail.html).toContain('/sign-in-link?token=');
      expect(linkMail.text).toContain('15 minutes');
      const ghostMail = await waitForEmail(reader, ghost, /sign-in request/);
      expect(ghostMail.links.some((l) => l.includes('token='))).toBe(false);
    });

    it('a sign-in link signs in once, with the page’s POST; then it is refused with an explanation', async () => {
      const { email } = await register(visitorFrom(app));
      const visitor = visitorFrom(app);
      await visitor.api.POST('/api/simple-signin', { body: { email } });
      const token = tokenFrom(await waitForEmail(visitor, email, /sign-in link/), '/sign-in-link');

      const signedIn = await visitor.api.POST('/api/auth/sign-in-link', { body: { token } });
      expect(signedIn.response.status).toBe(200);
      expect(signedIn.data).toMatchObject({ status: 'signed_in', user: { email } });
      expect((await visitor.api.GET('/api/auth/user')).data).toMatchObject({ email });

      const other = visitorFrom(app);
      const reused = await other.api.POST('/api/auth/sign-in-link', { body: { token } });
      expect(reused.response.status).toBe(400);
      expect(reused.error).toMatchObject({ code: 'link_expired', message: 'This sign-in link is invalid, has expired or was already used. Ask for a new one.' });
      expect((await other.api.GET('/api/auth/user')).response.status).toBe(401);
    });

    it('refuses wrong and expired sign-in links', async () => {
      const visitor = visitorFrom(app);
      for (const bad of ['x', 'A'.repeat(43)]) {
        expect((await visitor.api.POST('/api/auth/sign-in-link', { body: { token: bad } })).error).toMatchObject({ code: 'link_expired' });
        expect((await visitor.api.GET('/api/auth/sign-in-link', { params: { query: { token: bad } } })).error).toMatchObject({ code: 'link_expired' });
      }
      expect((await visitor.api.POST('/api/auth/sign-in-link', { body: { token: '' } })).response.status).toBe(400);
      const { email } = await register(visitorFrom(app));
      await visitor.api.POST('/api/simple-signin', { body: { email } });
      const token = tokenFrom(await waitForEmail(visitor, email, /sign-in link/), '/sign-in-link');
      await sql(app, `update identity.one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'sign_in' and user_id = (select id from identity.users where email = $1)`, [email]);
      expect((await visitor.api.POST('/api/auth/sign-in-link', { body: { token } })).error).toMatchObject({ code: 'link_expired' });
      expect((await visitor.api.GET('/api/auth/user')).response.status).toBe(401);
    });

    it('stores only a hash of each emailed token', async () => {
      const { email } = await register(visitorFrom(app));
      const visitor = visitorFrom(app);
      await visitor.api.POST('/api/forgot-password', { body: { email } });
      const token = tokenFrom(await waitForEmail(visitor, email, /Reset your/), '/reset-password');
      const rows = await sql<{ token_hash: string }>(app, 'select token_hash from identity.one_time_tokens where token_hash = $1 or token_hash like $2', [token, `%${token}%`]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('password reset', () => {
    it('answers the same whether or not the email has an account', async () => {
      const { email } = await register(visitorFrom(app));
      const known = await visitorFrom(app).api.POST('/api/forgot-password', { body: { email } });
      const unknown = await visitorFrom(app).api.POST('/api/forgot-password', { body: { email: uniqueEmail('ghost') } });
      expect(known.response.status).toBe(200);
      expect(unknown.response.status).toBe(200);
      expect(known.data).toEqual(unknown.data);
    });

    it('resets through the emailed link, once; the old password stops working and other sessions end', async () => {
      const owner = visitorFrom(app);
      const { email } = await register(owner);
      const stranger = visitorFrom(app);
      await stranger.api.POST('/api/forgot-password', { body: { email } });
      const mail = await waitForEmail(stranger, email, /Reset your/);
      expect(mail.text).toContain('for the next hour');
      const token = tokenFrom(mail, '/reset-password');

      const reset = await stranger.api.POST('/api/reset-password', { body: { token, newPassword: 'brand new password', confirmPassword: 'brand new password' } });
      expect(reset.response.status).toBe(200);
      expect(reset.data!.message).toMatch(/password has been reset/);
      expect((await owner.api.GET('/api/auth/user')).response.status).toBe(401); // signed out everywhere
      expect((await stranger.api.GET('/api/auth/user')).response.status).toBe(401); // and the reset did not sign anyone in

      expect((await visitorFrom(app).api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(401);
      expect((await visitorFrom(app).api.POST('/api/login', { body: { email, password: 'brand new password' } })).response.status).toBe(200);

      const reused = await stranger.api.POST('/api/reset-password', { body: { token, newPassword: 'another password', confirmPassword: 'another password' } });
      expect(reused.response.status).toBe(400);
      expect(reused.error).toMatchObject({ code: 'invalid_token', message: 'This password reset link is invalid or has expired. Please request a new one.' });
    });

    it('refuses an expired or a wrong token', async () => {
      const { email } = await register(visitorFrom(app));
      const visitor = visitorFrom(app);
      await visitor.api.POST('/api/forgot-password', { body: { email } });
      const token = tokenFrom(await waitForEmail(visitor, email, /Reset your/), '/reset-password');
      await sql(app, `update identity.one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset' and user_id = (select id from identity.users where email = $1)`, [email]);
      const expired = await visitor.api.POST('/api/reset-password', { body: { token, newPassword: 'brand new password', confirmPassword: 'brand new password' } });
      expect(expired.response.status).toBe(400);
      expect(expired.error).toMatchObject({ code: 'invalid_token' });
      const wrong = await visitor.api.POST('/api/reset-password', { body: { token: 'not-the-token-at-all-0000000000000', newPassword: 'brand new password', confirmPassword: 'brand new password' } });
      expect(wrong.error).toMatchObject({ code: 'invalid_token' });
      expect((await visitorFrom(app).api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(200);
    });

    it('a newer reset link replaces the older one', async () => {
      const { email } = await register(visitorFrom(app));
      const visitor = visitorFrom(app);
      await visitor.api.POST('/api/forgot-password', { body: { email } });
      const first = tokenFrom(await waitForEmail(visitor, email, /Reset your/), '/reset-password');
      await visitor.api.POST('/api/forgot-password', { body: { email } });
      const second = tokenFrom(await waitForEmail(visitor, email, /Reset your/, { after: 1 }), '/reset-password');
      expect(second).not.toBe(first);
      const old = await visitor.api.POST('/api/reset-password', { body: { token: first, newPassword: 'brand new password', confirmPassword: 'brand new password' } });
      expect(old.response.status).toBe(400);
      const fresh = await visitor.api.POST('/api/reset-password', { body: { token: second, newPassword: 'brand new password', confirmPassword: 'brand new password' } });
      expect(fresh.response.status).toBe(200);
    });

    it.each([
      [{ token: '', newPassword: 'long enough', confirmPassword: 'long enough' }, 'Reset token is required'],
      [{ token: 'abc', newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
      [{ token: 'abc', newPassword: 'long enough', confirmPassword: 'different!' }, "Passwords don't match"],
    ])('validates %o with "%s"', async (body, message) => {
      const { response, error } = await visitorFrom(app).api.POST('/api/reset-password', { body });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ message });
    });
  });

  describe('email change', () => {
    it('needs the current password, then a link opened from the new address', async () => {
      const visitor = visitorFrom(app);
      const { email } = await register(visitor);
      const newEmail = uniqueEmail('moved');

      const wrong = await visitor.api.POST('/api/auth/request-email-change', { body: { newEmail, currentPassword: 'not my password' } });
      expect(wrong.response.status).toBe(400);
      expect(wrong.error).toMatchObject({ message: 'Current password is incorrect' });

      const same = await visitor.api.POST('/api/auth/request-email-change', { body: { newEmail: email.toUpperCase(), currentPassword: PASSWORD } });
      expect(same.error).toMatchObject({ message: 'New email must be different from your current email' });

      const requested = await visitor.api.POST('/api/auth/request-email-change', { body: { newEmail, currentPassword: PASSWORD } });
      expect(requested.data).toMatchObject({ pendingEmail: newEmail });
      expect((await visitor.api.GET('/api/auth/user')).data).toMatchObject({ email, pendingEmail: newEmail });

      const token = tokenFrom(await waitForEmail(visitor, newEmail, /Confirm your new/), '/api/auth/verify-email');
      const landing = await visitorFrom(app).fetch(`/api/auth/verify-email?token=${token}`);
      expect(landing.status).toBe(302);
      expect(landing.headers.get('location')).toBe('/account?emailChange=verified');
      expect((await visitor.api.GET('/api/auth/user')).data).toMatchObject({ email: newEmail, pendingEmail: null });

      expect((await visitorFrom(app).api.POST('/api/login', { body: { email: newEmail, password: PASSWORD } })).response.status).toBe(200);
      expect((await visitorFrom(app).api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(401);
      const reused = await visitorFrom(app).fetch(`/api/auth/verify-email?token=${token}`);
      expect(reused.headers.get('location')).toBe('/account?emailChange=expired');
    });

    it('cancelling clears the pending email and kills its link', async () => {
      const visitor = visitorFrom(app);
      const { email } = await register(visitor);
      const newEmail = uniqueEmail('cancelled');
      await visitor.api.POST('/api/auth/request-email-change', { body: { newEmail, currentPassword: PASSWORD } });
      const token = tokenFrom(await waitForEmail(visitor, newEmail, /Confirm your new/), '/api/auth/verify-email');
      const cancelled = await visitor.api.POST('/api/auth/cancel-email-change');
      expect(cancelled.response.status).toBe(200);
      expect((await visitor.api.GET('/api/auth/user')).data).toMatchObject({ email, pendingEmail: null });
      const landing = await visitor.fetch(`/api/auth/verify-email?token=${token}`);
      expect(landing.headers.get('location')).toBe('/account?emailChange=expired');
      expect((await visitor.api.GET('/api/auth/user')).data).toMatchObject({ email });
    });

    it('refuses an address that already has an account', async () => {
      const other = await register(visitorFrom(app));
      const visitor = visitorFrom(app);
      await register(visitor);
      const { response, error } = await visitor.api.POST('/api/auth/request-email-change', { body: { newEmail: other.email, currentPassword: PASSWORD } });
      expect(response.status).toBe(409);
      expect(error).toMatchObject({ code: 'email_taken' });
    });

    it('asks a passwordless account to set a password first', async () => {
      const visitor = visitorFrom(app);
      await visitor.api.POST('/api/simple-register', { body: { email: uniqueEmail(), firstName: 'Nopass' } });
      const { error } = await visitor.api.POST('/api/auth/request-email-change', { body: { newEmail: uniqueEmail(), currentPassword: 'whatever' } });
      expect(error).toMatchObject({ code: 'no_password' });
    });

    it('is for signed-in users only', async () => {
      const visitor = visitorFrom(app);
      expect((await visitor.api.POST('/api/auth/request-email-change', { body: { newEmail: uniqueEmail(), currentPassword: 'x' } })).response.status).toBe(401);
      expect((await visitor.api.POST('/api/auth/cancel-email-change')).response.status).toBe(401);
    });
  });

  describe('account settings', () => {
    it('saves the PayPal email and the preferred currency through both screens’ calls', async () => {
      const visitor = visitorFrom(app);
      const { email } = await register(visitor);
      await confirmEmail(visitor, email);
      expect((await visitor.api.PATCH('/api/user/paypal', { body: { paypalEmail: ' Pay@Example.com ' } })).data).toEqual({ paypalEmail: 'pay@example.com' });
      expect((await visitor.api.PUT('/api/user/paypal-email', { body: { paypalEmail: 'payouts@example.com' } })).data).toEqual({ paypalEmail: 'payouts@example.com' });
      expect((await visitor.api.POST('/api/user/currency', { body: { preferredCurrency: 'JPY' } })).data).toEqual({ preferredCurrency: 'JPY' });
      expect((await visitor.api.PUT('/api/user/currency', { body: { currency: 'EUR' } })).data).toEqual({ preferredCurrency: 'EUR' });
      expect((await visitor.api.GET('/api/auth/user')).data).toMatchObject({ paypalEmail: 'payouts@example.com', preferredCurrency: 'EUR' });
    });

    it('rejects a bad PayPal email and an unsupported currency', async () => {
      const visitor = visitorFrom(app);
      await register(visitor);
      const paypal = await visitor.api.PATCH('/api/user/paypal', { body: { paypalEmail: '' } });
      expect(paypal.error).toMatchObject({ statusCode: 400, message: 'Please enter a valid email address' });
      const currency = await visitor.api.POST('/api/user/currency', { body: { preferredCurrency: 'BTC' as never } });
      expect(currency.error).toMatchObject({ statusCode: 400, message: 'Please choose a supported currency' });
    });

    it('needs a signed-in user', async () => {
      const visitor = visitorFrom(app);
      expect((await visitor.api.PATCH('/api/user/paypal', { body: { paypalEmail: 'a@example.com' } })).response.status).toBe(401);
      expect((await visitor.api.PUT('/api/user/currency', { body: { currency: 'EUR' } })).response.status).toBe(401);
      expect((await visitor.api.POST('/api/auth/deactivate-account')).response.status).toBe(401);
    });

    it('deactivation signs the account out everywhere and it can no longer sign in', async () => {
      const first = visitorFrom(app);
      const { email } = await register(first);
      const second = visitorFrom(app);
      expect((await second.api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(200);

      const { data } = await first.api.POST('/api/auth/deactivate-account');
      expect(data).toEqual({ message: 'Your account has been deleted.' });
      expect((await first.api.GET('/api/auth/user')).response.status).toBe(401);
      expect((await second.api.GET('/api/auth/user')).response.status).toBe(401);

      const login = await visitorFrom(app).api.POST('/api/login', { body: { email, password: PASSWORD } });
      expect(login.response.status).toBe(401);
      expect(login.error).toMatchObject({ message: 'Invalid email or password' });
      // No sign-in or reset link for it either. An email is queued inside its request's own
      // transaction, so once both answers are in, any link they meant to send is already a job:
      // its absence is checked at once, with no waiting.
      const reader = visitorFrom(app);
      expect((await reader.api.POST('/api/simple-signin', { body: { email } })).response.status).toBe(200);
      expect((await reader.api.POST('/api/forgot-password', { body: { email } })).response.status).toBe(200);
      const linkJobs = (to: string) => sql(app, "select id from pgboss.job where name = 'notifications.send-email' and lower(data->>'to') = $1 and data->>'subject' ~ '(sign-in link|Reset your)'", [to.toLowerCase()]);
      expect(await linkJobs(email)).toEqual([]);
      // The same look finds the link a live account is sent the same way.
      const { email: live } = await register(visitorFrom(app));
      await reader.api.POST('/api/simple-signin', { body: { email: live } });
      expect(await linkJobs(live)).toHaveLength(1);
      const mail = await reader.api.GET('/api/dev/mailbox', { params: { query: { to: email } } });
      expect(mail.data!.messages.filter((m) => /sign-in link|Reset your/.test(m.subject))).toHaveLength(0);
    });
  });

  describe('referral codes', () => {
    it('validates a code and names its owner; an unknown code is simply not valid', async () => {
      const { data } = await register(visitorFrom(app), { firstName: 'Vera', lastName: 'Valid' });
      const visitor = visitorFrom(app);
      expect((await visitor.api.GET('/api/referrals/validate/{code}', { params: { path: { code: data!.user.referralCode } } })).data).toEqual({ valid: true, referrerName: 'Vera Valid' });
      expect((await visitor.api.GET('/api/referrals/validate/{code}', { params: { path: { code: 'ZZZZ9999' } } })).data).toEqual({ valid: false, referrerName: null });
      expect((await visitor.api.GET('/api/referrals/validate/{code}', { params: { path: { code: '%20' } } })).data).toEqual({ valid: false, referrerName: null });
    });
  });

  describe('abuse limits', () => {
    it('throttles password guessing on one account from one address, with Retry-After', async () => {
      const { email } = await register(visitorFrom(app));
      const guesser = visitorFrom(app);
      for (let i = 0; i < 10; i++) {
        const { response } = await guesser.api.POST('/api/login', { body: { email, password: `guess ${i}!` } });
        expect(response.status).toBe(401);
      }
      const blocked = await guesser.api.POST('/api/login', { body: { email, password: PASSWORD } });
      expect(blocked.response.status).toBe(429);
      expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.error).toMatchObject({ code: 'too_many_attempts' });
    });

    it('never locks the owner out: after a many-address guessing attack the 429 points to the emailed link, which works', async () => {
      for (const owner of [{ email: (await registerConfirmed(visitorFrom(app))).email, password: PASSWORD }, { email: ADMIN_EMAIL, password: 'admin-password-123' }]) {
        // 100 wrong passwords from 10 addresses (10 each, under the per-address limit).
        const guessers = Array.from({ length: 10 }, () => visitorFrom(app));
        for (const guesser of guessers) for (let i = 0; i < 10; i++) await guesser.api.POST('/api/login', { body: { email: owner.email, password: `wrong ${i}` } });
        // The owner on a new device: paused, and told how to get in now.
        const device = visitorFrom(app);
        const paused = await device.api.POST('/api/login', { body: { email: owner.email, password: owner.password } });
        expect(paused.response.status).toBe(429);
        expect(Number(paused.response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(paused.error).toMatchObject({ code: 'too_many_attempts' });
        expect(paused.error!.message).toMatch(/^Too many sign-in attempts\. Password sign-in is paused here for \d+ minutes?, but you can still sign in now with a link by email: choose "No password\? Get a sign-in link by email"\.$/);
        // The attacker also used up the link requests of that address: the owner's inbox holds working links.
        for (let i = 0; i < 5; i++) expect((await visitorFrom(app).api.POST('/api/simple-signin', { body: { email: owner.email } })).response.status).toBe(200);
        const asked = await device.api.POST('/api/simple-signin', { body: { email: owner.email } });
        expect([asked.response.status, asked.error?.message]).toEqual([429, "We've already emailed this address several times in the last few minutes: open the newest sign-in link there. Each works once, for 15 minutes."]);
        const link = tokenFrom(await waitForEmail(device, owner.email, /sign-in link/i), '/sign-in-link');
        const signedIn = await device.api.POST('/api/auth/sign-in-link', { body: { token: link } });
        expect(signedIn.response.status).toBe(200);
        expect(signedIn.data!.user.email).toBe(owner.email);
        // That device is the owner's now: its password sign-in is counted apart from the attack.
        await device.api.POST('/api/logout');
        expect((await device.api.POST('/api/login', { body: { email: owner.email, password: owner.password } })).response.status).toBe(200);
      }
      // The attack's counters would pause the administrator's sign-in in later tests of this file.
      await sql(app, 'delete from platform.rate_limit_buckets');
    });

    it('throttles one address trying many accounts', async () => {
      const visitor = visitorFrom(app);
      const statuses: number[] = [];
      for (let i = 0; i < 51; i++) statuses.push((await visitor.api.POST('/api/login', { body: { email: uniqueEmail('spray'), password: 'guess!' } })).response.status);
      expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
      expect(statuses[50]).toBe(429);
    });

    it('throttles registration per address, and reset and sign-in-link emails per email', async () => {
      const visitor = visitorFrom(app);
      for (let i = 0; i < 30; i++) expect((await register(visitor)).response.status).toBe(201);
      expect((await register(visitor)).response.status).toBe(429);

      const target = uniqueEmail('target');
      for (let i = 0; i < 5; i++) expect((await visitorFrom(app).api.POST('/api/forgot-password', { body: { email: target } })).response.status).toBe(200);
      expect((await visitorFrom(app).api.POST('/api/forgot-password', { body: { email: target } })).response.status).toBe(429);
      for (let i = 0; i < 5; i++) expect((await visitorFrom(app).api.POST('/api/simple-signin', { body: { email: target } })).response.status).toBe(200);
      expect((await visitorFrom(app).api.POST('/api/simple-signin', { body: { email: target } })).response.status).toBe(429);
    });

    it('throttles registration attempts for one email, even from many addresses', async () => {
      const email = uniqueEmail('taken');
      expect((await register(visitorFrom(app), { email })).response.status).toBe(201);
      for (let i = 0; i < 4; i++) expect((await register(visitorFrom(app), { email: ` ${email.toUpperCase()}` })).response.status).toBe(409);
      const blocked = await register(visitorFrom(app), { email });
      expect(blocked.response.status).toBe(429);
      expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.error).toMatchObject({ code: 'too_many_attempts', message: 'Too many attempts. Please try again in 60 minutes.' });
      // Other addresses are not held up by it.
      expect((await register(visitorFrom(app))).response.status).toBe(201);
    });

    it('a successful sign-in clears that account’s failed attempts', async () => {
      const { email } = await register(visitorFrom(app));
      for (let i = 0; i < 9; i++) await visitorFrom(app).api.POST('/api/login', { body: { email, password: 'nope nope' } });
      expect((await visitorFrom(app).api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(200);
      for (let i = 0; i < 9; i++) expect((await visitorFrom(app).api.POST('/api/login', { body: { email, password: 'nope nope' } })).response.status).toBe(401);
    });
  });

  describe('CSRF', () => {
    it.each(['/api/login', '/api/register', '/api/simple-signin', '/api/forgot-password', '/api/reset-password', '/api/auth/deactivate-account', '/api/user/currency'])(
      'refuses a cross-site POST to %s',
      async (path) => {
        const res = await visitorFrom(app).fetch(path, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
        expect(res.status).toBe(403);
      },
    );

    it('refuses a form-encoded sign-in', async () => {
      const res = await visitorFrom(app).fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.c&password=x' });
      expect(res.status).toBe(415);
    });
  });

  describe('admin bootstrap', () => {
    it('creates the ADMIN_EMAIL administrator at start-up', async () => {
      const admin = visitorFrom(app);
      const { data } = await admin.api.POST('/api/login', { body: { email: ADMIN_EMAIL, password: 'admin-password-123' } });
      expect(data!.user).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true });
    });
  });

  describe('dev mailbox', () => {
    it('lists messages as JSON and as an HTML page with their links', async () => {
      const { email } = await register(visitorFrom(app));
      const visitor = visitorFrom(app);
      await visitor.api.POST('/api/forgot-password', { body: { email } });
      const mail = await waitForEmail(visitor, email, /Reset your/);
      expect(mail.html).toContain('<a href=');
      const page = await visitor.fetch(`/dev/mailbox?to=${encodeURIComponent(email)}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain(mail.subject);
      expect(html).toContain(mail.links[0]!);
    });
  });
});

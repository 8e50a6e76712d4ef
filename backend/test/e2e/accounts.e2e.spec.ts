import { startTestApp, type TestApp } from '../support/test-app';
import { confirmEmail, PASSWORD, register, signInWithLink, sql, tokenFrom, uniqueEmail, visitorFrom, waitForEmail } from './identity-helpers';

/**
 * Accounts whose email nobody has proved, free credits of made-up emails,
 * lockout of the owner by someone else's wrong passwords, and sign-in links that a mail scanner or
 * another site could use.
 */
describe('accounts hold against pre-hijacking, made-up emails, lockout and link abuse', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => app.stop());

  async function linkFor(email: string): Promise<string> {
    const reader = visitorFrom(app);
    const before = (await reader.api.GET('/api/dev/mailbox', { params: { query: { to: email } } })).data!.messages.filter((m) => /sign-in link/.test(m.subject)).length;
    await visitorFrom(app).api.POST('/api/simple-signin', { body: { email } });
    return tokenFrom(await waitForEmail(reader, email, /sign-in link/, { after: before }), '/sign-in-link');
  }

  describe('pre-hijacking (point 5)', () => {
    it('whoever signed up with another person’s email loses session, password and reach once the owner signs in by link; the email says so', async () => {
      const owner = uniqueEmail('owner');
      const attacker = visitorFrom(app);
      expect((await register(attacker, { email: owner, password: 'attacker-knows-this' })).response.status).toBe(201);
      // Unproved: no payout email, on either screen's call.
      const patch = await attacker.api.PATCH('/api/user/paypal', { body: { paypalEmail: 'attacker@evil.example' } });
      expect(patch.response.status).toBe(403);
      expect(patch.error).toMatchObject({ code: 'email_not_verified' });
      expect((await attacker.api.PUT('/api/user/paypal-email', { body: { paypalEmail: 'attacker@evil.example' } })).response.status).toBe(403);
      expect((await attacker.api.GET('/api/auth/user')).data).toMatchObject({ paypalEmail: null, emailVerified: false });

      const ownerBrowser = visitorFrom(app);
      const signedIn = await signInWithLink(ownerBrowser, await linkFor(owner));
      expect(signedIn.data).toMatchObject({ status: 'signed_in', user: { email: owner, emailVerified: true, hasPassword: false } });

      expect((await attacker.api.GET('/api/auth/user')).response.status).toBe(401);
      expect((await visitorFrom(app).api.POST('/api/login', { body: { email: owner, password: 'attacker-knows-this' } })).response.status).toBe(401);
      const notice = await waitForEmail(ownerBrowser, owner, /email is confirmed/);
      expect(notice.text).toContain('every other device and browser that was signed in to it has been signed out');
      expect(notice.text).toContain('The password set before the address was confirmed has been removed');
      // The owner, proved, may now set where payouts go.
      expect((await ownerBrowser.api.PATCH('/api/user/paypal', { body: { paypalEmail: 'owner@paypal.example' } })).data).toEqual({ paypalEmail: 'owner@paypal.example' });
      expect((await ownerBrowser.api.GET('/api/auth/user')).response.status).toBe(200);
    });

    it('an email-only sign-up by someone else ends when the owner resets the password by link', async () => {
      const owner = uniqueEmail('owner');
      const attacker = visitorFrom(app);
      expect((await attacker.api.POST('/api/simple-register', { body: { email: owner, firstName: 'Mallory' } })).data).toMatchObject({ status: 'signed_in' });
      const reader = visitorFrom(app);
      await reader.api.POST('/api/forgot-password', { body: { email: owner } });
      const token = tokenFrom(await waitForEmail(reader, owner, /Reset your/), '/reset-password');
      expect((await reader.api.POST('/api/reset-password', { body: { token, newPassword: 'owner-password-1', confirmPassword: 'owner-password-1' } })).response.status).toBe(200);
      expect((await attacker.api.GET('/api/auth/user')).response.status).toBe(401);
      const ownerBrowser = visitorFrom(app);
      expect((await ownerBrowser.api.POST('/api/login', { body: { email: owner, password: 'owner-password-1' } })).data).toMatchObject({ user: { emailVerified: true } });
      await waitForEmail(reader, owner, /email is confirmed/);
    });

    it('the person who signed up and confirms in the same browser keeps the password, and stays signed in there alone', async () => {
      const browser = visitorFrom(app);
      const { email } = await register(browser);
      const laptop = visitorFrom(app);
      expect((await laptop.api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(200);
      await confirmEmail(browser, email);
      expect((await browser.api.GET('/api/auth/user')).data).toMatchObject({ email, hasPassword: true, emailVerified: true });
      expect((await laptop.api.GET('/api/auth/user')).response.status).toBe(401); // every other session ends
      expect((await visitorFrom(app).api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(200);
      const notice = await waitForEmail(browser, email, /email is confirmed/);
      expect(notice.text).not.toContain('password set before');
    });
  });

  describe('made-up emails (point 6)', () => {
    it('an unproved account gets one free generation; the rest unlock once, however many links race', async () => {
      const visitor = visitorFrom(app);
      const email = uniqueEmail('invented');
      expect((await visitor.api.POST('/api/simple-register', { body: { email, firstName: 'Ivy' } })).data).toMatchObject({ user: { previewCredits: 1 } });
      expect((await visitor.api.POST('/api/user/use-credit')).data).toMatchObject({ remainingCredits: 0 });
      const refused = await visitor.api.POST('/api/user/use-credit');
      expect(refused.error).toMatchObject({ code: 'no_credits' });

      // The confirmation link and two sign-in links, used at once: the other nine arrive exactly once.
      const confirmationEmail = await waitForEmail(visitor, email, /Confirm your email/);
      const confirmation = tokenFrom(confirmationEmail, '/sign-in-link');
      // The page knows it confirms an email (it says so), and the signed-in owner is not asked to switch.
      expect((await visitor.api.GET('/api/auth/sign-in-link', { params: { query: { token: confirmation } } })).data).toEqual({ email, signedInAs: null, confirmsEmail: true });
      expect(confirmationEmail.text).not.toMatch(/on us/i);
      const tokens = [confirmation, await linkFor(email), await linkFor(email)];
      const results = await Promise.all(tokens.map((token) => signInWithLink(visitorFrom(app), token)));
      expect(results.map((r) => r.response.status)).toEqual([200, 200, 200]);
      const [balance] = await sql<{ credits: number }>(app, `select coalesce(sum(delta), 0)::int as credits from checkout.credit_entries where user_id = (select id from identity.users where email = $1)`, [email]);
      expect(balance!.credits).toBe(9);
    });

    it('still limits sign-ups per address', async () => {
      const visitor = visitorFrom(app);
      for (let i = 0; i < 30; i++) expect((await visitor.api.POST('/api/simple-register', { body: { email: uniqueEmail('spam'), firstName: 'S' } })).response.status).toBe(200);
      expect((await visitor.api.POST('/api/simple-register', { body: { email: uniqueEmail('spam'), firstName: 'S' } })).response.status).toBe(429);
    });
  });

  describe('lockout of the owner (point 7)', () => {
    it('ten wrong passwords from another address do not lock the owner out', async () => {
      const { email } = await register(visitorFrom(app));
      const attacker = visitorFrom(app);
      for (let i = 0; i < 10; i++) expect((await attacker.api.POST('/api/login', { body: { email, password: `wrong ${i}` } })).response.status).toBe(401);
      expect((await attacker.api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(429);
      expect((await visitorFrom(app).api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(200);
    });

    it('a browser that signed in before keeps its own count, even when failures from many addresses hold everyone else back', async () => {
      const { email } = await register(visitorFrom(app));
      const ownerBrowser = visitorFrom(app);
      expect((await ownerBrowser.api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(200);
      await ownerBrowser.api.POST('/api/logout');
      // A spread-out attack: 10 addresses × 10 wrong passwords.
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const bot = visitorFrom(app);
          for (let i = 0; i < 10; i++) await bot.api.POST('/api/login', { body: { email, password: `wrong ${i}` } });
        }),
      );
      expect((await visitorFrom(app).api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(429);
      // The owner's known browser still gets in.
      expect((await ownerBrowser.api.POST('/api/login', { body: { email, password: PASSWORD } })).response.status).toBe(200);
      // A device cookie is for its own account only.
      expect((await ownerBrowser.api.POST('/api/login', { body: { email: uniqueEmail('other'), password: 'x' } })).response.status).toBe(401);
      // The sign-in-link and reset paths are never blocked by the password limit.
      expect((await visitorFrom(app).api.POST('/api/simple-signin', { body: { email } })).response.status).toBe(200);
      expect((await visitorFrom(app).api.POST('/api/forgot-password', { body: { email } })).response.status).toBe(200);
      expect((await signInWithLink(visitorFrom(app), await linkFor(email))).response.status).toBe(200);
    }, 180_000); // 100 password checks (argon2) on a busy machine

    it('a forged or another account’s device cookie counts as no device cookie', async () => {
      const { email } = await register(visitorFrom(app));
      const attacker = visitorFrom(app);
      const other = await register(attacker);
      expect((await attacker.api.POST('/api/login', { body: { email: other.email, password: PASSWORD } })).response.status).toBe(200);
      for (let i = 0; i < 10; i++) await attacker.api.POST('/api/login', { body: { email, password: `wrong ${i}` } });
      expect((await attacker.api.POST('/api/login', { body: { email, password: `wrong again` } })).response.status).toBe(429);
      const forged = await attacker.fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'boogy.device=AAAAAAAAAAAAAAAAAAAAAA.forged' },
        body: JSON.stringify({ email, password: 'wrong' }),
      });
      expect(forged.status).toBe(429);
    });
  });

  describe('sign-in links (point 8)', () => {
    it('opening the link, as a mail scanner does, uses nothing up; the page’s button (POST) signs in', async () => {
      const { email } = await register(visitorFrom(app));
      const token = await linkFor(email);
      const scanner = visitorFrom(app);
      const old = await scanner.fetch(`/api/auth/magic-link?token=${token}`);
      expect(old.status).toBe(302);
      expect(old.headers.get('location')).toBe(`/sign-in-link?token=${token}`);
      for (let i = 0; i < 2; i++) {
        expect((await scanner.api.GET('/api/auth/sign-in-link', { params: { query: { token } } })).data).toEqual({ email, signedInAs: null, confirmsEmail: false });
      }
      expect((await scanner.api.GET('/api/auth/user')).response.status).toBe(401);
      const person = visitorFrom(app);
      expect((await signInWithLink(person, token)).data).toMatchObject({ user: { email } });
      expect((await scanner.api.GET('/api/auth/sign-in-link', { params: { query: { token } } })).error).toMatchObject({ code: 'link_expired' });
    });

    it('tells a browser signed in as someone else who the link is for before it switches', async () => {
      const victim = visitorFrom(app);
      const { email: victimEmail } = await register(victim);
      const { email: attackerEmail } = await register(visitorFrom(app));
      const attackerToken = await linkFor(attackerEmail);
      expect((await victim.api.GET('/api/auth/sign-in-link', { params: { query: { token: attackerToken } } })).data).toEqual({ email: attackerEmail, signedInAs: victimEmail, confirmsEmail: false });
      expect((await victim.api.GET('/api/auth/user')).data).toMatchObject({ email: victimEmail });
      // Another site cannot press the button for the victim (login CSRF).
      const crossSite = await victim.fetch('/api/auth/sign-in-link', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ token: attackerToken }),
      });
      expect(crossSite.status).toBe(403);
      expect((await victim.api.GET('/api/auth/user')).data).toMatchObject({ email: victimEmail });
      // Only the person's own click switches.
      expect((await signInWithLink(victim, attackerToken)).data).toMatchObject({ user: { email: attackerEmail } });
    });
  });
});

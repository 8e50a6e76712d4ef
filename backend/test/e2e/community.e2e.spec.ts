import { startTestApp, type TestApp } from '../support/test-app';
import { CHECKOUT_TEST_ENV, signedInAdmin, userWithSong } from '../support/checkout-fixtures';
import { register, registerConfirmed, sql, uniqueEmail, visitorFrom, waitForEmail } from './identity-helpers';

const IDEA = { title: 'Reggaeton style', description: 'Please add a reggaeton style for summer pool parties.' };

/** Suggestions, votes, Contact Support and the Help FAQ's numbers through the real server. */
describe('community and help', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, SUPPORT_EMAIL: 'help-desk@boogy.test' });
  });
  afterAll(() => app.stop());

  async function suggest(body: Record<string, unknown> = IDEA) {
    const { data, response } = await visitorFrom(app).api.POST('/api/suggestions', { body: body as never });
    if (!data) throw new Error(`suggestion refused: ${response.status}`);
    return data;
  }

  describe('suggestions', () => {
    it('anyone submits one without signing in; the board shows it pending with no votes and never the email', async () => {
      const created = await suggest({ ...IDEA, title: '  Karaoke battles ', submitterName: 'Ada', submitterEmail: 'ada@example.com' });
      expect(created).toMatchObject({ title: 'Karaoke battles', submitterName: 'Ada', votes: 0, status: 'pending' });
      const { data } = await app.visitor().api.GET('/api/suggestions');
      const listed = data!.find((s) => s.id === created.id)!;
      expect(listed.title).toBe('Karaoke battles');
      expect(JSON.stringify(data)).not.toContain('ada@example.com');
    });

    // Every rule and message: test/handlers/community/submit-suggestion.spec.ts. Here, that a refusal is a 400 with it.
    it('refuses bad input with the spec’s messages (400, never 500)', async () => {
      const api = visitorFrom(app).api;
      const cases: [Record<string, unknown>, string][] = [
        [{ ...IDEA, title: '   ' }, 'Title is required'],
        [{ title: 7, description: ['x'] }, 'Title is required'],
      ];
      for (const [body, message] of cases) {
        const { response, error } = await api.POST('/api/suggestions', { body: body as never });
        expect([response.status, error?.message]).toEqual([400, message]);
      }
    });

    it('refuses NUL characters and lone surrogates at the edge with a clear 400 (never 500), storing nothing', async () => {
      const before = (await app.visitor().api.GET('/api/suggestions')).data!.length;
      for (const title of ['Dance\u0000 floor', 'Dance floor \uD800 lights']) {
        const { response } = await visitorFrom(app).api.POST('/api/suggestions', { body: { title, description: 'Strobe lights in time with the beat.' } });
        expect(response.status).toBe(400);
      }
      const contact = await visitorFrom(app).api.POST('/api/support/contact', { body: { name: 'N\u0000ils', email: uniqueEmail('nul'), subject: 'Hi \uDC00', message: 'Hello there, this is long enough.' } });
      expect(contact.response.status).toBe(400);
      expect((await app.visitor().api.GET('/api/suggestions')).data!.length).toBe(before);
    });

    it('sorts the board by votes, most first', async () => {
      const popular = await suggest({ ...IDEA, title: 'Popular idea' });
      for (let i = 0; i < 3; i++) expect((await visitorFrom(app).api.POST('/api/suggestions/{id}/vote', { params: { path: { id: popular.id } }, body: {} })).data?.votes).toBe(i + 1);
      const { data } = await app.visitor().api.GET('/api/suggestions');
      expect(data![0]!.id).toBe(popular.id);
      const votes = data!.map((s) => s.votes);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));
    });
  });

  describe('votes', () => {
    it('counts one vote per IP address, per email and per signed-in user', async () => {
      const { id } = await suggest();
      const vote = (v: ReturnType<typeof visitorFrom>, email?: string) => v.api.POST('/api/suggestions/{id}/vote', { params: { path: { id } }, body: email ? { email } : {} });
      const first = visitorFrom(app, '10.50.0.1');
      expect((await vote(first, 'Voter@Example.com')).data).toEqual({ votes: 1 });
      const sameBrowser = await vote(first);
      expect([sameBrowser.response.status, sameBrowser.error?.message]).toEqual([409, 'You may have already voted for this suggestion.']);
      const sameEmail = await vote(visitorFrom(app, '10.50.0.2'), 'voter@example.COM');
      expect(sameEmail.response.status).toBe(409);
      const user = visitorFrom(app, '10.50.0.3');
      await register(user);
      expect((await vote(user)).data).toEqual({ votes: 2 });
      // The same account from another network is still the same voter.
      const { rows } = { rows: await sql<{ user_id: string }>(app, 'select user_id from community.suggestion_votes where suggestion_id = $1 and user_id is not null', [id]) };
      expect(rows).toHaveLength(1);
      const again = await user.api.POST('/api/suggestions/{id}/vote', { params: { path: { id } }, body: {}, headers: { 'x-forwarded-for': '10.50.0.4' } });
      expect(again.response.status).toBe(409);
      const { data } = await app.visitor().api.GET('/api/suggestions');
      expect(data!.find((s) => s.id === id)!.votes).toBe(2);
    });

    it('lets a signed-in user vote once as themselves, whoever else voted from the same address; the address limits anonymous votes', async () => {
      const { id } = await suggest();
      const vote = (v: ReturnType<typeof visitorFrom>) => v.api.POST('/api/suggestions/{id}/vote', { params: { path: { id } }, body: {} });
      const office = '10.53.0.1';
      expect((await vote(visitorFrom(app, office))).data).toEqual({ votes: 1 });
      const colleague = visitorFrom(app, office);
      await register(colleague);
      expect((await vote(colleague)).data).toEqual({ votes: 2 });
      expect((await vote(colleague)).response.status).toBe(409);
      // Another account on the same network, voting five times at once: one vote counts.
      const boss = visitorFrom(app, office);
      await register(boss);
      const racing = await Promise.all(Array.from({ length: 5 }, () => vote(boss)));
      expect(racing.map((r) => r.response.status).sort()).toEqual([200, 409, 409, 409, 409]);
      // An anonymous visitor on that address is still limited by it.
      expect((await vote(visitorFrom(app, office))).response.status).toBe(409);
      const { data } = await app.visitor().api.GET('/api/suggestions');
      expect(data!.find((s) => s.id === id)!.votes).toBe(3);
    });

    // Ten votes of one voter at once: test/handlers/community/vote-for-suggestion.spec.ts.

    it('answers 404 for an unknown or malformed suggestion id and 400 for a bad email', async () => {
      const api = visitorFrom(app).api;
      for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
        expect((await api.POST('/api/suggestions/{id}/vote', { params: { path: { id } }, body: {} })).response.status).toBe(404);
      }
      const { id } = await suggest();
      const bad = await api.POST('/api/suggestions/{id}/vote', { params: { path: { id } }, body: { email: 'nope' } });
      expect([bad.response.status, bad.error?.message]).toEqual([400, 'Please enter a valid email address']);
    });
  });

  describe('moderation', () => {
    it('is for admins only (401 signed out, 403 for a user)', async () => {
      const { id } = await suggest();
      expect((await app.visitor().api.GET('/api/admin/suggestions')).response.status).toBe(401);
      expect((await app.visitor().api.PATCH('/api/admin/suggestions/{id}', { params: { path: { id } }, body: { status: 'completed' } })).response.status).toBe(401);
      const { visitor } = await userWithSong(app, 'mod');
      expect((await visitor.api.GET('/api/admin/suggestions')).response.status).toBe(403);
      expect((await visitor.api.PATCH('/api/admin/suggestions/{id}', { params: { path: { id } }, body: { status: 'completed' } })).response.status).toBe(403);
    });

    it('sets status and notes along the allowed moves; the board shows the status, admins also see email and notes', async () => {
      const admin = await signedInAdmin(app);
      const { id } = await suggest({ ...IDEA, submitterEmail: 'idea@example.com' });
      const review = await admin.api.PATCH('/api/admin/suggestions/{id}', { params: { path: { id } }, body: { status: 'under_review', adminNotes: ' Looking into it ' } });
      expect(review.data).toMatchObject({ status: 'under_review', adminNotes: 'Looking into it', submitterEmail: 'idea@example.com' });
      const done = await admin.api.PATCH('/api/admin/suggestions/{id}', { params: { path: { id } }, body: { status: 'completed' } });
      expect(done.data?.status).toBe('completed');
      const refused = await admin.api.PATCH('/api/admin/suggestions/{id}', { params: { path: { id } }, body: { status: 'pending' } });
      expect([refused.response.status, refused.error?.message]).toEqual([409, 'A completed suggestion cannot become pending.']);
      const badStatus = await admin.api.PATCH('/api/admin/suggestions/{id}', { params: { path: { id } }, body: { status: 'shipped' as never } });
      expect(badStatus.response.status).toBe(400);
      const missing = await admin.api.PATCH('/api/admin/suggestions/{id}', { params: { path: { id: '00000000-0000-0000-0000-000000000000' } }, body: { status: 'rejected' } });
      expect(missing.response.status).toBe(404);
      expect((await app.visitor().api.GET('/api/suggestions')).data!.find((s) => s.id === id)!.status).toBe('completed');
      const all = await admin.api.GET('/api/admin/suggestions');
      expect(all.data!.find((s) => s.id === id)).toMatchObject({ submitterEmail: 'idea@example.com', adminNotes: null, status: 'completed' });
    });
  });

  describe('Contact Support', () => {
    it('keeps the message, emails it to SUPPORT_EMAIL and confirms to the sender', async () => {
      const visitor = visitorFrom(app);
      const email = uniqueEmail('asker');
      const { data, response } = await visitor.api.POST('/api/support/contact', { body: { name: 'Ada Asker', email, subject: 'My download', message: 'The download button does nothing on my phone.' } });
      expect(response.status).toBe(201);
      expect(data!.message).toBe("We've received your message and will respond within 24 hours.");
      const [row] = await sql<{ name: string; email: string; subject: string }>(app, 'select name, email, subject from community.support_messages where id = $1', [data!.id]);
      expect(row).toEqual({ name: 'Ada Asker', email, subject: 'My download' });
      const toDesk = await waitForEmail(visitor, 'help-desk@boogy.test', /My download/);
      expect(toDesk.text).toContain('The download button does nothing on my phone.');
      expect(toDesk.text).toContain(email);
      const toSender = await waitForEmail(visitor, email, /received your message/);
      expect(toSender.text).toContain('within 24 hours');
    });

    it('confirms without repeating anything the writer chose unless the address is the signed-in sender’s proved email', async () => {
      const spam = { name: 'Prize Desk', subject: 'You WON a cruise', message: 'Claim your free cruise at cruise-prize.example before Friday!' };
      const quoted = (text: string) => /Prize Desk|WON a cruise|cruise-prize\.example|Claim your free cruise/.test(text);
      const confirmationTo = async (visitor: ReturnType<typeof visitorFrom>, email: string) => {
        const sent = await visitor.api.POST('/api/support/contact', { body: { ...spam, email } });
        expect(sent.response.status).toBe(201);
        const mail = await waitForEmail(visitor, email, /received your message/);
        return `${mail.subject}\n${mail.text}\n${mail.html}`;
      };

      // Signed out, any address: a confirmation that quotes nothing.
      const anonymous = await confirmationTo(visitorFrom(app), uniqueEmail('victim'));
      expect(quoted(anonymous)).toBe(false);
      expect(anonymous).toContain('within 24 hours');
      // Signed in, someone else's address: the same.
      const proved = visitorFrom(app);
      const { email: ownEmail } = await registerConfirmed(proved);
      expect(quoted(await confirmationTo(proved, uniqueEmail('victim')))).toBe(false);
      // Signed in with an email not proved yet, even typing that same address: the same.
      const unproved = visitorFrom(app);
      const { email: unprovedEmail } = await register(unproved);
      expect(quoted(await confirmationTo(unproved, unprovedEmail))).toBe(false);
      // The account's own proved address (as typed in any case) gets its copy.
      const own = await confirmationTo(proved, ` ${ownEmail.toUpperCase()} `);
      expect(own).toContain('WON a cruise');
      expect(own).toContain('Claim your free cruise at cruise-prize.example before Friday!');
      // The support desk reads every message whole, whoever sent it.
      const desk = await waitForEmail(proved, 'help-desk@boogy.test', /WON a cruise/);
      expect(desk.text).toContain('Claim your free cruise');
    });

    // Every rule: test/handlers/community/send-support-message.spec.ts. Here, that a refusal is a 400 with its words.
    it('refuses bad input with clear messages', async () => {
      const api = visitorFrom(app).api;
      const ok = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'A long enough message.' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...ok, message: 'short' }, 'Message must be at least 10 characters'],
      ];
      for (const [body, message] of cases) {
        const { response, error } = await api.POST('/api/support/contact', { body: body as never });
        expect([response.status, error?.message]).toEqual([400, message]);
      }
    });

    it('is rate-limited per email address (429 with Retry-After)', async () => {
      const email = uniqueEmail('spammer');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const { response } = await visitorFrom(app).api.POST('/api/support/contact', { body: { name: 'Spam', email, subject: `Hi ${i}`, message: 'A long enough message.' } });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  });

  describe('Help FAQ facts', () => {
    it('are the numbers the product really uses: price, packs, credits, affiliate terms, payouts', async () => {
      const api = app.visitor().api;
      const { data: facts } = await api.GET('/api/help/facts');
      const { data: pricing } = await api.GET('/api/pricing');
      const { data: packs } = await api.GET('/api/sample-packs');
      expect(facts!.songPriceCents).toBe(pricing!.priceCents);
      expect(facts!.samplePacks).toEqual(packs!.map(({ credits, priceCents, mostPopular }) => ({ credits, priceCents, mostPopular })));
      const user = visitorFrom(app);
      // The sign-up credits a user holds once their email is proved (until then, one free song).
      await registerConfirmed(user);
      const { data: me } = await user.api.GET('/api/auth/user');
      expect(facts!.signupCredits).toBe(me!.previewCredits);
      expect(facts).toMatchObject({
        previewSeconds: 40,
        guestFreePreviews: 4,
        referredSignupCredits: 15,
        referrerCredits: 5,
        affiliateLayers: [
          { layer: 1, cashPercent: 35, creditReward: 5, songCommissionCents: 350 },
          { layer: 2, cashPercent: 10, creditReward: 1, songCommissionCents: 100 },
          { layer: 3, cashPercent: 5, creditReward: 0, songCommissionCents: 50 },
        ],
        refundPeriodDays: 7,
        payoutWeekday: 'Monday',
        payoutTimeUtc: '10:00',
        payoutThresholdCents: 2500,
        supportReplyHours: 24,
        passwordResetLinkMinutes: 60,
      });
      // The payout day is the one the affiliate schedule computes its next payout from.
      const { data: program } = await api.GET('/api/referrals/program');
      expect(new Date(program!.nextPayoutAt).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })).toBe(facts!.payoutWeekday);
      expect(`${String(new Date(program!.nextPayoutAt).getUTCHours()).padStart(2, '0')}:00`).toBe(facts!.payoutTimeUtc);
    });

    it('follow the rate data: a new layer-1 rate in affiliate_rates shows in the FAQ at once', async () => {
      await sql(app, "insert into affiliate.affiliate_rates (id, layer, cash_commission_rate, credit_reward, effective_from) values (gen_random_uuid(), 1, 0.4000, 6, now() - interval '1 minute')");
      try {
        const { data: facts } = await app.visitor().api.GET('/api/help/facts');
        expect(facts!.affiliateLayers[0]).toEqual({ layer: 1, cashPercent: 40, creditReward: 6, songCommissionCents: 400 });
        expect(facts!.affiliateLayers[1]).toEqual({ layer: 2, cashPercent: 10, creditReward: 1, songCommissionCents: 100 });
      } finally {
        await sql(app, 'delete from affiliate.affiliate_rates where layer = 1 and credit_reward = 6');
      }
    });
  });

});

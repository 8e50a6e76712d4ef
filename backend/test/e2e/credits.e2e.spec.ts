import { startTestApp, type TestApp } from '../support/test-app';
import { registerConfirmed, visitorFrom } from './identity-helpers';

describe('credit endpoints through the real server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => app.stop());

  it('shows the ledger balance and spends one credit per call until none are left', async () => {
    const visitor = visitorFrom(app);
    await registerConfirmed(visitor);
    expect((await visitor.api.GET('/api/user/credits')).data).toEqual({ credits: 10 });
    for (let left = 9; left >= 0; left--) {
      expect((await visitor.api.POST('/api/user/use-credit')).data).toEqual({ remainingCredits: left });
    }
    const empty = await visitor.api.POST('/api/user/use-credit');
    expect(empty.response.status).toBe(402);
    expect(empty.error).toMatchObject({ code: 'no_credits' });
    expect((await visitor.api.GET('/api/auth/user')).data).toMatchObject({ previewCredits: 0 });
  });

  it('spends once for a retried request with the same Idempotency-Key', async () => {
    const visitor = visitorFrom(app);
    await registerConfirmed(visitor);
    const headers = { 'Idempotency-Key': 'generation-attempt-0001' };
    expect((await visitor.api.POST('/api/user/use-credit', { params: { header: headers } })).data).toEqual({ remainingCredits: 9 });
    expect((await visitor.api.POST('/api/user/use-credit', { params: { header: headers } })).data).toEqual({ remainingCredits: 9 });
    expect((await visitor.api.GET('/api/user/credits')).data).toEqual({ credits: 9 });
  });

  it('keeps one user’s Idempotency-Key from touching another’s credits', async () => {
    const alice = visitorFrom(app);
    const bob = visitorFrom(app);
    await registerConfirmed(alice);
    await registerConfirmed(bob);
    const headers = { 'Idempotency-Key': 'same-key-for-both' };
    await alice.api.POST('/api/user/use-credit', { params: { header: headers } });
    expect((await bob.api.POST('/api/user/use-credit', { params: { header: headers } })).data).toEqual({ remainingCredits: 9 });
  });

  it('is for signed-in users only', async () => {
    const visitor = visitorFrom(app);
    expect((await visitor.api.GET('/api/user/credits')).response.status).toBe(401);
    expect((await visitor.api.POST('/api/user/use-credit')).response.status).toBe(401);
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Schema } from '@boogy/contracts';
import { createBoogyClient, verifyWebhookSignature, type BoogyClient } from '@boogy/contracts/sdk';
import { CommandBus } from '@nestjs/cqrs';
import { IDEMPOTENCY_KEY_RETENTION_HOURS } from '../../src/shared/http/idempotency';
import { PRUNE_IDEMPOTENCY_KEYS_QUEUE, PruneIdempotencyKeysCommand } from '../../src/modules/integrations/application/idempotency-key-retention';
import { contractValidation } from '../support/contract';
import { startTestApp, type TestApp } from '../support/test-app';
import { register, registerConfirmed, sql, visitorFrom } from './identity-helpers';
import { makeSong } from '../support/checkout-fixtures';
import { metricValue, waitForMetric } from '../support/metrics';

const PARTNER = 'https://partner.example';
const LYRICS = ['[Verse]', 'Alice and Bob are here tonight', 'Dancing under party light', '[Chorus]', 'Boogy boogy, Alice and Bob', 'Everybody on the job'].join('\n');

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
  at: number;
}

/** A partner's webhook endpoint: keeps every request it gets, and refuses the first attempt of each delivery (503) to see it retried. */
class Receiver {
  readonly received: Received[] = [];
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const delivery = String(req.headers['boogy-delivery']);
        const seenBefore = this.received.some((r) => r.headers['boogy-delivery'] === delivery);
        const answered = seenBefore ? 200 : 503;
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered, at: Date.now() });
        res.writeHead(answered).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/boogy/webhook`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits until an attempt of this event type (about this song, when given: other tests share the receiver) was accepted. */
  async accepted(type: string, timeoutMs = 150_000, songId?: string): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    const about = (r: Received) => songId === undefined || (JSON.parse(r.body) as { data?: { songId?: string } }).data?.songId === songId;
    for (;;) {
      const found = this.received.find((r) => r.headers['boogy-event'] === type && r.answered === 200 && about(r));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no accepted ${type} delivery; got ${JSON.stringify(this.received.map((r) => [r.headers['boogy-event'], r.answered]))}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The SDK's client (`@boogy/contracts/sdk`): no cookie jar at all, only the bearer token; every answer checked against openapi.yaml. */
function bearerClient(app: TestApp, token: string, extraHeaders: Record<string, string> = {}): BoogyClient {
  const api = createBoogyClient({
    baseUrl: app.url,
    token,
    fetch: (request) => {
      for (const [name, value] of Object.entries({ 'x-forwarded-for': '10.77.0.1', ...extraHeaders })) request.headers.set(name, value);
      return fetch(request);
    },
  });
  api.use(contractValidation);
  return api;
}

describe('integrators: API tokens, signed webhooks and CORS', () => {
  let app: TestApp;
  const receiver = new Receiver();

  beforeAll(async () => {
    await receiver.start();
    app = await startTestApp({ CORS_ORIGINS: `${PARTNER}, https://other-partner.example`, SONG_FULL_DURATION_SEC: '60', WEBHOOK_RETRY_BASE_SECONDS: '1', API_TOKEN_RATE_LIMIT_PER_MINUTE: '40' });
  });
  afterAll(async () => {
    await app.stop();
    await receiver.stop();
  });

  async function ownerWithToken(name = 'Partner CRM'): Promise<{ owner: ReturnType<typeof visitorFrom>; email: string; created: Schema<'CreatedApiToken'> }> {
    const owner = visitorFrom(app);
    const { email } = await registerConfirmed(owner);
    const { data, response } = await owner.api.POST('/api/user/api-tokens', { body: { name } });
    expect(response.status).toBe(201);
    return { owner, email, created: data! };
  }

  it('creates a song with a bearer token from a process with no cookies and delivers signed song.previews_ready and song.completed', async () => {
    const { created } = await ownerWithToken();
    expect(created.token).toMatch(/^boogy_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.tokenHint.startsWith('boogy_pat_')).toBe(true);
    const stored = await sql<{ token_hash: string }>(app, 'select token_hash from integrations.api_tokens where id = $1', [created.id]);
    expect(stored[0]!.token_hash).not.toContain(created.token.slice(10));

    const partner = bearerClient(app, created.token);
    const hook = await partner.POST('/api/user/webhooks', { body: { url: receiver.url, events: ['song.previews_ready', 'song.completed'] } });
    expect(hook.response.status).toBe(201);
    const secret = hook.data!.secret;

    const song = await partner.POST('/api/songs', { body: { names: ['Alice', 'Bob'], lyrics: LYRICS, style: 'hip-hop', vocalGender: 'male' } });
    expect(song.response.status).toBe(201);
    expect(song.response.headers.getSetCookie()).toEqual([]);
    const render = await partner.POST('/api/generate-music', { body: { songId: song.data!.id } });
    expect(render.response.status).toBe(202);

    for (const type of ['song.previews_ready', 'song.completed'] as const) {
      const delivery = await receiver.accepted(type);
      expect(verifyWebhookSignature(secret, String(delivery.headers['boogy-signature']), delivery.body)).toBe(true);
      expect(verifyWebhookSignature('whsec_someone-else', String(delivery.headers['boogy-signature']), delivery.body)).toBe(false);
      const event = JSON.parse(delivery.body) as { id: string; type: string; createdAt: string; data: { songId: string } };
      expect(event).toMatchObject({ type, data: { songId: song.data!.id } });
      expect(Number.isNaN(Date.parse(event.createdAt))).toBe(false);
      // The refused first attempt and the retry carry the same delivery id and body.
      const attempts = receiver.received.filter((r) => r.headers['boogy-delivery'] === delivery.headers['boogy-delivery']);
      expect(attempts.map((a) => a.answered)).toEqual([503, 200]);
      expect(new Set(attempts.map((a) => a.body)).size).toBe(1);
    }

    const log = await partner.GET('/api/user/webhooks/{id}/deliveries', { params: { path: { id: hook.data!.id }, query: { limit: 1 } } });
    expect(log.data!.items).toHaveLength(1);
    expect(log.data!.items[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    const next = await partner.GET('/api/user/webhooks/{id}/deliveries', { params: { path: { id: hook.data!.id }, query: { cursor: log.data!.nextCursor! } } });
    expect(next.data!.items.map((d) => d.id)).not.toContain(log.data!.items[0]!.id);
    expect(next.data!.items.length + 1).toBe(2);
    expect(next.data!.items.every((d) => d.status === 'delivered')).toBe(true);
  }, 200_000);

  it('counts webhook delivery attempts by outcome in /metrics (a payment: no render needed)', async () => {
    const count = (outcome: string) => metricValue(app.url, 'boogy_webhook_deliveries_total', { outcome });
    const before = { delivered: await count('delivered'), retry: await count('retry') };
    const { owner, created } = await ownerWithToken('Metrics');
    const hook = await bearerClient(app, created.token).POST('/api/user/webhooks', { body: { url: receiver.url, events: ['payment.captured'] } });
    expect(hook.response.status).toBe(201);
    const songId = await makeSong(owner);
    const { data: order } = await owner.api.POST('/paypal/order', { body: { songId } });
    await owner.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order!.id } } });
    expect((await owner.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } } })).response.status).toBe(200);
    // The receiver refuses the first attempt (503) and accepts the retry.
    const accepted = await receiver.accepted('payment.captured', 60_000);
    // The retry comes when it is due (2 s after the refusal with a 1 s base), not at the queue's next
    // slow poll: pg-boss polls a notify queue every 30 s unless told otherwise.
    const refused = receiver.received.find((r) => r.headers['boogy-delivery'] === accepted.headers['boogy-delivery'] && r.answered === 503)!;
    expect(accepted.at - refused.at).toBeLessThan(20_000);
    expect(await waitForMetric(app.url, 'boogy_webhook_deliveries_total', { outcome: 'delivered' }, before.delivered + 1)).toBe(before.delivered + 1);
    expect(await count('retry')).toBe(before.retry + 1);
    expect(await count('failed')).toBe(0);
  }, 120_000);

  it("delivers signed song.failed and payment.captured webhooks for the token owner's song and payment", async () => {
    const { created } = await ownerWithToken('Partner shop');
    const partner = bearerClient(app, created.token);
    const hook = await partner.POST('/api/user/webhooks', { body: { url: receiver.url, events: ['song.failed', 'payment.captured'] } });
    expect(hook.response.status).toBe(201);
    const secret = hook.data!.secret;
    const verified = async (type: string, songId: string) => {
      const delivery = await receiver.accepted(type, undefined, songId);
      expect(delivery.headers['boogy-event']).toBe(type);
      expect(verifyWebhookSignature(secret, String(delivery.headers['boogy-signature']), delivery.body)).toBe(true);
      expect(verifyWebhookSignature(secret, String(delivery.headers['boogy-signature']), delivery.body.replace('}', ' }'))).toBe(false);
      return JSON.parse(delivery.body) as { id: string; type: string; data: Record<string, unknown> };
    };

    // A render the engine refuses for good (a style it does not know, written behind the API's back) fails the song.
    const doomed = await partner.POST('/api/songs', { body: { names: ['Carol'], lyrics: LYRICS, style: 'hip-hop', vocalGender: 'female' } });
    expect(doomed.response.status).toBe(201);
    await sql(app, `update catalog.songs set style = 'polka' where id = $1`, [doomed.data!.id]);
    expect((await partner.POST('/api/generate-music', { body: { songId: doomed.data!.id } })).response.status).toBe(202);
    const failed = await verified('song.failed', doomed.data!.id);
    expect(failed).toMatchObject({ type: 'song.failed', data: { songId: doomed.data!.id } });

    // The owner buys a song with the bearer token alone (sandbox provider: create, approve, capture).
    const song = await partner.POST('/api/songs', { body: { names: ['Dave'], lyrics: LYRICS, style: 'hip-hop', vocalGender: 'male' } });
    const order = await partner.POST('/paypal/order', { body: { songId: song.data!.id, amount: '10.00', currency: 'USD', intent: 'CAPTURE' } });
    expect(order.response.status).toBe(201);
    await partner.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order.data!.id } } });
    const capture = await partner.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.data!.id } } });
    expect(capture.response.status).toBe(200);
    const captured = await verified('payment.captured', song.data!.id);
    expect(captured).toMatchObject({ type: 'payment.captured', data: { paymentId: capture.data!.paymentId, songId: song.data!.id, amountPaidCents: 1000, currency: 'USD' } });
  }, 200_000);

  it('refuses a revoked token at once (401), an expired one (401), and garbage (401), with declared codes', async () => {
    const { owner, created } = await ownerWithToken();
    const partner = bearerClient(app, created.token);
    expect((await partner.GET('/api/user/api-tokens')).response.status).toBe(200);

    const listed = await owner.api.GET('/api/user/api-tokens');
    expect(listed.data!.items.map((t) => t.id)).toContain(created.id);
    expect(JSON.stringify(listed.data)).not.toContain(created.token);

    expect((await owner.api.DELETE('/api/user/api-tokens/{id}', { params: { path: { id: created.id } } })).response.status).toBe(204);
    const refused = await partner.GET('/api/user/api-tokens');
    expect({ status: refused.response.status, code: (refused.error as Schema<'Error'>).code }).toEqual({ status: 401, code: 'invalid_api_token' });
    expect((await owner.api.DELETE('/api/user/api-tokens/{id}', { params: { path: { id: created.id } } })).response.status).toBe(404);

    const second = await ownerWithToken('Short-lived');
    await sql(app, "update integrations.api_tokens set expires_at = now() - interval '1 second' where id = $1", [second.created.id]);
    const expired = await bearerClient(app, second.created.token).GET('/api/user/api-tokens');
    expect({ status: expired.response.status, code: (expired.error as Schema<'Error'>).code }).toEqual({ status: 401, code: 'api_token_expired' });

    const garbage = await bearerClient(app, 'boogy_pat_not-a-real-token').GET('/api/user/api-tokens');
    expect(garbage.response.status).toBe(401);
  });

  it('keeps tokens away from administration and from minting tokens; only a proved email gets one', async () => {
    const { owner, email, created } = await ownerWithToken();
    await sql(app, 'update identity.users set is_admin = true where email = $1', [email]);
    expect((await owner.api.GET('/api/admin/dashboard')).response.status).toBe(200);
    const partner = bearerClient(app, created.token);
    const admin = await partner.GET('/api/admin/dashboard');
    expect({ status: admin.response.status, code: (admin.error as Schema<'Error'>).code }).toEqual({ status: 403, code: 'api_token_not_accepted' });
    const mint = await partner.POST('/api/user/api-tokens', { body: { name: 'another' } });
    expect({ status: mint.response.status, code: (mint.error as Schema<'Error'>).code }).toEqual({ status: 403, code: 'api_token_not_accepted' });

    const unproved = visitorFrom(app);
    await register(unproved);
    const refused = await unproved.api.POST('/api/user/api-tokens', { body: { name: 'x' } });
    expect({ status: refused.response.status, code: refused.error!.code }).toEqual({ status: 403, code: 'email_not_verified' });
  });

  it('answers bad input with 400 and a declared code, never a 500', async () => {
    const { owner, created } = await ownerWithToken();
    const partner = bearerClient(app, created.token);
    const cases: [Schema<'CreateWebhookRequest'>, string][] = [
      [{ url: 'ftp://partner.example/hook', events: ['song.completed'] }, 'webhook_url_refused'],
      [{ url: 'not a url', events: ['song.completed'] }, 'webhook_url_refused'],
      [{ url: 'https://user:pw@partner.example/hook', events: ['song.completed'] }, 'webhook_url_refused'],
      [{ url: 'https://partner.example/hook', events: ['song.exploded' as 'song.completed'] }, 'validation_failed'],
      [{ url: 'https://partner.example/hook', events: [] }, 'validation_failed'],
      [{ url: `https://partner.example/${'x'.repeat(2100)}`, events: ['song.completed'] }, 'validation_failed'],
    ];
    for (const [body, code] of cases) {
      const { response, error } = await partner.POST('/api/user/webhooks', { body });
      expect({ url: body.url.slice(0, 40), status: response.status, code: (error as Schema<'Error'>).code }).toEqual({ url: body.url.slice(0, 40), status: 400, code });
    }
    const long = await owner.api.POST('/api/user/api-tokens', { body: { name: 'n'.repeat(101) } });
    expect(long.response.status).toBe(400);
    const past = await owner.api.POST('/api/user/api-tokens', { body: { name: 'past', expiresAt: '2001-01-01T00:00:00Z' } });
    expect({ status: past.response.status, code: past.error!.code }).toEqual({ status: 400, code: 'invalid_expiry' });
    const cursor = await partner.GET('/api/user/webhooks/{id}/deliveries', { params: { path: { id: created.id }, query: { cursor: 'bogus' } } });
    expect(cursor.response.status).toBe(400);
  });

  it('limits each token on its own (429 with Retry-After)', async () => {
    const first = await ownerWithToken();
    const second = await ownerWithToken();
    const partner = bearerClient(app, first.created.token);
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await fetch(`${app.url}/api/user/webhooks`, { headers: { authorization: `Bearer ${first.created.token}` } })).status);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    const limited = await partner.GET('/api/user/webhooks');
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another token (same address) is not held back.
    expect((await bearerClient(app, second.created.token).GET('/api/user/webhooks')).response.status).toBe(200);
  });

  it('gives a retry with the same Idempotency-Key the first answer: one song, one credit, even in parallel', async () => {
    const { created, email } = await ownerWithToken();
    const [{ id: userId }] = await sql<{ id: string }>(app, 'select id from identity.users where email = $1', [email]);
    const songsOf = async () => Number((await sql<{ n: string }>(app, 'select count(*) as n from catalog.songs where user_id = $1', [userId]))[0]!.n);
    const body = { names: ['Alice'], lyrics: LYRICS, style: 'hip-hop' as const, vocalGender: 'male' as const };

    const keyed = bearerClient(app, created.token, { 'idempotency-key': 'order-42' });
    const first = await keyed.POST('/api/songs', { body });
    const again = await keyed.POST('/api/songs', { body });
    expect([first.response.status, again.response.status]).toEqual([201, 201]);
    expect(again.data!.id).toBe(first.data!.id);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await songsOf()).toBe(1);

    const reused = await keyed.POST('/api/songs', { body: { ...body, names: ['Carol'] } });
    expect({ status: reused.response.status, code: (reused.error as Schema<'Error'>).code }).toEqual({ status: 409, code: 'idempotency_key_reused' });

    const racing = bearerClient(app, created.token, { 'idempotency-key': 'order-43' });
    const results = await Promise.all(Array.from({ length: 5 }, () => racing.POST('/api/songs', { body })));
    expect(results.every((r) => r.response.status === 201 || (r.error as Schema<'Error'> | undefined)?.code === 'idempotent_request_in_progress')).toBe(true);
    expect(new Set(results.filter((r) => r.response.status === 201).map((r) => r.data!.id)).size).toBe(1);
    expect(await songsOf()).toBe(2);

    const bad = await bearerClient(app, created.token, { 'idempotency-key': 'spaces are not allowed' }).POST('/api/songs', { body });
    expect({ status: bad.response.status, code: (bad.error as Schema<'Error'>).code }).toEqual({ status: 400, code: 'invalid_idempotency_key' });
  });

  it('prunes Idempotency-Keys past their retention on a pg-boss cron; a pruned key is new again', async () => {
    const { created } = await ownerWithToken();
    const body = { names: ['Dora'], lyrics: LYRICS, style: 'hip-hop' as const, vocalGender: 'female' as const };
    const keyed = (key: string) => bearerClient(app, created.token, { 'idempotency-key': key });
    const old = await keyed('prune-old').POST('/api/songs', { body });
    const fresh = await keyed('prune-fresh').POST('/api/songs', { body });
    expect([old.response.status, fresh.response.status]).toEqual([201, 201]);
    const keysBefore = Number((await sql<{ n: string }>(app, 'select count(*) as n from integrations.idempotency_keys'))[0]!.n);
    // The first key's answer was stored a minute past the retention.
    await sql(app, `update integrations.idempotency_keys set created_at = now() - make_interval(hours => $1, mins => 1) where body->>'id' = $2`, [IDEMPOTENCY_KEY_RETENTION_HOURS, old.data!.id]);

    expect((await sql(app, 'select cron from pgboss.schedule where name = $1', [PRUNE_IDEMPOTENCY_KEYS_QUEUE])).length).toBe(1);
    expect(await app.running.app.get(CommandBus).execute(new PruneIdempotencyKeysCommand())).toBe(1);

    expect(Number((await sql<{ n: string }>(app, 'select count(*) as n from integrations.idempotency_keys'))[0]!.n)).toBe(keysBefore - 1);
    const replayed = await keyed('prune-fresh').POST('/api/songs', { body });
    expect(replayed.data!.id).toBe(fresh.data!.id);
    const renewed = await keyed('prune-old').POST('/api/songs', { body });
    expect(renewed.response.headers.get('idempotent-replayed')).toBeNull();
    expect(renewed.data!.id).not.toBe(old.data!.id);
  });

  it('answers CORS preflights for listed origins only, and only bearer requests get through cross-site', async () => {
    const preflight = (origin: string) =>
      fetch(`${app.url}/api/songs`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
    const allowed = await preflight(PARTNER);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await preflight('https://evil.example');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const { created } = await ownerWithToken();
    const fromPartner = await bearerClient(app, created.token, { origin: PARTNER }).POST('/api/user/webhooks', { body: { url: receiver.url, events: ['song.failed'] } });
    expect(fromPartner.response.status).toBe(201);
    expect(fromPartner.response.headers.get('access-control-allow-origin')).toBe(PARTNER);

    // A cookie request from the partner's page is still cross-site: refused.
    const cookieVisitor = visitorFrom(app);
    await registerConfirmed(cookieVisitor);
    const viaCookie = await cookieVisitor.fetch('/api/user/api-tokens', { method: 'POST', headers: { origin: PARTNER, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x' }) });
    expect(viaCookie.status).toBe(403);
  });
});

import { metricValue, waitForMetric } from '../support/metrics';
import { startTestApp, type TestApp } from '../support/test-app';
import { register, visitorFrom, waitForEmail } from './identity-helpers';

describe('operations endpoints through the real server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('counts emails sent in /metrics', async () => {
    const sent = () => metricValue(app.url, 'boogy_emails_total', { outcome: 'sent', transport: 'mailbox' });
    const before = await sent();
    const visitor = visitorFrom(app);
    const { email } = await register(visitor);
    await visitor.api.POST('/api/forgot-password', { body: { email } });
    await waitForEmail(visitor, email, /Reset your/);
    expect(await waitForMetric(app.url, 'boogy_emails_total', { outcome: 'sent', transport: 'mailbox' }, before + 1)).toBeGreaterThanOrEqual(before + 1);
    expect(await metricValue(app.url, 'boogy_emails_total', { outcome: 'failed' })).toBe(0);
  });

  it('reports the use of every database pool in /metrics', async () => {
    const text = await (await fetch(`${app.url}/metrics`)).text();
    for (const pool of ['orm', 'sessions', 'messaging', 'jobs']) {
      expect(text).toMatch(new RegExp(`^boogy_db_pool_connections\\{pool="${pool}",state="busy"\\} \\d+$`, 'm'));
      expect(text).toMatch(new RegExp(`^boogy_db_pool_max_connections\\{pool="${pool}"\\} [1-9]\\d*$`, 'm'));
      expect(text).toMatch(new RegExp(`^boogy_db_pool_waits_total\\{pool="${pool}"\\} \\d+$`, 'm'));
    }
    // The video renderer's figures exist before it renders anything.
    expect(text).toContain('# TYPE boogy_video_renders_total counter');
    expect(text).toContain('# TYPE boogy_video_render_seconds histogram');
  });

  it('says the process is alive', async () => {
    const { data, response } = await app.visitor().api.GET('/api/health');
    expect(response.status).toBe(200);
    expect(data).toEqual({ status: 'ok' });
  });

  it('says the database, the job queue and the media store are reachable', async () => {
    const { data } = await app.visitor().api.GET('/api/ready');
    expect(data).toEqual({ status: 'ready', checks: { database: 'up', jobs: 'up', storage: 'up' } });
  });

  it('answers 401 to a signed-out visitor asking for the current user', async () => {
    const { error, response } = await app.visitor().api.GET('/api/auth/user');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ statusCode: 401 });
  });

  it('tags every answer with a request id, reusing a sane one from the caller', async () => {
    const visitor = app.visitor();
    const fresh = await visitor.fetch('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const reused = await visitor.fetch('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(reused.headers.get('x-request-id')).toBe('abc-123');
  });

  it('sends pages a CSP that lets the PayPal SDK load', async () => {
    const res = await app.visitor().fetch('/api/docs');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.paypal\.com/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends API answers, on either lane, a policy under which nothing loads, frames or sniffs them', async () => {
    const visitor = app.visitor();
    for (const path of ['/api/health', '/api/pricing?country=JP']) {
      const res = await visitor.fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('serves interactive API docs built from openapi.yaml', async () => {
    const visitor = app.visitor();
    const page = await visitor.fetch('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
    const spec = await visitor.fetch('/api/openapi.yaml');
    expect(await spec.text()).toContain('openapi: 3.1.0');
    const bundle = await visitor.fetch('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });

  it('refuses a state-changing request from another site (CSRF)', async () => {
    const res = await app.visitor().fetch('/api/logout', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'cross_site_request' });
  });

  it('refuses a state-changing request whose body is not JSON', async () => {
    const res = await app.visitor().fetch('/api/logout', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect(res.status).toBe(415);
  });

  it('answers malformed JSON with a clear 400, not a crash', async () => {
    const res = await app.visitor().fetch('/api/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Request body is not valid JSON' });
  });
});

import { captureOutput } from '../support/capture-output';
import { startTestApp, type TestApp } from '../support/test-app';
import { register, uniqueEmail, visitorFrom, waitForEmail } from './identity-helpers';

describe('secrets stay out of the logs', () => {
  let app: TestApp;
  let output: ReturnType<typeof captureOutput>;
  beforeAll(async () => {
    output = captureOutput();
    app = await startTestApp({ TRUST_PROXY: 'true', LOG_LEVEL: 'trace' });
  });
  afterAll(async () => {
    await app.stop();
    output.restore();
  });

  it('logs requests at trace level without any password or emailed token', async () => {
    const password = 'Leaky-Password-4242';
    const newPassword = 'Other-Leaky-Password-77';
    const visitor = visitorFrom(app);
    const { email } = await register(visitor, { password, confirmPassword: password });
    await visitorFrom(app).api.POST('/api/login', { body: { email, password } });
    await visitorFrom(app).api.POST('/api/login', { body: { email, password: 'Wrong-Leaky-Password' } });
    await visitor.api.POST('/api/forgot-password', { body: { email } });
    const mail = await waitForEmail(visitor, email, /Reset your/);
    const token = new URL(mail.links.find((l) => l.includes('/reset-password'))!).searchParams.get('token')!;
    await visitor.api.POST('/api/reset-password', { body: { token, newPassword, confirmPassword: newPassword } });
    await visitor.api.POST('/api/auth/request-email-change', { body: { newEmail: uniqueEmail(), currentPassword: newPassword } });

    const logs = output.text();
    expect(logs).toContain('/api/login'); // the requests were logged…
    for (const secret of [password, newPassword, 'Wrong-Leaky-Password', token]) expect(logs).not.toContain(secret); // …their secrets were not
  });
});

describe('known unavailable states are one warning, not an error with a stack', () => {
  let app: TestApp;
  let output: ReturnType<typeof captureOutput>;
  beforeAll(async () => {
    output = captureOutput();
    app = await startTestApp({ LOG_LEVEL: 'info' }); // sandbox payments: PayPal's webhook is not configured
  });
  afterAll(async () => {
    await app.stop();
    output.restore();
  });

  it("the PayPal webhook in sandbox mode answers 503 and logs one warning line, without a stack", async () => {
    const before = output.text().length;
    const res = await app.visitor().fetch('/api/paypal/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.REFUNDED' }) });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe('webhook_not_configured');
    const lines = output
      .text()
      .slice(before)
      .split('\n')
      .filter((line) => line.includes('webhook_not_configured') || line.includes('Webhook verification is not configured'));
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.map((e) => [e.level, e.msg])).toEqual([[40, 'POST /api/paypal/webhook answered 503 webhook_not_configured: Webhook verification is not configured']]);
    expect(output.text().slice(before)).not.toMatch(/"level":50/);
    expect(output.text().slice(before)).not.toMatch(/\n\s+at /);
  });
});

import fs from 'node:fs';
import { startTestApp, type TestApp } from '../support/test-app';
import { register, uniqueEmail, visitorFrom, waitForEmail } from './identity-helpers';

/** Everything the process writes to stdout/stderr (pino writes to the file descriptors directly). */
function captureOutput(): { text: () => string; restore: () => void } {
  const chunks: string[] = [];
  const keep = (fd: unknown, data: unknown) => {
    if (fd === 1 || fd === 2) chunks.push(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  };
  const write = jest.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    keep(fd, data);
    const callback = rest.find((r) => typeof r === 'function') as ((err: null, n: number) => void) | undefined;
    callback?.(null, Buffer.byteLength(String(data)));
  }) as never);
  const writeSync = jest.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown) => {
    keep(fd, data);
    return Buffer.byteLength(String(data));
  }) as never);
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(((data: unknown) => (keep(1, data), true)) as never);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(((data: unknown) => (keep(2, data), true)) as never);
  return {
    text: () => chunks.join(''),
    restore: () => [write, writeSync, stdout, stderr].forEach((s) => s.mockRestore()),
  };
}

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

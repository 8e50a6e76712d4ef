import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { startTestApp, type TestApp } from '../support/test-app';
import { register, uniqueEmail, visitorFrom, waitForEmail } from './identity-helpers';

/** This machine's first non-loopback IPv4 address: a request to it arrives from another "host" on the LAN. */
function lanAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal);
  if (!address) throw new Error('this test needs a non-loopback network interface');
  return address.address;
}

/**
 * The dev mailbox holds sign-in and reset links: outside production it is served to this machine
 * only (the socket's address, whatever X-Forwarded-For claims), and is a 404 to anyone else.
 */
describe('dev mailbox', () => {
  let app: TestApp;
  let lanUrl: string;
  beforeAll(async () => {
    // Listening on every interface, as `HOST=0.0.0.0` does to let phones on the Wi-Fi try the app.
    app = await startTestApp({ HOST: '0.0.0.0', TRUST_PROXY: 'true' });
    lanUrl = `http://${lanAddress()}:${new URL(app.url).port}`;
  });
  afterAll(() => app.stop());

  it('shows the emails and their links to a browser on this machine, even behind a claimed proxy address', async () => {
    const { email } = await register(visitorFrom(app));
    const visitor = visitorFrom(app, '203.0.113.9');
    await visitor.api.POST('/api/forgot-password', { body: { email } });
    const mail = await waitForEmail(visitor, email, /Reset your/);
    expect(mail.links.length).toBeGreaterThan(0);
    const page = await visitor.fetch(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(mail.links[0]!);
  });

  it('is a 404 to another machine on the network, as in production, even when it claims to be local', async () => {
    const email = uniqueEmail('lan');
    const local = visitorFrom(app);
    await local.api.POST('/api/simple-signin', { body: { email } });
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
      for (const path of [`/api/dev/mailbox?to=${encodeURIComponent(email)}`, '/api/dev/mailbox', '/dev/mailbox']) {
        const res = await fetch(lanUrl + path, { headers });
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        const body = await res.text();
        expect(body).not.toContain('http');
        expect(JSON.parse(body)).toMatchObject({ statusCode: 404 });
      }
    }
  });

  it('is a 404 from this machine too when the Host header names another site (DNS rebinding)', async () => {
    const { email } = await register(visitorFrom(app));
    const port = Number(new URL(app.url).port);
    const get = (host: string, path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
      for (const host of [`attacker.example:${port}`, 'attacker.example', `127.0.0.1.nip.io:${port}`, `localhost.attacker.example:${port}`]) {
        const res = await get(host, path);
        expect({ host, path, status: res.status }).toEqual({ host, path, status: 404 });
        expect(res.body).not.toContain(email);
      }
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `boogy.localhost:${port}`]) {
        expect({ host, path, status: (await get(host, path)).status }).toEqual({ host, path, status: 200 });
      }
    }
  });
});

import { request } from 'node:http';
import { connect } from 'node:net';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { CHECKOUT_TEST_ENV, makeSong, query, signedInAdmin, uniqueEmail, userWithSong } from '../support/checkout-fixtures';

/** Sends raw text as a JSON body (deep nesting, escapes the typed client would not send). */
async function postRaw(visitor: Visitor, path: string, body: string, method = 'POST'): Promise<{ status: number; body: { message?: string; code?: string } }> {
  const response = await visitor.fetch(path, { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() }, body });
  const text = await response.text();
  let parsed: { message?: string; code?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed };
}

const randomIp = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/**
 * Hostile input answers 400 with a clear message and changes nothing,
 * and request bodies are held to openapi.yaml's limits.
 */
describe('hostile input gets 400, never 500', () => {
  let app: TestApp;
  let admin: Visitor;
  let user: { visitor: Visitor; songId: string; email: string };
  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox', PROCESS_ROLE: 'api' });
    admin = await signedInAdmin(app);
    user = await userWithSong(app, 'hostile');
  });
  afterAll(() => app.stop());

  const count = async (sql: string) => Number((await query<{ n: string }>(app, `select count(*) as n from ${sql}`))[0]!.n);

  it('deeply nested JSON (10–20 kB, under the body limit) on any JSON endpoint', async () => {
    const users = await count('identity.users');
    for (const [visitor, path, body] of [
      [app.visitor(), '/api/register', deep(7_000)],
      [app.visitor(), '/api/simple-register', `{"email":"a@b.co","firstName":${deep(9_000)}}`],
      [app.visitor(), '/api/generate-lyrics', `{"names":${deep(5_000)},"style":"hip-hop"}`],
      [user.visitor, '/api/songs', `{"names":["Ann"],"lyrics":"la la","style":"hip-hop","danceMoves":${deep(8_000)}}`],
      [user.visitor, '/paypal/order', `{"songId":${deep(10_000)}}`],
      [admin, '/api/admin/vouchers', `{"code":"DEEP1","discountType":"fixed","discountValue":1,"expiresAt":${deep(6_000)}}`],
    ] as const) {
      expect(body.length).toBeGreaterThan(10_000);
      const answer = await postRaw(visitor, path, body);
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, expect.stringContaining('nested too deeply')]);
    }
    expect(await count('identity.users')).toBe(users);
    expect(await count(`checkout.vouchers where code = 'DEEP1'`)).toBe(0);
  });

  it('NUL bytes in lyrics, names, titles, first names and voucher codes', async () => {
    const before = { users: await count('identity.users'), songs: await count('catalog.songs'), vouchers: await count('checkout.vouchers') };
    const cases: [Visitor, string, unknown, string?][] = [
      [user.visitor, '/api/songs', { names: ['Ann'], lyrics: 'Ann is \u0000 dancing', style: 'hip-hop' }],
      [user.visitor, '/api/songs', { names: ['An\u0000n'], lyrics: 'Ann is dancing', style: 'hip-hop' }],
      [app.visitor(), '/api/generate-lyrics', { names: ['Bo\u0000b'], style: 'hip-hop' }],
      [user.visitor, `/api/songs/${user.songId}`, { title: 'My \u0000 song' }, 'PATCH'],
      [app.visitor(), '/api/simple-register', { email: uniqueEmail('nul'), firstName: 'Ni\u0000na' }],
      [app.visitor(), '/api/validate-voucher', { code: 'SAVE\u000010' }],
      [admin, '/api/admin/vouchers', { code: 'NUL\u00001', discountType: 'fixed', discountValue: 100 }],
      [user.visitor, '/api/free-song-download', { songId: user.songId, voucherCode: 'FREE\u0000' }],
    ];
    for (const [visitor, path, body, method] of cases) {
      const answer = await postRaw(visitor, path, JSON.stringify(body), method);
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, 'Request body: text must not contain NUL characters']);
    }
    expect({ users: await count('identity.users'), songs: await count('catalog.songs'), vouchers: await count('checkout.vouchers') }).toEqual(before);
    const [song] = await query<{ title: string }>(app, 'select title from catalog.songs where id = $1', [user.songId]);
    expect(song!.title).not.toContain('\u0000');
  });

  it('lone surrogates in email fields', async () => {
    const users = await count('identity.users');
    for (const [path, body] of [
      ['/api/simple-register', { email: 'x\ud800@boogy.test', firstName: 'Sam' }],
      ['/api/simple-signin', { email: '\udc00x@boogy.test' }],
      ['/api/login', { email: 'x\ud800@boogy.test', password: 'whatever-password' }],
      ['/api/register', { email: 'x\ud800@boogy.test', password: 'long-enough-1', confirmPassword: 'long-enough-1', firstName: 'Sam' }],
      ['/api/forgot-password', { email: 'x\ud800@boogy.test' }],
    ] as const) {
      const answer = await postRaw(app.visitor(), path, JSON.stringify(body));
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, 'Request body: text must be valid Unicode (a lone surrogate was sent)']);
    }
    const guest = await postRaw(user.visitor, '/paypal/order', JSON.stringify({ songId: await makeSong(app.visitor()), firstName: 'Sam', email: 'x\ud800@boogy.test' }));
    expect(guest.status).toBe(400);
    expect(await count('identity.users')).toBe(users);
  });

  it('emoji-only names in generate-lyrics answer with the names rule’s message', async () => {
    const answer = await app.visitor().api.POST('/api/generate-lyrics', { body: { names: ['🎉🎉', '🥳'], style: 'hip-hop' }, headers: { 'x-forwarded-for': randomIp() } });
    expect(answer.response.status).toBe(400);
    expect(answer.error?.message).toBe('Invalid Name: "🎉🎉" has no letters left once markup, emoji and symbols are removed.');
    const song = await user.visitor.api.POST('/api/songs', { body: { names: ['🥳'], lyrics: 'Everybody dance', style: 'hip-hop' } });
    expect([song.response.status, song.error?.code]).toEqual([400, 'invalid_name']);
  });

  it('integers above 2^31−1 (voucher discountValue, maxUses)', async () => {
    for (const body of [
      { code: 'BIGVAL1', discountType: 'fixed', discountValue: 2_147_483_648 },
      { code: 'BIGUSE1', discountType: 'fixed', discountValue: 100, maxUses: 2_147_483_648 },
      { code: 'BIGUSE2', discountType: 'percentage', discountValue: 10, maxUses: 1e20 },
    ] as const) {
      const answer = await admin.api.POST('/api/admin/vouchers', { body });
      expect(answer.response.status).toBe(400);
      expect(answer.error?.message).toMatch(/must be <= 2147483647/);
    }
    expect(await count(`checkout.vouchers where code like 'BIG%'`)).toBe(0);
  });

  it('a 100 kB URL answers 431, and a client still sending is not reset', async () => {
    // As curl does: the whole request goes out while the server has already answered.
    const outcome = await new Promise<{ answer: string; error: string | null }>((resolve) => {
      const socket = connect(Number(new URL(app.url).port), '127.0.0.1');
      let answer = '';
      let error: string | null = null;
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
      socket.on('close', () => resolve({ answer, error }));
      socket.on('connect', () => void (async () => {
        socket.write(`POST /api/songs/${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`);
        for (let i = 0; i < 40 && !socket.destroyed; i++) {
          socket.write('x'.repeat(5_000));
          await new Promise((r) => setTimeout(r, 5));
        }
        if (!socket.destroyed) socket.end();
      })());
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(outcome.error).toBeNull();
  });

  it('a 100 kB URL answers 431 to ordinary clients too', async () => {
    const url = new URL(`${app.url}/api/songs/${'a'.repeat(100_000)}`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url, { method: 'GET' }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.end();
    });
    expect([414, 431]).toContain(status);
    // And with fetch, as a browser-like client would.
    const viaFetch = await fetch(`${app.url}/api/pricing?country=${'x'.repeat(100_000)}`);
    expect([414, 431]).toContain(viaFetch.status);
  });

  it('request bodies are held to openapi.yaml: 21 names, unknown types and out-of-range values are 400', async () => {
    const names = Array.from({ length: 21 }, (_, i) => `Name${i}`);
    const lyrics = await app.visitor().api.POST('/api/generate-lyrics', { body: { names, style: 'hip-hop' }, headers: { 'x-forwarded-for': randomIp() } });
    expect([lyrics.response.status, lyrics.error?.message]).toEqual([400, 'Too Many Names: Maximum 20 names allowed for optimal song quality.']);
    const sixty = await user.visitor.api.POST('/api/songs', { body: { names: Array.from({ length: 60 }, (_, i) => `N${i}`), lyrics: 'la la la', style: 'hip-hop' } });
    expect(sixty.response.status).toBe(400);
    // Only the contract limits these (no DTO rule): its message says which field and why.
    const move = { name: 'Spin', move: 'spin', description: 'spin around', durationSec: 61 };
    const moves = await user.visitor.api.POST('/api/songs', { body: { names: ['Ann'], lyrics: 'Ann is dancing', style: 'hip-hop', danceMoves: [move] } });
    expect([moves.response.status, moves.error?.message]).toEqual([400, expect.stringContaining('durationSec')]);
    const code = await app.visitor().api.POST('/api/validate-voucher', { body: { code: 'x'.repeat(51) }, headers: { 'x-forwarded-for': randomIp() } });
    expect(code.response.status).toBe(400);
  });
});

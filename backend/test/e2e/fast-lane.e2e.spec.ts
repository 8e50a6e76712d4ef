import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Schema } from '@boogy/contracts';
import { Metrics } from '../../src/shared/observability';
import { SESSION_USER_TTL_MS } from '../../src/shared/http/fast-lane/session-users';
import { catalogSessionProbe } from '../support/catalog-session.probe';
import { startHttpApp, type RunningApp } from '../../src/bootstrap/start';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { register, tokenFrom, waitForEmail } from './identity-helpers';

/**
 * The hot reads (song, render status, price) are answered on the fast lane in front of Express
 * (shared/http/fast-lane). These tests hold it to what the full pipeline does: the same answer and
 * headers, ETag and 304, compression, authorization, sessions ended at once, metrics.
 */
const LYRICS = '[Verse]\nMarta and Joel dance all night\n[Chorus]\nHands up high for Marta tonight';
/** A song answer of a few KB, as real lyrics make it. */
const LONG_LYRICS = `${LYRICS}\n${Array.from({ length: 16 }, (_, i) => `Line ${i + 1}: Marta and Joel spin around the room`).join('\n')}`;

describe('fast lane for hot reads', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ GUEST_FREE_SAMPLES: '10', GUEST_SAMPLES_PER_IP_PER_DAY: '100' }, [catalogSessionProbe]);
  });
  afterAll(() => app.stop());

  async function createSong(visitor: Visitor, names: string[], lyrics = LYRICS): Promise<Schema<'CreatedSong'>> {
    const { data, response } = await visitor.api.POST('/api/songs', { body: { names, lyrics, style: 'k-pop', vocalGender: 'female' } });
    expect(response.status).toBe(201);
    return data!;
  }

  async function signIn(visitor: Visitor): Promise<string> {
    const res = await visitor.fetch('/test/catalog/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ credits: 3 }) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { userId: string }).userId;
  }

  it('answers a song read with the body, ETag and caching headers the full pipeline gives, 304 when unchanged, brotli when asked', async () => {
    const guest = app.visitor();
    const song = await createSong(guest, ['Marta', 'Joel'], LONG_LYRICS);
    const path = `/api/songs/${song.id}`;

    const read = await guest.api.GET('/api/songs/{id}', { params: { path: { id: song.id } } }); // checked against openapi.yaml
    expect(read.response.status).toBe(200);
    expect(read.data).toMatchObject({ id: song.id, names: ['Marta', 'Joel'] });
    const etag = read.response.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(read.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(read.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(read.response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");

    // HEAD is not on the lane: Express runs the controller and must agree on the ETag.
    const head = await guest.fetch(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);

    const unchanged = await rawGet(app.url + path, { cookie: await cookieOf(guest, path), 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);

    // node's fetch decodes by itself: read the raw bytes through a plain request.
    const raw = await rawGet(app.url + path, { cookie: await cookieOf(guest, path), 'accept-encoding': 'br' });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(raw.body).toString())).toEqual(read.data);

    // A rename shows on the next read (the read cache is dropped by the write), with a new ETag.
    await guest.api.PATCH('/api/songs/{id}', { params: { path: { id: song.id } }, body: { title: 'Marta Party' } });
    const renamed = await guest.fetch(path, { headers: { 'if-none-match': etag } });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { title: string }).title).toBe('Marta Party');
  });

  it("shows a song to a stranger read-only, keeps its render status a 404 to them, and a signed-out session is a stranger at once", async () => {
    const owner = app.visitor();
    await signIn(owner);
    const song = await createSong(owner, ['Ines']);
    const { data: task } = await owner.api.POST('/api/generate-music', { body: { songId: song.id, vocalGender: 'male' } });
    const path = `/api/songs/${song.id}`;
    const statusPath = `/api/check-music-status/${task!.taskId}`;
    const asJson = async (res: { body: Buffer }) => JSON.parse(res.body.toString()) as { isOwner?: boolean; statusCode?: number };

    const cookie = await cookieOf(owner, path);
    expect(await asJson(await rawGet(app.url + path, { cookie }))).toMatchObject({ isOwner: true });
    expect((await rawGet(app.url + statusPath, { cookie })).status).toBe(200);
    const stranger = app.visitor();
    expect(await (await stranger.fetch(path)).json()).toMatchObject({ isOwner: false });
    const refused = await stranger.fetch(statusPath);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ statusCode: 404 });

    // A copy of the cookie (another tab, a stolen one) keeps being sent after sign-out: it is nobody's now.
    expect((await owner.fetch('/api/logout', { method: 'POST' })).status).toBe(204);
    expect(await asJson(await rawGet(app.url + path, { cookie }))).toMatchObject({ isOwner: false });
    expect((await rawGet(app.url + statusPath, { cookie })).status).toBe(404);
  });

  it('gives the render status and the price, and hands malformed ids to the full pipeline', async () => {
    const guest = app.visitor();
    const song = await createSong(guest, ['Teo']);
    const { data: task } = await guest.api.POST('/api/generate-music', { body: { songId: song.id, vocalGender: 'male' } });
    const status = await guest.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: task!.taskId } } });
    expect(status.response.status).toBe(200);
    expect(status.data).toMatchObject({ taskId: task!.taskId, songId: song.id });
    expect(status.response.headers.get('cache-control')).toBe('no-store');
    expect((await app.visitor().api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: task!.taskId } } })).response.status).toBe(404);

    const price = await guest.api.GET('/api/pricing', { params: { query: { country: 'NO' } } });
    expect(price.data).toMatchObject({ country: 'NO', priceCents: expect.any(Number) });
    // Small answers too are sent compressed (each body is compressed once), when that is smaller.
    const gz = await rawGet(`${app.url}/api/pricing?country=NO`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(price.data);
    // Repeated ?country is no country at all, as Express reads it.
    expect(((await (await guest.fetch('/api/pricing?country=NO&country=JP')).json()) as { country: string }).country).toBe('US');

    const malformed = await guest.fetch('/api/songs/%E0%A4%A');
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });

  it("claims a guest's song for the account the guest signs in to (both cookies go down the full pipeline)", async () => {
    const visitor = app.visitor();
    const song = await createSong(visitor, ['Noor']);
    const userId = await signIn(visitor);
    expect((await visitor.fetch(`/api/songs/${song.id}`)).status).toBe(200);
    const { data } = await visitor.api.GET('/api/user/songs');
    expect(data!.items.map((s) => s.id)).toContain(song.id);
    expect(userId).toBeTruthy();
  });

  describe('beside a second API process on the same database', () => {
    let other: RunningApp;
    beforeAll(async () => {
      other = await startHttpApp({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SERVE_FRONTEND: 'false',
        PROCESS_ROLE: 'api',
        DATA_DIR: `/tmp/boogy-test-data/${process.pid}-second-api`,
        SESSION_SECRET: 'test-session-secret-that-is-long-enough-1234',
        SHUTDOWN_GRACE_SECONDS: '5',
        DATABASE_URL: app.databaseUrl,
      });
    });
    afterAll(() => other.stop());

    /** A password account with its own song, its session read (and so remembered) by both processes. */
    async function ownerSeenByBoth() {
      const owner = app.visitor();
      const { email } = await register(owner);
      const song = await createSong(owner, ['Ravi']);
      const path = `/api/songs/${song.id}`;
      const cookie = await cookieOf(owner, path);
      const isOwnerOn = async (base: string) => (JSON.parse((await rawGet(base + path, { cookie })).body.toString()) as { isOwner: boolean }).isOwner;
      expect([await isOwnerOn(app.url), await isOwnerOn(other.url)]).toEqual([true, true]);
      return { owner, email, isOwnerOn };
    }

    /**
     * The ending reaches the other process as a PostgreSQL notification, which may land a moment
     * after the HTTP answer: wait for both to say so, but well within the memory's backstop TTL
     * (its expiry would end the session too, and would hide a lost notification).
     */
    async function expectEndedOnBoth(isOwnerOn: (base: string) => Promise<boolean>, bases: string[]): Promise<void> {
      const endedAt = Date.now();
      let answers: boolean[] = [];
      while (Date.now() - endedAt < SESSION_USER_TTL_MS / 2) {
        answers = [];
        for (const base of bases) answers.push(await isOwnerOn(base));
        if (answers.every((isOwner) => !isOwner)) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(answers).toEqual(bases.map(() => false));
    }

    it('a password reset ends every session of the account in both processes at once, including their memory', async () => {
      const { owner, email, isOwnerOn } = await ownerSeenByBoth();
      await app.visitor().api.POST('/api/forgot-password', { body: { email } });
      const token = tokenFrom(await waitForEmail(owner, email, /Reset your/), '/reset-password');
      // Both remember the session again just before the reset (well within their memory's time).
      expect([await isOwnerOn(app.url), await isOwnerOn(other.url)]).toEqual([true, true]);
      const reset = await app.visitor().api.POST('/api/reset-password', { body: { token, newPassword: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' } });
      expect(reset.response.status).toBe(200);
      await expectEndedOnBoth(isOwnerOn, [other.url, app.url]);
    });

    it('signing out on one process and deleting the account on the other end the sessions on both at once', async () => {
      const first = await ownerSeenByBoth();
      // Sign out through the second process: the first one no longer knows the cookie.
      expect((await first.owner.fetch(`${other.url}/api/logout`, { method: 'POST' })).status).toBe(204);
      await expectEndedOnBoth(first.isOwnerOn, [app.url, other.url]);

      const second = await ownerSeenByBoth();
      const deleted = await second.owner.fetch(`${app.url}/api/auth/deactivate-account`, { method: 'POST' });
      expect(deleted.status).toBe(200);
      await expectEndedOnBoth(second.isOwnerOn, [other.url, app.url]);
    });
  });

  it('counts its answers in the HTTP metrics under the route, as the full pipeline does', async () => {
    const guest = app.visitor();
    const before = await answered('/api/pricing');
    for (let i = 0; i < 3; i++) expect((await guest.fetch('/api/pricing?country=JP')).status).toBe(200);
    expect(await answered('/api/pricing')).toBe(before + 3);
  });

  async function answered(route: string): Promise<number> {
    const { values } = await app.running.app.get(Metrics).httpRequests.get();
    return values.filter((v) => v.labels.route === route && v.labels.status === '200').reduce((sum, v) => sum + v.value, 0);
  }
});

/** The Cookie header the visitor's jar sends to this path (read back from a request it makes). */
async function cookieOf(visitor: Visitor, path: string): Promise<string> {
  let sent = '';
  const { createServer } = await import('node:http');
  const echo = createServer((req, res) => {
    sent = req.headers.cookie ?? '';
    res.end();
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  try {
    // The jar keys cookies by host, not port: the echo server on 127.0.0.1 gets the same ones.
    await visitor.fetch(`http://127.0.0.1:${(echo.address() as { port: number }).port}${path}`);
  } finally {
    echo.close();
  }
  return sent;
}

function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const http = require('node:http') as typeof import('node:http');
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

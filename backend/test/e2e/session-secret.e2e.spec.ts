import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import makeFetchCookie from 'fetch-cookie';
import { startHttpApp, type RunningApp } from '../../src/bootstrap/start';
import { loadConfig, SESSION_SECRET_FILE, withPersistedSessionSecret } from '../../src/shared/config';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Run locally without SESSION_SECRET, a restart must keep users signed in and
 * guests owning their songs: the secret made on first start is kept in DATA_DIR.
 */
describe('the local session secret survives restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'boogy-secret-'));
  let db: TestDatabase;
  let running: RunningApp | undefined;
  const start = async () =>
    startHttpApp({ NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SERVE_FRONTEND: 'false', DATA_DIR: dataDir, SESSION_SECRET: '', DATABASE_URL: db.url });

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await running?.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a signed-in user and a guest are still who they were after the app restarts', async () => {
    running = await start();
    const browser = makeFetchCookie(fetch) as unknown as typeof fetch;
    const call = (path: string, init?: RequestInit) => browser(`${running!.url}${path}`, init);
    const json = { 'content-type': 'application/json' };
    const signedUp = await call('/api/simple-register', { method: 'POST', headers: json, body: JSON.stringify({ email: `restart.${Date.now()}@example.com`, firstName: 'Rae' }) });
    expect(signedUp.status).toBe(200);
    const guest = makeFetchCookie(fetch) as unknown as typeof fetch;
    const song = await guest(`${running.url}/api/songs`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ names: ['Al'], style: 'hip-hop', lyrics: 'Al is dancing all night long, everybody sing along' }),
    });
    expect(song.status).toBe(201);
    const { id: songId } = (await song.json()) as { id: string };

    await running.stop();
    running = await start();

    expect((await call('/api/auth/user')).status).toBe(200);
    expect((await guest(`${running.url}/api/songs/${songId}`)).status).toBe(200);
  });

  it('keeps the secret owner-only in DATA_DIR, the same for every process sharing it', () => {
    const file = join(dataDir, SESSION_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const again = withPersistedSessionSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(again.SESSION_SECRET).toBe(secret);
    // A configured secret wins, and production never falls back to a file.
    expect(withPersistedSessionSecret(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'configured-secret-of-enough-length-1234' })).SESSION_SECRET).toBe('configured-secret-of-enough-length-1234');
  });
});

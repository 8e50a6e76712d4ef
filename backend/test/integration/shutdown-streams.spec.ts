import { request } from 'node:http';
import { startAppProcess, visitorOf, type AppProcess } from '../support/app-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * A rolling restart of an API process with a browser waiting on a song's progress stream: SIGTERM
 * tells the stream to reconnect and ends it, and the process exits without waiting out its grace
 * period (60 s here) for a stream that would stay open for minutes.
 */
describe('SIGTERM with an open progress stream', () => {
  let db: TestDatabase;
  let api: AppProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startAppProcess('api', db.url, { SHUTDOWN_GRACE_SECONDS: '60', DATA_DIR: `/tmp/boogy-scale-data/${process.pid}-streams` });
  }, 120_000);

  afterAll(async () => {
    await api?.kill9();
    await db?.drop();
  });

  it('tells the stream to reconnect, ends it, and exits 0 long before the grace period', async () => {
    const guest = visitorOf(api.url);
    const { data: song } = await guest.api.POST('/api/songs', { body: { names: ['Nora', 'Omar'], lyrics: '[Verse]\nNora and Omar dance all night\nThe party lights are shining bright', style: 'kids' } });
    const { data: task } = await guest.api.POST('/api/generate-music', { body: { songId: song!.id } });
    const cookie = await guest.jar.getCookieString(api.url);

    // No worker runs here: the render stays queued and the stream stays open.
    let body = '';
    const ended = new Promise<void>((resolve, reject) => {
      const req = request(`${api.url}/api/check-music-status/${task!.taskId}/events`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', resolve);
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    while (!body.includes('data: ')) await new Promise((resolve) => setTimeout(resolve, 50));

    const termAt = Date.now();
    api.term();
    await ended;
    await api.exitedCleanly();
    const exitedAfterMs = Date.now() - termAt;
    expect(body).toMatch(/\nretry: \d+\n\n$/);
    expect(exitedAfterMs).toBeLessThan(30_000); // half the grace period: it did not wait it out
  }, 120_000);
});

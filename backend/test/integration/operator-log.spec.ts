import { startAppProcess, visitorOf, type AppProcess } from '../support/app-process';
import { eventually } from '../support/messaging-probe-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * What an operator reads from a worker (started as worker.ts starts it): every line JSON with a
 * message, one line per render (song, versions, stage, seconds, encoder), and the shutdown told
 * through the same log.
 */
describe('the log of a worker', () => {
  let db: TestDatabase;
  let api: AppProcess;
  let worker: AppProcess;
  const common = { SONG_FULL_DURATION_SEC: '45', RENDER_CONCURRENCY: '1', DATA_DIR: `/tmp/boogy-scale-data/${process.pid}-operator-log` };

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startAppProcess('api', db.url, common);
    // At info, as operators run it (NODE_ENV=test turns info down to warn).
    worker = await startAppProcess('worker', db.url, { ...common, NODE_ENV: 'development' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([api, worker].filter(Boolean).map((p) => p.kill9()));
    await db?.drop();
  });

  const jsonLines = (output: string) =>
    output.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('APP_READY ')).map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return { notJson: line };
      }
    });

  it('logs each render once, and its shutdown, as JSON lines', async () => {
    const guest = visitorOf(api.url);
    const { data: song } = await guest.api.POST('/api/songs', { body: { names: ['Nora', 'Omar'], lyrics: '[Verse]\nNora and Omar dance all night\nThe party lights are shining bright', style: 'kids' } });
    const { data: task } = await guest.api.POST('/api/generate-music', { body: { songId: song!.id } });
    await eventually(
      async () => {
        const { data } = await guest.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: task!.taskId } } });
        return data!.status === 'completed';
      },
      `the render to complete:\n${worker.output()}`,
      240_000,
    );
    worker.term();
    await worker.exitedCleanly();

    const lines = jsonLines(worker.output());
    expect(lines.filter((line) => 'notJson' in line)).toEqual([]);
    expect(lines.filter((line) => typeof line.msg !== 'string')).toEqual([]);
    const renders = lines.filter((line) => line.msg === 'song rendered');
    expect(renders).toEqual([
      expect.objectContaining({ songId: song!.id, versions: [1, 2], render: 'previews', seconds: expect.any(Number), encoder: expect.stringMatching(/^lame-(native|wasm)$/) }),
      expect.objectContaining({ songId: song!.id, versions: [1, 2], render: 'full', seconds: expect.any(Number), encoder: expect.stringMatching(/^lame-(native|wasm)$/) }),
    ]);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'shutting down', signal: 'SIGTERM' }));
  }, 300_000);
});

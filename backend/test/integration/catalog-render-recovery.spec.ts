import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { createProbeTables } from '../support/messaging-probe.module';
import { startProbeProcess, type ProbeProcess } from '../support/messaging-probe-process';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A render is a durable job: a worker process killed (SIGKILL) in the middle of a render leaves the
 * job to pg-boss, and the song still completes once a worker runs again.
 */
describe('song rendering survives a crashed worker', () => {
  let app: TestApp;
  let db: Client;
  const workers: ProbeProcess[] = [];
  const workerEnv = { SONG_FULL_DURATION_SEC: '60', RENDER_CONCURRENCY: '1', DATA_DIR: `/tmp/boogy-test-data/${process.pid}` };

  beforeAll(async () => {
    // The API process only queues renders; separate worker processes run them.
    app = await startTestApp({ PROCESS_ROLE: 'api' });
    await createProbeTables(app.databaseUrl);
    db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    for (const worker of workers) if (!worker.exited()) await worker.stop();
    await db.end();
    await app.stop();
  });

  const songRow = async (id: string) => (await db.query('select status, progress from catalog.songs where id = $1', [id])).rows[0] as { status: string; progress: number };

  it('completes the song after the worker is killed mid-render and a worker starts again', async () => {
    const guest = app.visitor();
    const { data: song } = await guest.api.POST('/api/songs', {
      body: { names: ['Nora', 'Omar'], lyrics: '[Verse]\nNora and Omar dance all night\nThe party lights are shining bright', style: 'kids' },
    });
    const { data: task } = await guest.api.POST('/api/generate-music', { body: { songId: song!.id } });

    const first = await startProbeProcess(app.databaseUrl, workerEnv);
    workers.push(first);
    for (const deadline = Date.now() + 60_000; (await songRow(song!.id)).status !== 'processing'; ) {
      if (Date.now() > deadline) throw new Error(`the render never started:\n${first.output()}`);
      await sleep(100);
    }
    await first.kill9();
    expect((await songRow(song!.id)).status).toBe('processing');

    const second = await startProbeProcess(app.databaseUrl, workerEnv);
    workers.push(second);
    let status;
    for (const deadline = Date.now() + 170_000; ; ) {
      ({ data: status } = await guest.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: task!.taskId } } }));
      if (status!.status === 'completed' || status!.status === 'failed') break;
      if (Date.now() > deadline) {
        const jobs = await db.query("select state, retry_count, heartbeat_on, heartbeat_seconds, started_on, now() as now from pgboss.job where name = 'catalog-render-song'");
        throw new Error(`the render was not picked up again: ${JSON.stringify(jobs.rows)}\n${second.output()}`);
      }
      await sleep(500);
    }
    expect(status).toMatchObject({ status: 'completed', progress: 100 });
    expect(status!.tracks).toHaveLength(2);
    const audio = await guest.fetch(status!.tracks[0]!.audioUrl!);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
  }, 240_000);
});

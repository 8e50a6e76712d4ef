import { request } from 'node:http';
import { Client } from 'pg';
import { startAppProcess, visitorOf, type AppProcess } from '../support/app-process';
import { eventually } from '../support/messaging-probe-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * SIGTERM on real API and worker processes (started as main.ts / worker.ts start them): running
 * renders finish within the grace period or go back to the queue, the song completes exactly once,
 * requests in flight are answered while new connections are refused, and the process exits 0.
 */
describe('clean shutdown on SIGTERM', () => {
  let db: TestDatabase;
  let sql: Client;
  let api: AppProcess;
  const processes: AppProcess[] = [];
  const dataDir = `/tmp/boogy-scale-data/${process.pid}-shutdown`;
  const common = { SONG_FULL_DURATION_SEC: '45', RENDER_CONCURRENCY: '1', DATA_DIR: dataDir };

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new Client({ connectionString: db.url });
    await sql.connect();
    api = await startAppProcess('api', db.url, common);
    processes.push(api);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill9()));
    await sql?.end();
    await db?.drop();
  });

  const LYRICS = '[Verse]\nNora and Omar dance all night\nThe party lights are shining bright';
  const songRow = async (id: string) =>
    (await sql.query<{ status: string; progress: number }>('select status, progress from catalog.songs where id = $1', [id])).rows[0]!;
  const renderedEvents = async (songId: string) =>
    Number((await sql.query("select count(*) from messaging.outbox_messages where type = 'catalog.song-rendered.v1' and payload->>'songId' = $1", [songId])).rows[0].count);
  const renderJobs = async (songId: string) =>
    (await sql.query<{ state: string; retry_count: number }>("select state, retry_count from pgboss.job where name = 'catalog-render-song' and data->>'songId' = $1", [songId])).rows;

  /** A guest's song whose render job is queued, through the API process. */
  async function queueSong(): Promise<{ songId: string; taskId: string; guest: ReturnType<typeof visitorOf> }> {
    const guest = visitorOf(api.url);
    const { data: song } = await guest.api.POST('/api/songs', { body: { names: ['Nora', 'Omar'], lyrics: LYRICS, style: 'kids' } });
    const { data: task, response } = await guest.api.POST('/api/generate-music', { body: { songId: song!.id } });
    expect(response.status).toBe(202);
    return { songId: song!.id, taskId: task!.taskId, guest };
  }

  async function startWorker(graceSeconds: number): Promise<AppProcess> {
    const worker = await startAppProcess('worker', db.url, { ...common, SHUTDOWN_GRACE_SECONDS: String(graceSeconds) });
    processes.push(worker);
    return worker;
  }

  const waitProcessing = (songId: string, worker: AppProcess) =>
    eventually(async () => (await songRow(songId)).status === 'processing', `the render to start:\n${worker.output()}`, 90_000);

  /** Waits until the song's render completes or fails (through the API process). */
  const finished = (guest: ReturnType<typeof visitorOf>, taskId: string, worker: AppProcess) =>
    eventually(
      async () => {
        const { data } = await guest.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId } } });
        return data!.status === 'completed' || data!.status === 'failed' ? data : undefined;
      },
      `the render to complete:\n${worker.output()}`,
      240_000,
    );

  it('lets a running render job finish within the grace period, then exits 0; the song completes once', async () => {
    const { songId, taskId, guest } = await queueSong();
    const worker = await startWorker(300);
    await waitProcessing(songId, worker);
    worker.term();
    await worker.exitedCleanly();

    // The job that was running finished on this worker: nothing was cut, failed or left active.
    // (A render is two jobs, previews then full tracks: the second may still be waiting in the queue.)
    const jobs = await renderJobs(songId);
    expect(jobs.some((j) => j.state === 'completed')).toBe(true);
    expect(jobs.every((j) => j.retry_count === 0 && (j.state === 'completed' || j.state === 'created'))).toBe(true);
    const { data: during } = await guest.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId } } });
    expect(during!.tracks.filter((t) => t.previewUrl)).toHaveLength(2); // the previews made it

    const next = await startWorker(300);
    expect(await finished(guest, taskId, next)).toMatchObject({ status: 'completed', progress: 100 });
    expect(await renderedEvents(songId)).toBe(1);
    await eventually(async () => (await renderJobs(songId)).every((j) => j.state === 'completed'), 'every render job of the song completed', 60_000);
    expect((await renderJobs(songId)).every((j) => j.retry_count === 0)).toBe(true);
    const { data: status } = await guest.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId } } });
    expect(status!.tracks).toHaveLength(2);
    expect((await guest.fetch(status!.tracks[0]!.previewUrl!)).status).toBe(200);
    next.term();
    await next.exitedCleanly();
  }, 500_000);

  it('hands a render still running after the grace period back to the queue; another worker completes it once', async () => {
    const { songId, taskId, guest } = await queueSong();
    const impatient = await startWorker(1);
    await waitProcessing(songId, impatient);
    impatient.term();
    await impatient.exitedCleanly();
    expect((await songRow(songId)).status).toBe('processing');
    const jobs = await renderJobs(songId);
    expect(jobs.map((j) => j.state)).toContain('retry'); // back in the queue, not lost and not left "active"
    expect(jobs.map((j) => j.state)).not.toContain('active');

    const next = await startWorker(300);
    expect(await finished(guest, taskId, next)).toMatchObject({ status: 'completed', progress: 100 });
    expect(await renderedEvents(songId)).toBe(1);
    // pg-boss marks the job completed just after the handler returns: wait for that state.
    await eventually(async () => (await renderJobs(songId)).every((j) => j.state === 'completed'), 'every render job of the song completed', 60_000);
    next.term();
    await next.exitedCleanly();
  }, 500_000);

  it('answers a request in flight, refuses new connections, and exits 0', async () => {
    const { port } = new URL(api.url);
    const body = JSON.stringify({ names: ['Alice', 'Bob'], style: 'k-pop' });
    // A request whose body is still arriving when SIGTERM comes.
    let inFlight: ReturnType<typeof request> | undefined;
    let headersRead: Promise<void> | undefined;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/generate-lyrics', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      // The server answers 100 Continue once it has read the request's headers: from then on the request is in flight there.
      headersRead = new Promise<void>((read) => req.once('continue', () => read()));
      req.flushHeaders();
      inFlight = req;
    });
    await headersRead;
    inFlight!.write(body.slice(0, 10));
    api.term();

    // New connections are refused once the server has stopped listening.
    await eventually(async () => {
      try {
        await fetch(`${api.url}/api/health`);
        return false;
      } catch {
        return true;
      }
    }, 'the API to stop accepting connections', 15_000);
    expect(api.exited()).toBe(false); // still finishing the request in flight

    inFlight!.end(body.slice(10));
    const { status, body: text } = await answer;
    expect(status).toBe(200);
    expect((JSON.parse(text) as { lyrics: string }).lyrics).toContain('Alice');
    await api.exitedCleanly();
  }, 120_000);
});

import { Client } from 'pg';
import type { Schema } from '@boogy/contracts';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';

/**
 * Previews before full tracks: with songs waiting, every waiting song's previews are rendered
 * before any song's full tracks, so a second or third song is not stuck behind the first one's
 * full render (issue 14). One render at a time makes the order plain.
 */
const LYRICS = '[Verse]\nAlice and Bob are on the floor\nCara wants to dance some more\n[Chorus]\nHands up high for Alice tonight\nBob and Cara shine so bright';

describe('render queue priority', () => {
  let app: TestApp;
  let db: Client;

  beforeAll(async () => {
    app = await startTestApp({ SONG_FULL_DURATION_SEC: '45', RENDER_CONCURRENCY: '1', GUEST_FREE_SAMPLES: '4' });
    db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.stop();
  });

  async function queueSong(visitor: Visitor, name: string): Promise<string> {
    const song = await visitor.api.POST('/api/songs', { body: { names: [name, 'Bob'], lyrics: LYRICS.replaceAll('Alice', name), style: 'k-pop', vocalGender: 'female' } });
    expect(song.response.status).toBe(201);
    const task = await visitor.api.POST('/api/generate-music', { body: { songId: song.data!.id } });
    expect(task.response.status).toBe(202);
    return task.data!.taskId;
  }

  it("renders every waiting song's previews before any full track", async () => {
    const visitors = [app.visitor(), app.visitor(), app.visitor()];
    const tasks = await Promise.all(visitors.map((v, i) => queueSong(v, ['Dana', 'Eli', 'Fay'][i]!)));

    const previewsAt: (number | null)[] = tasks.map(() => null);
    const completedAt: (number | null)[] = tasks.map(() => null);
    for (const deadline = Date.now() + 540_000; completedAt.some((t) => t === null); ) {
      if (Date.now() > deadline) throw new Error(`renders did not finish: previews ${previewsAt.join()}, completed ${completedAt.join()}`);
      await Promise.all(
        tasks.map(async (taskId, i) => {
          const { data } = await visitors[i]!.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId } } });
          const status = data as Schema<'MusicStatus'>;
          if (status.status === 'failed') throw new Error(`render failed: ${status.message}`);
          if (previewsAt[i] === null && status.tracks.length === 2) previewsAt[i] = Date.now();
          if (completedAt[i] === null && status.status === 'completed') completedAt[i] = Date.now();
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Every song had both previews before the first full track was done.
    const lastPreviews = Math.max(...previewsAt.map(Number));
    const firstCompletion = Math.min(...completedAt.map(Number));
    expect(lastPreviews).toBeLessThan(firstCompletion);
    // Each song's full-tracks job ran as its own low-priority job after its previews job.
    const jobs = await db.query<{ stage: string; priority: number }>("select data->>'stage' as stage, priority from pgboss.job where name = 'catalog-render-song'");
    expect(jobs.rows.filter((j) => j.stage === 'previews').map((j) => j.priority)).toEqual([10, 10, 10]);
    expect(jobs.rows.filter((j) => j.stage === 'full').map((j) => j.priority)).toEqual([0, 0, 0]);
  }, 600_000);
});

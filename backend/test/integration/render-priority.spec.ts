import { Client } from 'pg';
import type { Schema } from '@boogy/contracts';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';

/**
 * Previews before full tracks: a song's previews are rendered while another song's
 * full tracks are still rendering, instead of waiting for them. One render job at a time per
 * queue makes it plain: the first song's full tracks hold the only full-tracks worker.
 */
const LYRICS = '[Verse]\nAlice and Bob are on the floor\nCara wants to dance some more\n[Chorus]\nHands up high for Alice tonight\nBob and Cara shine so bright';

describe('render queue priority', () => {
  let app: TestApp;
  let db: Client;

  beforeAll(async () => {
    app = await startTestApp({ SONG_FULL_DURATION_SEC: '120', RENDER_CONCURRENCY: '1', GUEST_FREE_SAMPLES: '4' });
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

  const jobsOf = async (taskId: string) =>
    (
      await db.query<{ name: string; stage: string; priority: number; state: string; started_on: Date | null; completed_on: Date | null }>(
        "select name, data->>'stage' as stage, priority, state, started_on, completed_on from pgboss.job where data->>'taskId' = $1",
        [taskId],
      )
    ).rows;

  async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
    for (const deadline = Date.now() + 300_000; ; ) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const status = async (visitor: Visitor, taskId: string) => {
    const { data } = await visitor.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId } } });
    const current = data as Schema<'MusicStatus'>;
    if (current.status === 'failed') throw new Error(`render failed: ${current.message}`);
    return current;
  };

  it("renders a song's previews while another song's full tracks are rendering", async () => {
    const [first, second] = [app.visitor(), app.visitor()];
    const firstTask = await queueSong(first, 'Dana');
    // The first song's full tracks are rendering: its previews are stored, its full-tracks job runs.
    await until('the first full render to start', async () => ((await jobsOf(firstTask)).some((j) => j.stage === 'full' && j.state === 'active') ? true : undefined));
    const secondTask = await queueSong(second, 'Eli');

    await until("the second song's previews", async () => ((await status(second, secondTask)).tracks.length === 2 ? true : undefined));
    await until('both songs to complete', async () => ((await status(first, firstTask)).status === 'completed' && (await status(second, secondTask)).status === 'completed' ? true : undefined));

    // The second song's previews were done before the first song's full tracks.
    // (pg-boss marks a job completed just after its handler returns: wait for that.)
    const completedOn = (taskId: string, stage: string) =>
      until(`the ${stage} job to be marked completed`, async () => (await jobsOf(taskId)).find((j) => j.stage === stage && j.completed_on)?.completed_on ?? undefined);
    expect((await completedOn(secondTask, 'previews')).getTime()).toBeLessThan((await completedOn(firstTask, 'full')).getTime());

    // Each song: one previews job (the task's) and exactly one full-tracks job, each on its own queue.
    for (const taskId of [firstTask, secondTask]) {
      const jobs = await jobsOf(taskId);
      expect(jobs.filter((j) => j.stage === 'previews').map((j) => [j.name, j.priority])).toEqual([['catalog-render-song', 10]]);
      expect(jobs.filter((j) => j.stage === 'full').map((j) => [j.name, j.priority])).toEqual([['catalog-render-full', 0]]);
    }
  }, 600_000);
});

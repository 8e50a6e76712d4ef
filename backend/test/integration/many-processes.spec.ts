import { randomBytes } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import { startAppProcess, visitorOf, type AppProcess } from '../support/app-process';
import { createProbeTables, PROBE_TICK_QUEUE } from '../support/messaging-probe.module';
import { eventually } from '../support/messaging-probe-process';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Past one machine: two API processes and two worker processes, each with its own data folder, on
 * one database and one S3 bucket, as behind a load balancer. Cookies are shared between the two
 * APIs (a cookie is per host, not per port), like a browser behind one address.
 */
describe('two API processes and two workers on one database and one bucket', () => {
  let db: TestDatabase;
  let sql: Client;
  let s3: TestS3;
  let apiA: AppProcess;
  let apiB: AppProcess;
  let workers: AppProcess[] = [];
  const all: AppProcess[] = [];
  const bootedAt = new Date();

  beforeAll(async () => {
    db = await createTestDatabase();
    await createProbeTables(db.url);
    sql = new Client({ connectionString: db.url });
    await sql.connect();
    s3 = await startTestS3();
    const shared = { ...s3.env, SONG_FULL_DURATION_SEC: '45', GUEST_FREE_SAMPLES: '3', GUEST_SAMPLES_PER_IP_PER_DAY: '100', LYRICS_RATE_LIMIT_PER_MINUTE: '4' };
    const own = (name: string) => ({ DATA_DIR: `/tmp/boogy-scale-data/${process.pid}-${name}` }); // nothing shared on disk
    const booted = await Promise.allSettled([
      startAppProcess('api', db.url, { ...shared, ...own('api-a') }),
      startAppProcess('api', db.url, { ...shared, ...own('api-b') }),
      startAppProcess('worker', db.url, { ...shared, ...own('worker-1'), RENDER_CONCURRENCY: '1', METRICS_PORT: '0', WITH_PROBE: '1' }),
      startAppProcess('worker', db.url, { ...shared, ...own('worker-2'), RENDER_CONCURRENCY: '1', METRICS_PORT: '0', WITH_PROBE: '1' }),
    ]);
    for (const result of booted) if (result.status === 'fulfilled') all.push(result.value);
    for (const result of booted) if (result.status === 'rejected') throw result.reason;
    [apiA, apiB, ...workers] = all as [AppProcess, AppProcess, AppProcess, AppProcess];
  }, 240_000);
  afterAll(async () => {
    await Promise.all(all.map((p) => p.kill9()));
    await sql?.end();
    await s3?.stop();
    await db?.drop();
  });

  /** The last lines both APIs wrote: a 500 shows its cause in the failure, not only its status. */
  const apiLogs = () => [apiA, apiB].map((p) => p.output().split('\n').slice(-40).join('\n')).join('\n--- other API ---\n');
  const failUnless = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`${what}\n${apiLogs()}`);
  };

  const LYRICS = '[Verse]\nNora and Omar dance all night\nThe party lights are shining bright';
  const query = async <T extends object>(text: string, params: unknown[] = []) => (await sql.query(text, params)).rows as T[];
  /** Render jobs a worker ran to the end, by outcome (`previews` and `completed` for the two stages). */
  const renderedCount = async (url: string, outcome: string) => {
    const text = await (await fetch(url)).text();
    const line = text.split('\n').find((l) => l.startsWith(`boogy_render_duration_seconds_count{outcome="${outcome}"} `));
    return line ? Number(line.split(' ')[1]) : 0;
  };

  it('renders songs created through one API on both workers, and plays them through the other API from the bucket', async () => {
    const jar = visitorOf(apiA.url).jar;
    const onA = visitorOf(apiA.url, jar);
    const onB = visitorOf(apiB.url, jar);
    const tasks: { songId: string; taskId: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const { data: song, response } = await onA.api.POST('/api/songs', { body: { names: ['Nora', 'Omar'], lyrics: LYRICS, style: 'kids' } });
      expect(response.status).toBe(201);
      const { data: task } = await onA.api.POST('/api/generate-music', { body: { songId: song!.id } });
      tasks.push({ songId: song!.id, taskId: task!.taskId });
    }
    // The guest allowance (3) holds across instances: the fourth preview is refused by the other API.
    const fourth = await onB.api.POST('/api/songs', { body: { names: ['Nora'], lyrics: LYRICS, style: 'kids' } });
    expect(fourth.response.status).toBe(402);
    expect(fourth.error).toMatchObject({ code: 'guest_samples_exhausted' });
    expect((await onA.api.GET('/api/guest-samples')).data).toEqual({ allowance: 3, used: 3, remaining: 0 });

    for (const { songId, taskId } of tasks) {
      const status = await eventually(
        async () => {
          const { data } = await onB.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId } } });
          return data!.status === 'completed' || data!.status === 'failed' ? data : undefined;
        },
        `song ${songId} to render:\n${workers.map((w) => w.output()).join('\n---\n')}`,
        400_000,
      );
      expect(status).toMatchObject({ status: 'completed', progress: 100 });
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `songs/${songId}/v2/preview.mp3`, Range: 'bytes=0-4095' }));
      const stored = Buffer.from(await object.Body!.transformToByteArray());
      const played = await onB.fetch(status!.tracks[1]!.previewUrl!, { headers: { range: 'bytes=0-4095' } });
      expect(played.status).toBe(206);
      expect(Buffer.from(await played.arrayBuffer()).equals(stored)).toBe(true);
      const [events] = await query<{ n: number }>("select count(*)::int as n from messaging.outbox_messages where type = 'catalog.song-rendered.v1' and payload->>'songId' = $1", [songId]);
      expect(events!.n).toBe(1);
    }
    // Both workers rendered: each reports its own renders on its own /metrics.
    const completed = await Promise.all(workers.map((w) => renderedCount(w.metricsUrl!, 'completed')));
    const previews = await Promise.all(workers.map((w) => renderedCount(w.metricsUrl!, 'previews')));
    expect(completed.reduce((a, b) => a + b, 0)).toBe(3);
    expect(workers.map((_, i) => completed[i]! + previews[i]!).every((n) => n > 0)).toBe(true);
  }, 600_000);

  it('keeps a session signed in (and out) across instances', async () => {
    const jar = visitorOf(apiA.url).jar;
    const onA = visitorOf(apiA.url, jar);
    const onB = visitorOf(apiB.url, jar);
    const email = `scale.${randomBytes(4).toString('hex')}@example.com`;
    const registered = await onA.api.POST('/api/register', { body: { email, password: 'correct horse battery', confirmPassword: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' } });
    failUnless(registered.response.status < 300, `register answered ${registered.response.status}: ${JSON.stringify(registered.error)}`);
    const me = await onB.api.GET('/api/auth/user');
    expect(me.response.status).toBe(200);
    expect(me.data!.email).toBe(email);
    await onB.api.POST('/api/logout');
    expect((await onA.api.GET('/api/auth/user')).response.status).toBe(401);
  });

  it('counts the lyrics rate limit across instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const api = (i % 2 === 0 ? visitorOf(apiA.url) : visitorOf(apiB.url)).api;
      statuses.push((await api.POST('/api/generate-lyrics', { body: { names: ['Al'], style: 'kids' } })).response.status);
    }
    failUnless(statuses.join() === '200,200,200,200,429,429', `generate-lyrics answered ${statuses.join()}`);
  });

  it('captures an order exactly once when both APIs are asked to capture it at the same time', async () => {
    const jar = visitorOf(apiA.url).jar;
    const onA = visitorOf(apiA.url, jar);
    const onB = visitorOf(apiB.url, jar);
    const email = `buyer.${randomBytes(4).toString('hex')}@example.com`;
    const registered = await onA.api.POST('/api/register', { body: { email, password: 'correct horse battery', confirmPassword: 'correct horse battery', firstName: 'Bea', lastName: 'Buyer' } });
    failUnless(registered.response.status < 300, `register answered ${registered.response.status}: ${JSON.stringify(registered.error)}`);
    const { data: song } = await onB.api.POST('/api/songs', { body: { names: ['Bea'], lyrics: LYRICS, style: 'kids' } });
    const { data: order, error } = await onA.api.POST('/paypal/order', { body: { songId: song!.id } });
    if (!order) throw new Error(`order refused: ${JSON.stringify(error)}`);
    await onB.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order.id } } });

    const captures = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? onA : onB).api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } })),
    );
    const statuses = captures.map((c) => c.response.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const paymentIds = new Set(captures.filter((c) => c.data).map((c) => c.data!.paymentId));
    expect(paymentIds.size).toBe(1);

    const payments = await query<{ id: string; status: string }>('select id, status from checkout.payments where paypal_order_id = $1', [order.id]);
    expect(payments).toEqual([{ id: [...paymentIds][0], status: 'captured' }]);
    const [captured] = await query<{ n: number }>("select count(*)::int as n from messaging.outbox_messages where type = 'checkout.payment-captured.v1' and payload->>'paymentId' = $1", [payments[0]!.id]);
    expect(captured!.n).toBe(1);
    const [paid] = await query<{ is_paid: boolean }>('select is_paid from catalog.songs where id = $1', [song!.id]);
    expect(paid!.is_paid).toBe(true);
  });

  it('runs each cron slot once across both workers', async () => {
    // The probe tick is scheduled every minute; by now at least one slot since boot has fired.
    const slotsSinceBoot = () =>
      query<{ name: string; slot: string; n: number }>(
        "select data->>'name' as name, data->>'slot' as slot, count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and created_on >= $1 group by 1, 2",
        [bootedAt],
      );
    await eventually(async () => (await slotsSinceBoot()).some((s) => s.name === PROBE_TICK_QUEUE), 'a cron slot of the probe tick to fire', 90_000);
    const ticks = await eventually(async () => {
      const jobs = await query<{ id: string; state: string }>('select id, state from pgboss.job where name = $1', [PROBE_TICK_QUEUE]);
      return jobs.length > 0 && jobs.every((j) => j.state === 'completed') ? jobs : undefined;
    }, 'the ticks to run');
    expect((await slotsSinceBoot()).every((s) => s.n === 1)).toBe(true); // no schedule filed a slot twice
    const runs = await query<{ job_id: string }>('select job_id from probe.job_runs where queue = $1', [PROBE_TICK_QUEUE]);
    expect(runs.map((r) => r.job_id).sort()).toEqual(ticks.map((t) => t.id).sort()); // each tick ran once, on one worker
  }, 120_000);
});

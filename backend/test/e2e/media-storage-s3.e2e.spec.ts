import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import type { Schema } from '@boogy/contracts';
import { ExpireUnpaidSongsJob } from '../../src/modules/catalog/application/jobs/expire-unpaid-songs.job';
import { RenderSongJob } from '../../src/modules/catalog/application/jobs/render-song.job';
import { CommandBus } from '@nestjs/cqrs';
import { MarkSongPaidCommand } from '../../src/modules/checkout/public';
import { eventually } from '../support/messaging-probe-process';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';

/**
 * The product with its media on S3-compatible storage (a real s3rver): songs render into the
 * bucket and play through the API's paywall with byte ranges, expiry and deletion empty the bucket,
 * half-written renders stay invisible, /api/ready watches the bucket, and /metrics reports it all.
 */
const LYRICS = '[Verse]\nAlice and Bob are on the floor\nCara wants to dance some more\n[Chorus]\nHands up high for Alice tonight';
const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

describe('media on S3 through the API', () => {
  let s3: TestS3;
  let app: TestApp;
  let db: Client;
  let guest: Visitor;
  let rendered: { songId: string; status: Schema<'MusicStatus'> };

  beforeAll(async () => {
    s3 = await startTestS3();
    app = await startTestApp({ ...s3.env, SONG_FULL_DURATION_SEC: '60', RENDER_CONCURRENCY: '1', METRICS_TOKEN, GUEST_FREE_SAMPLES: '20', GUEST_SAMPLES_PER_IP_PER_DAY: '100' });
    db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
    guest = app.visitor();
    const songId = await createSong(guest);
    rendered = { songId, status: await render(guest, songId) };
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await app?.stop();
    await s3?.stop();
  });

  async function createSong(visitor: Visitor): Promise<string> {
    const { data, response } = await visitor.api.POST('/api/songs', { body: { names: ['Alice', 'Bob', 'Cara'], lyrics: LYRICS, style: 'hip-hop', vocalGender: 'male' } });
    expect(response.status).toBe(201);
    return data!.id;
  }

  async function render(visitor: Visitor, songId: string): Promise<Schema<'MusicStatus'>> {
    const { data: task, response } = await visitor.api.POST('/api/generate-music', { body: { songId } });
    expect(response.status).toBe(202);
    for (const deadline = Date.now() + 150_000; ; ) {
      const { data } = await visitor.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: task!.taskId } } });
      if (data!.status === 'completed' || data!.status === 'failed') return data!;
      if (Date.now() > deadline) throw new Error(`render did not finish: ${JSON.stringify(data)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const objectBytes = async (key: string, range?: string) => {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key, ...(range ? { Range: range } : {}) }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('renders both tracks into the bucket, and hands out only API addresses', async () => {
    const { songId, status } = rendered;
    expect(status).toMatchObject({ status: 'completed', progress: 100 });
    expect(await s3.keys(`songs/${songId}/`)).toEqual(
      ['v1/cover.png', 'v1/full.mp3', 'v1/preview.mp3', 'v2/cover.png', 'v2/full.mp3', 'v2/preview.mp3'].map((k) => `songs/${songId}/${k}`),
    );
    const urls = JSON.stringify(status);
    expect(urls).not.toContain(s3.endpoint);
    expect(status.tracks[0]!.previewUrl).toBe(`/api/media/songs/${songId}/tracks/1/preview`);
  });

  it('streams the preview from the bucket, whole and by byte range, with the stored bytes', async () => {
    const { songId, status } = rendered;
    const stored = await objectBytes(`songs/${songId}/v1/preview.mp3`);
    const whole = await guest.fetch(status.tracks[0]!.previewUrl!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytes(whole)).equals(stored)).toBe(true);

    const part = await guest.fetch(status.tracks[0]!.previewUrl!, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${stored.length}`);
    expect((await bytes(part)).equals(stored.subarray(1000, 2000))).toBe(true);

    const tail = await guest.fetch(status.tracks[0]!.previewUrl!, { headers: { range: 'bytes=-500' } });
    expect(tail.status).toBe(206);
    expect((await bytes(tail)).equals(stored.subarray(stored.length - 500))).toBe(true);
    const beyond = await guest.fetch(status.tracks[0]!.previewUrl!, { headers: { range: `bytes=${stored.length + 10}-` } });
    expect(beyond.status).toBe(416);
  });

  it('keeps the paywall: an unpaid full-track URL gets the preview, a stranger gets nothing', async () => {
    const { songId, status } = rendered;
    const preview = await objectBytes(`songs/${songId}/v1/preview.mp3`);
    const full = await objectBytes(`songs/${songId}/v1/full.mp3`);
    expect(full.length).toBeGreaterThan(preview.length);
    const res = await guest.fetch(status.tracks[0]!.audioUrl!);
    expect(res.status).toBe(200);
    expect((await bytes(res)).equals(preview)).toBe(true);
    const download = await guest.fetch(`/api/songs/${songId}/download?type=audio`);
    expect(download.status).not.toBe(200);
    const stranger = await app.visitor().fetch(`/api/songs/${songId}/download?type=audio`);
    expect(stranger.status).toBe(404);
  });

  it('shows nothing a crashed render left behind, and expiry removes it from the bucket', async () => {
    // A render that stored a preview and died before recording it: the object exists, no track does.
    const crashedId = await createSong(guest);
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `songs/${crashedId}/v1/preview.mp3`, Body: Buffer.from('half a render'), ContentType: 'audio/mpeg' }));
    const orphan = await guest.fetch(`/api/media/songs/${crashedId}/tracks/1/preview`);
    expect(orphan.status).toBe(404);
    const { data: song } = await guest.api.GET('/api/songs/{id}', { params: { path: { id: crashedId } } });
    expect(song!.allTracks).toEqual([]);

    await db.query('update catalog.songs set expires_at = now() - interval \'1 minute\' where id = $1', [crashedId]);
    const removed = await app.running.app.get(ExpireUnpaidSongsJob).run();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await s3.keys(`songs/${crashedId}/`)).toEqual([]);
    expect(await s3.keys(`songs/${rendered.songId}/`)).toHaveLength(6); // not expired yet
  });

  it('counts requests by route, renders, queue depth, outbox backlog, payments, payouts and event-loop lag in /metrics', async () => {
    await db.query(
      "insert into checkout.payments (id, user_id, provider, amount, status) values (gen_random_uuid(), gen_random_uuid(), 'sandbox', 1000, 'captured'), (gen_random_uuid(), gen_random_uuid(), 'sandbox', 800, 'refunded')",
    );
    await db.query(
      `insert into affiliate.affiliate_payouts (id, run_id, affiliate_user_id, receiver, total_cash_amount, commission_ids, status)
       values (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 'a@example.com', 2600, '[]', 'completed'),
              (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 'b@example.com', 3100, '[]', 'failed')`,
    );
    const res = await fetch(`${app.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const value = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    expect(value('boogy_http_requests_total{method="GET",route="/api/check-music-status/:taskId",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(value('boogy_http_requests_total{method="GET",route="/api/media/songs/:songId/tracks/:version/:kind",status="206"}')).toBeGreaterThanOrEqual(2);
    expect(value('boogy_http_request_duration_seconds_count{method="POST",route="/api/songs"}')).toBeGreaterThanOrEqual(2);
    expect(value('boogy_http_request_errors_total{method="GET",route="/api/check-music-status/:taskId"}') ?? 0).toBe(0);
    expect(value('boogy_render_duration_seconds_count{outcome="completed"}')).toBe(1);
    expect(value('boogy_job_queue_depth{queue="catalog-render-song"}')).toBe(0);
    expect(value('boogy_job_queue_oldest_age_seconds{queue="catalog-render-song"}')).toBe(0);
    expect(value('boogy_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(value('boogy_payments{status="captured"}')).toBe(1);
    expect(value('boogy_payments_amount_cents{status="refunded"}')).toBe(800);
    expect(value('boogy_payouts{status="failed"}')).toBe(1);
    expect(value('boogy_payouts_amount_cents{status="completed"}')).toBe(2600);
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('streams a paid song\'s full track from the bucket to its owner, whole, by byte range and as a download', async () => {
    const paid = await createSong(guest);
    expect((await render(guest, paid)).status).toBe('completed');
    await app.running.app.get(CommandBus).execute(new MarkSongPaidCommand(paid, randomUUID()));
    const full = await objectBytes(`songs/${paid}/v2/full.mp3`);
    const preview = await objectBytes(`songs/${paid}/v2/preview.mp3`);
    expect(full.length).toBeGreaterThan(preview.length);

    const { data: song } = await guest.api.GET('/api/songs/{id}', { params: { path: { id: paid } } });
    const fullUrl = song!.allTracks[1]!.audioUrl!;
    expect(fullUrl).toBe(`/api/media/songs/${paid}/tracks/2/full`); // paid: the API's own address, never the bucket's
    const whole = await guest.fetch(fullUrl);
    expect(whole.status).toBe(200);
    expect((await bytes(whole)).equals(full)).toBe(true);
    const from = full.length - 70_000;
    const part = await guest.fetch(fullUrl, { headers: { range: `bytes=${from}-` } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${from}-${full.length - 1}/${full.length}`);
    expect((await bytes(part)).equals(full.subarray(from))).toBe(true);

    const download = await guest.fetch(`/api/songs/${paid}/download?type=audio&version=2`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect((await bytes(download)).equals(full)).toBe(true);
    const ranged = await guest.fetch(`/api/songs/${paid}/download?type=audio&version=2`, { headers: { range: 'bytes=0-1023' } });
    expect(ranged.status).toBe(206);
    expect((await bytes(ranged)).equals(full.subarray(0, 1024))).toBe(true);
    // Someone else hears the preview at the full track's address, and cannot download it.
    const stranger = app.visitor();
    expect((await bytes(await stranger.fetch(fullUrl))).equals(preview)).toBe(true);
    expect((await stranger.fetch(`/api/songs/${paid}/download?type=audio&version=2`)).status).toBe(404);
  }, 180_000);

  it('opens /metrics to other machines only with the bearer token', async () => {
    const relayed = await fetch(`${app.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(401);
    expect(await relayed.json()).toMatchObject({ statusCode: 401, code: 'metrics_token_required' });
    const wrong = await fetch(`${app.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer not-the-token-at-all-00000000' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${app.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('boogy_http_requests_total');
  });

  it('deleting a song removes its objects', async () => {
    const { response } = await guest.api.DELETE('/api/songs/{id}', { params: { path: { id: rendered.songId } } });
    expect(response.status).toBeLessThan(300);
    expect(await s3.keys(`songs/${rendered.songId}/`)).toEqual([]);
  });

  it('removes a deleted song\'s objects once the store is back, when the store was down at the deletion', async () => {
    const songId = await createSong(guest);
    const keys = [`songs/${songId}/v1/preview.mp3`, `songs/${songId}/v1/cover.png`];
    for (const key of keys) await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: Buffer.from(key) }));
    await s3.pause();
    try {
      const { response } = await guest.api.DELETE('/api/songs/{id}', { params: { path: { id: songId } } });
      expect(response.status).toBe(204); // the song is gone for its owner even though its files are not yet
      expect((await guest.api.GET('/api/songs/{id}', { params: { path: { id: songId } } })).response.status).toBe(404);
    } finally {
      await s3.resume();
    }
    // The removal was queued with the deletion: it is retried until the store answers.
    await eventually(async () => (await s3.keys(`songs/${songId}/`)).length === 0, 'the queued removal to empty the song\'s folder', 120_000);
  }, 180_000);

  it('leaves a song being paid at its expiry, and its objects, alone', async () => {
    const songId = await createSong(guest);
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `songs/${songId}/v1/preview.mp3`, Body: Buffer.from('paid soon') }));
    await db.query("update catalog.songs set expires_at = now() - interval '1 minute' where id = $1", [songId]);
    // A payment holds the song's row lock (as markSongPaidOnce does) while expiry runs.
    const payment = new Client({ connectionString: app.databaseUrl });
    await payment.connect();
    try {
      await payment.query('begin');
      await payment.query('select id from catalog.songs where id = $1 for update', [songId]);
      await app.running.app.get(ExpireUnpaidSongsJob).run();
      await payment.query('update catalog.songs set is_paid = true, expires_at = null where id = $1', [songId]);
      await payment.query('commit');
    } finally {
      await payment.end();
    }
    expect((await db.query('select is_paid from catalog.songs where id = $1', [songId])).rows).toEqual([{ is_paid: true }]);
    expect(await s3.keys(`songs/${songId}/`)).toEqual([`songs/${songId}/v1/preview.mp3`]);
  });

  it('removes what a render of a deleted song stored before its worker died, when the job runs again', async () => {
    const goneId = randomUUID();
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `songs/${goneId}/v1/preview.mp3`, Body: Buffer.from('left by a dead worker') }));
    await app.running.app.get(RenderSongJob).run({ songId: goneId, taskId: randomUUID(), stage: 'previews' }, 1);
    expect(await s3.keys(`songs/${goneId}/`)).toEqual([]);
  });

  it('reports the bucket in /api/ready, and is not ready without it', async () => {
    const up = await app.visitor().api.GET('/api/ready');
    expect(up.response.status).toBe(200);
    expect(up.data!.checks).toEqual({ database: 'up', jobs: 'up', storage: 'up' });
    await s3.stop();
    const down = await app.visitor().api.GET('/api/ready');
    expect(down.response.status).toBe(503);
    expect(down.error ?? down.data).toMatchObject({ status: 'not_ready', checks: { database: 'up', jobs: 'up', storage: 'down' } });
    // The 503 counts as an error of its route in /metrics.
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/^boogy_http_request_errors_total\{method="GET",route="\/api\/ready"\} [1-9]/m);
    expect(metrics).toMatch(/^boogy_http_requests_total\{method="GET",route="\/api\/ready",status="503"\} [1-9]/m);
  });
});

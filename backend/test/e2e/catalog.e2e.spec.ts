import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import type { Schema } from '@boogy/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { ExpireUnpaidSongsJob } from '../../src/modules/catalog/application/jobs/expire-unpaid-songs.job';
import { MediaStorage } from '../../src/modules/catalog/application/media/media-storage';
import { startHttpApp } from '../../src/bootstrap/start';
import { JobQueue } from '../../src/shared/messaging';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FindSongForPurchaseQuery, MarkSongPaidCommand, RevokeSongPaymentCommand } from '../../src/modules/checkout/public';
import { catalogSessionProbe } from '../support/catalog-session.probe';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';

/**
 * The catalog through the real server: names → lyrics → song → durable render → preview, with the
 * paywall, ownership and guest allowance checked on every route.
 */
const NAMES = ['Alice', 'Bob', 'Cara'];
const LYRICS = '[Verse]\nAlice and Bob are on the floor\nCara wants to dance some more\n[Chorus]\nHands up high for Alice tonight\nBob and Cara shine so bright';

describe('catalog API', () => {
  let app: TestApp;
  let db: Client;
  let provider: Server;
  let providerHost: string;

  beforeAll(async () => {
    provider = createServer((req, res) => {
      if (req.url === '/song.mp3') {
        res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': '4' });
        res.end(Buffer.from([0xff, 0xfb, 0x90, 0x00]));
      } else {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>not audio</html>');
      }
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerHost = `127.0.0.1:${(provider.address() as AddressInfo).port}`;
    app = await startTestApp(
      { SONG_FULL_DURATION_SEC: '60', LYRICS_RATE_LIMIT_PER_MINUTE: '12', GUEST_FREE_SAMPLES: '4', GUEST_SAMPLES_PER_IP_PER_DAY: '6', AUDIO_PROXY_HOSTS: providerHost },
      [catalogSessionProbe],
    );
    db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.stop();
    await new Promise((resolve) => provider.close(resolve));
  });

  const resetGuestSamples = () => db.query('delete from catalog.guest_samples');
  // What checkout asks of the catalog, through the buses as checkout asks it.
  const findSongForPurchase = (songId: string) => app.running.app.get(QueryBus).execute(new FindSongForPurchaseQuery(songId));
  const markSongPaid = async (songId: string, paymentId: string) =>
    ['marked', 'already_by_this_payment'].includes(await app.running.app.get(CommandBus).execute(new MarkSongPaidCommand(songId, paymentId)));
  const revokeSongPayment = (songId: string, paymentId: string) => app.running.app.get(CommandBus).execute(new RevokeSongPaymentCommand(songId, paymentId));

  async function signIn(visitor: Visitor, credits = 0, userId?: string): Promise<string> {
    const res = await visitor.fetch('/test/catalog/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ credits, userId }) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { userId: string }).userId;
  }

  async function createSong(visitor: Visitor, names = NAMES): Promise<Schema<'CreatedSong'>> {
    const { data, response, error } = await visitor.api.POST('/api/songs', { body: { names, lyrics: LYRICS, style: 'hip-hop', vocalGender: 'male' } });
    expect({ status: response.status, error }).toEqual({ status: 201, error: undefined });
    return data!;
  }

  async function renderSong(visitor: Visitor, songId: string): Promise<Schema<'MusicStatus'>> {
    const { data: task, response } = await visitor.api.POST('/api/generate-music', { body: { songId, lyrics: LYRICS, vocalGender: 'female' } });
    expect(response.status).toBe(202);
    // Waits on the render's state alone (a busy machine renders slowly): each test's timeout is the cap.
    for (;;) {
      const { data } = await visitor.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: task!.taskId } } });
      if (data!.status === 'completed' || data!.status === 'failed') return data!;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  describe('lyrics', () => {
    it('writes editable lyrics and dance moves for the names, open to guests', async () => {
      const { data, response } = await app.visitor().api.POST('/api/generate-lyrics', { body: { names: ['Alice', ' Bob ', ''], style: 'k-pop', isBirthday: true, birthdayPerson: 'Alice' } });
      expect(response.status).toBe(200);
      expect(data!.lyrics).toContain('Alice');
      expect(data!.lyrics).toContain('Bob');
      expect(data!.danceMoves.length).toBeGreaterThan(0);
    });

    it('answers bad names and styles with the spec messages', async () => {
      const api = app.visitor().api;
      const none = await api.POST('/api/generate-lyrics', { body: { names: [' ', ''], style: 'hip-hop' } });
      expect(none.response.status).toBe(400);
      expect(none.error!.message).toBe('Names Required: Please enter at least one name!');
      const many = await api.POST('/api/generate-lyrics', { body: { names: Array.from({ length: 21 }, (_, i) => `Friend${i}`), style: 'hip-hop' } });
      expect(many.error!.message).toBe('Too Many Names: Maximum 20 names allowed for optimal song quality.');
      const style = await api.POST('/api/generate-lyrics', { body: { names: ['Al'], style: 'polka' as 'kids' } });
      expect(style.response.status).toBe(400);
      expect(style.error!.message).toBe('Please choose a music style: hip-hop, k-pop, kids or wedding.');
    });

    it('limits lyric requests per IP address', async () => {
      const api = app.visitor().api;
      const statuses: number[] = [];
      for (let i = 0; i < 14; i++) statuses.push((await api.POST('/api/generate-lyrics', { body: { names: ['Al'], style: 'kids' } })).response.status);
      expect(statuses).toContain(429);
      const limited = await app.visitor().api.POST('/api/generate-lyrics', { body: { names: ['Al'], style: 'kids' } });
      expect(limited.error!.message).toBe('Too many lyric requests. Please wait a minute and try again.');
    });

    it('counts lyric requests per IP across every API instance, not per process', async () => {
      await db.query('delete from platform.rate_limit_buckets');
      const second = await startHttpApp({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SERVE_FRONTEND: 'false',
        PROCESS_ROLE: 'api',
        DATA_DIR: `/tmp/boogy-test-data/${process.pid}`,
        SESSION_SECRET: 'test-session-secret-that-is-long-enough-1234',
        LYRICS_RATE_LIMIT_PER_MINUTE: '12',
        DATABASE_URL: app.databaseUrl,
      });
      try {
        const ask = (url: string) =>
          fetch(`${url}/api/generate-lyrics`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ names: ['Al'], style: 'kids' }) });
        for (let i = 0; i < 6; i++) expect((await ask(app.url)).status).toBe(200);
        for (let i = 0; i < 6; i++) expect((await ask(second.url)).status).toBe(200);
        const limited = await ask(second.url);
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await limited.json()).toMatchObject({ code: 'lyrics_rate_limited', message: 'Too many lyric requests. Please wait a minute and try again.' });
        expect((await ask(app.url)).status).toBe(429);
      } finally {
        await second.stop();
        await db.query('delete from platform.rate_limit_buckets');
      }
    });
  });

  describe('guest songs and samples', () => {
    beforeEach(resetGuestSamples);

    it('titles songs {product}N_{firstName} and counts the guest allowance on the server', async () => {
      const guest = app.visitor();
      const first = await createSong(guest);
      expect(first.title).toBe('Boogy1_Alice');
      expect(first.guestSamplesLeft).toBe(3);
      expect(first.song).toMatchObject({ status: 'pending', isPaid: false, isOwner: true, audioUrl: null, allTracks: [] });
      const second = await createSong(guest, ['Zed']);
      expect(second.title).toBe('Boogy2_Zed');
      const { data } = await guest.api.GET('/api/guest-samples');
      expect(data).toEqual({ allowance: 4, used: 2, remaining: 2 });
    });

    it('refuses a fifth sample with a clear 402, and clearing cookies does not refill the allowance (per-IP cap)', async () => {
      const guest = app.visitor();
      for (let i = 0; i < 4; i++) await createSong(guest);
      const fifth = await guest.api.POST('/api/songs', { body: { names: NAMES, lyrics: LYRICS, style: 'kids' } });
      expect(fifth.response.status).toBe(402);
      expect(fifth.error).toMatchObject({ code: 'guest_samples_exhausted', message: "You've used all 4 free previews. Sign up free with your first name and email to get more!" });
      // A fresh cookie jar from the same address: only the rest of the IP's daily cap (6) is left.
      const cleared = app.visitor();
      await createSong(cleared);
      await createSong(cleared);
      const blocked = await cleared.api.POST('/api/songs', { body: { names: NAMES, lyrics: LYRICS, style: 'kids' } });
      expect(blocked.response.status).toBe(402);
      expect((await cleared.api.GET('/api/guest-samples')).data!.remaining).toBe(0);
    });

    it('rejects a forged guest cookie (another guest cannot be impersonated)', async () => {
      const owner = app.visitor();
      const { id } = await createSong(owner);
      const guestId = (await db.query('select guest_id from catalog.songs where id = $1', [id])).rows[0].guest_id;
      const res = await fetch(`${app.url}/api/songs/${id}`, { method: 'DELETE', headers: { cookie: `boogy.guest=${guestId}.forged` } });
      expect(res.status).toBe(404);
    });

    it('validates the song request', async () => {
      const api = app.visitor().api;
      const noLyrics = await api.POST('/api/songs', { body: { names: NAMES, lyrics: '  ', style: 'hip-hop' } });
      expect(noLyrics.response.status).toBe(400);
      expect(noLyrics.error!.message).toBe('Lyrics Required: The lyrics contain no words to sing.');
      const clientUrls = await api.POST('/api/songs', { body: { names: NAMES, lyrics: LYRICS, style: 'hip-hop', audioUrl: 'https://evil.example/a.mp3' } as never });
      expect(clientUrls.response.status).toBe(400);
    });
  });

  describe('rendering, preview links and the paywall', () => {
    let owner: Visitor;
    let song: Schema<'CreatedSong'>;
    let status: Schema<'MusicStatus'>;

    beforeAll(async () => {
      await resetGuestSamples();
      owner = app.visitor();
      song = await createSong(owner);
      status = await renderSong(owner, song.id);
    }, 180_000);

    it('renders two tracks, pending → completed, and raises catalog.song-rendered.v1 through the outbox', async () => {
      expect(status).toMatchObject({ status: 'completed', progress: 100, message: null });
      expect(status.tracks.map((t) => t.version)).toEqual([1, 2]);
      const events = await db.query("select payload from messaging.outbox_messages where type = 'catalog.song-rendered.v1'");
      expect(events.rows.map((r) => r.payload)).toContainEqual({ songId: song.id, ownerUserId: null, trackCount: 2 });
      const { data } = await owner.api.GET('/api/songs/{id}', { params: { path: { id: song.id } } });
      expect(data).toMatchObject({ status: 'completed', isPaid: false, isOwner: true, hasTimestampedLyrics: true, vocalGender: 'female' });
      expect(data!.allTracks).toHaveLength(2);
      expect(data!.imageUrl).toMatch(/\/cover$/);
    });

    it('refuses to render the same song twice', async () => {
      const again = await owner.api.POST('/api/generate-music', { body: { songId: song.id } });
      expect(again.response.status).toBe(409);
    });

    it('serves an unpaid song only as its 40-second preview, whatever media URL is tried', async () => {
      const preview = await bytes(await owner.fetch(status.tracks[0]!.previewUrl!));
      for (const url of [status.tracks[0]!.audioUrl!, `/api/media/songs/${song.id}/tracks/1/full`, `/api/media/songs/${song.id}/tracks/1/preview`]) {
        const res = await owner.fetch(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('audio/mpeg');
        expect((await bytes(res)).equals(preview)).toBe(true);
      }
      // The stored preview is ~40 s of 192 kbps MP3, the full file much longer.
      const storage = app.running.app.get(MediaStorage);
      const full = await storage.stat(`songs/${song.id}/v1/full.mp3`);
      expect(preview.length).toBeLessThan(full!.size);
      expect(preview.length).toBeGreaterThan(500_000);
      expect(preview.length).toBeLessThan(1_200_000);
      const download = await owner.fetch(`/api/songs/${song.id}/download`);
      expect(download.status).toBe(402);
      const lyrics = await owner.fetch(`/api/songs/${song.id}/download?type=lyrics`);
      expect(lyrics.status).toBe(402);
    });

    it('answers Range requests on the preview with 206, and caching headers with 304', async () => {
      const url = `/api/media/songs/${song.id}/tracks/2/full`;
      const whole = await bytes(await owner.fetch(`/api/media/songs/${song.id}/tracks/2/preview`));
      const part = await owner.fetch(url, { headers: { range: 'bytes=100-1099' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${whole.length}`);
      expect((await bytes(part)).equals(whole.subarray(100, 1100))).toBe(true);
      const tail = await owner.fetch(url, { headers: { range: 'bytes=-10' } });
      expect((await bytes(tail)).equals(whole.subarray(whole.length - 10))).toBe(true);
      const beyond = await owner.fetch(url, { headers: { range: `bytes=${whole.length + 5}-` } });
      expect(beyond.status).toBe(416);
      const first = await owner.fetch(url);
      const etag = first.headers.get('etag')!;
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('accept-ranges')).toBe('bytes');
      const again = await owner.fetch(url, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      const cover = await owner.fetch(`/api/media/songs/${song.id}/tracks/1/cover`);
      expect(cover.headers.get('content-type')).toBe('image/png');
      expect(cover.headers.get('cache-control')).toBe('private, max-age=86400');
      const png = await bytes(cover);
      // A browser (which names WebP in an image request's Accept) gets the same cover as WebP, far lighter; twice the same bytes.
      const browserAccept = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
      const webps = await Promise.all([1, 2].map(() => owner.fetch(`/api/media/songs/${song.id}/tracks/1/cover`, { headers: browserAccept })));
      for (const webp of webps) {
        expect(webp.headers.get('content-type')).toBe('image/webp');
        expect(webp.headers.get('vary')).toBe('Cookie, Accept');
      }
      const [webp1, webp2] = await Promise.all(webps.map(bytes));
      expect(webp1!.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(webp1!.length).toBeLessThan(png.length / 3);
      expect(webp2!.equals(webp1!)).toBe(true);
    });

    it('shows the song to anyone with its preview link, read-only, and 404s everything else', async () => {
      const stranger = app.visitor();
      const { data } = await stranger.api.GET('/api/songs/{id}', { params: { path: { id: song.id } } });
      expect(data).toMatchObject({ id: song.id, isOwner: false, isPaid: false });
      const preview = await stranger.fetch(data!.allTracks[0]!.audioUrl!);
      expect(preview.status).toBe(200);
      const lyrics = await stranger.api.GET('/api/songs/{id}/timestamped-lyrics', { params: { path: { id: song.id } } });
      expect(lyrics.data!.hasTimestampedLyrics).toBe(true);

      const rename = await stranger.api.PATCH('/api/songs/{id}', { params: { path: { id: song.id } }, body: { title: 'Mine now' } });
      expect(rename.response.status).toBe(404);
      const remove = await stranger.api.DELETE('/api/songs/{id}', { params: { path: { id: song.id } } });
      expect(remove.response.status).toBe(404);
      const statusOfOther = await stranger.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: status.taskId } } });
      expect(statusOfOther.response.status).toBe(404);
      const render = await stranger.api.POST('/api/generate-music', { body: { songId: song.id } });
      expect(render.response.status).toBe(404);
      const manual = await stranger.api.POST('/api/manual-fetch-lyrics', { body: { songId: song.id } });
      expect(manual.response.status).toBe(404);
      expect((await stranger.fetch(`/api/songs/${song.id}/download`)).status).toBe(404);
      const unknown = await stranger.api.GET('/api/songs/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
      expect(unknown.response.status).toBe(404);
      expect((await stranger.fetch('/api/media/songs/not-a-uuid/tracks/1/full')).status).toBe(404);
      expect((await stranger.fetch(`/api/media/songs/${song.id}/tracks/3/full`)).status).toBe(404);
      expect((await stranger.fetch(`/api/media/songs/${song.id}/tracks/1/lyrics`)).status).toBe(404);
    });

    it('gives karaoke word timings and the plain lyrics', async () => {
      const { data } = await owner.api.GET('/api/songs/{id}/timestamped-lyrics', { params: { path: { id: song.id }, query: { version: 2 } } });
      expect(data!.customLyrics).toBe(LYRICS);
      const words = data!.timestampedLyrics!.flatMap((line) => line.words.map((w) => w.word));
      expect(words).toEqual(expect.arrayContaining(['Alice', 'Bob']));
      for (const line of data!.timestampedLyrics!) for (const w of line.words) expect(w.end).toBeGreaterThanOrEqual(w.start);
      const manual = await owner.api.POST('/api/manual-fetch-lyrics', { body: { songId: song.id, sunoTrackId: status.tracks[1]!.id } });
      expect(manual.data).toEqual(data);
    });

    it('unlocks the full file and the downloads once paid, only for the owner; a refund locks them again', async () => {
      expect(await findSongForPurchase(song.id)).toMatchObject({ id: song.id, ownerUserId: null, isPaid: false });
      expect(await markSongPaid(song.id, '11111111-1111-4111-8111-111111111111')).toBe(true);
      const preview = await bytes(await owner.fetch(status.tracks[0]!.previewUrl!));
      const full = await bytes(await owner.fetch(`/api/media/songs/${song.id}/tracks/1/full`));
      expect(full.length).toBeGreaterThan(preview.length);
      const stranger = app.visitor();
      expect((await bytes(await stranger.fetch(`/api/media/songs/${song.id}/tracks/1/full`))).equals(preview)).toBe(true);

      const download = await owner.fetch(`/api/songs/${song.id}/download`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain(`filename="${song.title}.mp3"`);
      expect((await bytes(download)).equals(full)).toBe(true);
      const lyrics = await owner.fetch(`/api/songs/${song.id}/download?type=lyrics`);
      expect(lyrics.headers.get('content-disposition')).toContain(`filename="${song.title} - lyrics.txt"`);
      expect(await lyrics.text()).toContain('Cara wants to dance some more');
      const { data } = await owner.api.GET('/api/songs/{id}', { params: { path: { id: song.id } } });
      expect(data).toMatchObject({ isPaid: true, expiresAt: null });

      await revokeSongPayment(song.id, '11111111-1111-4111-8111-111111111111');
      expect((await bytes(await owner.fetch(`/api/media/songs/${song.id}/tracks/1/full`))).equals(preview)).toBe(true);
      expect((await owner.fetch(`/api/songs/${song.id}/download`)).status).toBe(402);
    });

    it('shows a payment in the status poll as soon as it commits, even when polled while it was committing', async () => {
      const poll = async () => (await owner.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: status.taskId } } })).data!.tracks[0]!.audioUrl;
      expect(await poll()).toMatch(/\/preview$/);
      const em = app.running.app.get(MikroORM).em.fork();
      await em.transactional(async () => {
        // Checkout's message joins the transaction open here, as it joins checkout's unit of work.
        expect(await markSongPaid(song.id, '44444444-4444-4444-8444-444444444444')).toBe(true);
        // A poll while checkout's transaction is still open sees (and may keep) the unpaid song.
        expect(await poll()).toMatch(/\/preview$/);
      });
      expect(await poll()).toMatch(/\/full$/);
      expect((await owner.api.GET('/api/songs/{id}', { params: { path: { id: song.id } } })).data!.isPaid).toBe(true);
      await revokeSongPayment(song.id, '44444444-4444-4444-8444-444444444444');
      expect(await poll()).toMatch(/\/preview$/);
    });

    it('proxies only our own media and configured provider hosts', async () => {
      const visitor = app.visitor();
      const own = await visitor.fetch(`/api/audio-proxy?url=${encodeURIComponent(`/api/media/songs/${song.id}/tracks/1/full`)}`, { redirect: 'manual' });
      expect(own.status).toBe(307);
      const head = await visitor.fetch(`/api/audio-proxy?url=${encodeURIComponent(`/api/media/songs/${song.id}/tracks/1/full`)}`, { method: 'HEAD' });
      expect(head.headers.get('content-type')).toBe('audio/mpeg');
      const provided = await visitor.fetch(`/api/audio-proxy?url=${encodeURIComponent(`http://${providerHost}/song.mp3`)}`);
      expect(provided.status).toBe(200);
      expect(provided.headers.get('content-type')).toBe('audio/mpeg');
      const notAudio = await visitor.fetch(`/api/audio-proxy?url=${encodeURIComponent(`http://${providerHost}/page`)}`);
      expect(notAudio.status).toBe(502);
      for (const url of ['http://169.254.169.254/latest/meta-data', 'https://evil.example/a.mp3', '/api/songs', 'file:///etc/passwd']) {
        const res = await visitor.fetch(`/api/audio-proxy?url=${encodeURIComponent(url)}`, { redirect: 'manual' });
        expect(res.status).toBe(400);
      }
      // No url (or an empty one) is a missing url, not a long one.
      for (const query of ['', '?url=', '?url']) {
        const missing = await visitor.fetch(`/api/audio-proxy${query}`);
        expect([query, missing.status, ((await missing.json()) as { message: string }).message]).toEqual([query, 400, 'url is required']);
      }
      const long = await visitor.fetch(`/api/audio-proxy?url=${encodeURIComponent(`http://${providerHost}/${'a'.repeat(2000)}.mp3`)}`);
      expect([long.status, ((await long.json()) as { message: string }).message]).toEqual([400, 'url is too long']);
    });
  });

  describe('a render that could not be queued', () => {
    beforeEach(resetGuestSamples);

    const renderJobsOf = async (songId: string) =>
      (await db.query("select id from pgboss.job where name = 'catalog-render-song' and data->>'songId' = $1", [songId])).rows;

    it('keeps the song renderable when queueing the render fails half-way, and a retry renders it', async () => {
      const owner = app.visitor();
      const song = await createSong(owner);
      const queue = app.running.app.get(JobQueue);
      const send = queue.send.bind(queue);
      // The job is written, then the connection drops before the request finishes.
      const failOnce = jest.spyOn(queue, 'send').mockImplementationOnce(async (...args) => {
        await send(...args);
        throw new Error('connection terminated unexpectedly');
      });
      try {
        const failed = await owner.fetch('/api/generate-music', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ songId: song.id }) });
        // A dropped database connection is an outage: 503, so the client knows to retry.
        expect(failed.status).toBe(503);
      } finally {
        failOnce.mockRestore();
      }
      // Nothing half-done: no job of a task the song does not know, no task the queue does not know.
      expect(await renderJobsOf(song.id)).toEqual([]);
      expect((await db.query('select status, task_id from catalog.songs where id = $1', [song.id])).rows[0]).toEqual({ status: 'pending', task_id: null });

      expect(await renderSong(owner, song.id)).toMatchObject({ status: 'completed', progress: 100 });
    }, 120_000);

    it('lets a song left pending under a task with no job be rendered again, but not a song whose job is live', async () => {
      const owner = app.visitor();
      const song = await createSong(owner);
      // As left by a crash between saving the task and queueing its job.
      await db.query("update catalog.songs set status = 'pending', task_id = gen_random_uuid() where id = $1", [song.id]);

      const { data: task, response } = await owner.api.POST('/api/generate-music', { body: { songId: song.id } });
      expect(response.status).toBe(202);
      const again = await owner.api.POST('/api/generate-music', { body: { songId: song.id } });
      expect(again.response.status).toBe(409);
      expect((await renderJobsOf(song.id)).map((r) => r.id)).toEqual([task!.taskId]);
      // Waits on the render's state alone: a busy machine renders slowly, and the test's timeout is the cap.
      for (;; await new Promise((resolve) => setTimeout(resolve, 250))) {
        const { data } = await owner.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: task!.taskId } } });
        if (data!.status === 'completed') break;
        if (data!.status === 'failed') throw new Error(`render failed: ${JSON.stringify(data)}`);
      }
    }, 600_000);
  });

  describe('signed-in users', () => {
    it('spends one credit per song and answers 402 when none are left', async () => {
      const user = app.visitor();
      const userId = await signIn(user, 1);
      const created = await createSong(user, ['Dana']);
      expect(created).toMatchObject({ title: 'Boogy1_Dana', guestSamplesLeft: null });
      const balance = await db.query('select balance from checkout.credit_balances where user_id = $1', [userId]);
      expect(balance.rows[0].balance).toBe(0);
      const none = await user.api.POST('/api/songs', { body: { names: ['Dana'], lyrics: LYRICS, style: 'wedding' } });
      expect(none.response.status).toBe(402);
      expect(none.error!.code).toBe('no_credits');
    });

    it('renames (title only), lists and deletes their songs', async () => {
      const user = app.visitor();
      await signIn(user, 5);
      const a = await createSong(user, ['Eve']);
      const b = await createSong(user, ['Finn']);
      expect(b.title).toBe('Boogy2_Finn');
      const renamed = await user.api.PATCH('/api/songs/{id}', { params: { path: { id: a.id } }, body: { title: '  Eve  Party ' } });
      expect(renamed.data!.title).toBe('Eve Party');
      const blank = await user.api.PATCH('/api/songs/{id}', { params: { path: { id: a.id } }, body: { title: '   ' } });
      expect(blank.response.status).toBe(400);
      const sneaky = await user.api.PATCH('/api/songs/{id}', { params: { path: { id: a.id } }, body: { title: 'x', audioUrl: '/x.mp3' } as never });
      expect(sneaky.response.status).toBe(400);

      await markSongPaid(b.id, '22222222-2222-4222-8222-222222222222');
      const purchased = await user.api.GET('/api/user/purchased-songs');
      expect(purchased.data!.items.map((s) => s.id)).toEqual([b.id]);
      const all = await user.api.GET('/api/user/songs');
      expect(all.data!.items.map((s) => s.id)).toEqual([b.id, a.id]);
      expect(all.response.headers.get('content-type')).toMatch(/^application\/json/);
      // The same list again: 304 for the tag the caller holds; a rename shows on the very next request.
      const etag = all.response.headers.get('etag')!;
      expect((await user.fetch('/api/user/songs', { headers: { 'if-none-match': etag } })).status).toBe(304);
      await user.api.PATCH('/api/songs/{id}', { params: { path: { id: b.id } }, body: { title: 'Finn Forever' } });
      const renamedList = await user.fetch('/api/user/songs', { headers: { 'if-none-match': etag } });
      expect(renamedList.status).toBe(200);
      expect(((await renamedList.json()) as Schema<'SongList'>).items.map((s) => s.title)).toEqual(['Finn Forever', 'Eve Party']);
      expect((await user.api.GET('/api/user/purchased-songs')).data!.items.map((s) => s.title)).toEqual(['Finn Forever']);

      const other = app.visitor();
      await signIn(other, 0);
      expect((await other.api.DELETE('/api/songs/{id}', { params: { path: { id: a.id } } })).response.status).toBe(404);
      expect((await other.api.PATCH('/api/songs/{id}', { params: { path: { id: a.id } }, body: { title: 'x' } })).response.status).toBe(404);
      expect((await other.fetch(`/api/songs/${b.id}/download?type=lyrics`)).status).toBe(404);
      expect((await other.api.GET('/api/user/purchased-songs')).data).toEqual({ items: [], nextCursor: null });

      const removed = await user.api.DELETE('/api/songs/{id}', { params: { path: { id: a.id } } });
      expect(removed.response.status).toBe(204);
      expect((await user.api.GET('/api/songs/{id}', { params: { path: { id: a.id } } })).response.status).toBe(404);
    });

    it('needs a signed-in user for the song lists', async () => {
      const guest = app.visitor();
      expect((await guest.api.GET('/api/user/purchased-songs')).response.status).toBe(401);
      expect((await guest.api.GET('/api/user/songs')).response.status).toBe(401);
    });

    it("keeps a guest's songs when the guest signs in (the guest cookie is claimed)", async () => {
      await resetGuestSamples();
      const visitor = app.visitor();
      const made = await createSong(visitor, ['Gus']);
      const userId = await signIn(visitor, 0);
      const { data } = await visitor.api.GET('/api/user/songs');
      expect(data!.items.map((s) => s.id)).toContain(made.id);
      expect(await findSongForPurchase(made.id)).toMatchObject({ ownerUserId: userId });
    });

    it("claims a guest's songs still within their 24 h into the account that signs in, once", async () => {
      await resetGuestSamples();
      const visitor = app.visitor();
      const fresh = await createSong(visitor, ['Ngozi']);
      const stale = await createSong(visitor, ['Tomasz']);
      await db.query(`update catalog.songs set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' where id = $1`, [stale.id]);
      await signIn(visitor, 0);
      // Two lists asked at once (the jukebox and the account page): each song moves once.
      const [first, second] = await Promise.all([visitor.api.GET('/api/user/songs'), visitor.api.GET('/api/user/songs')]);
      const seen = new Set([...first.data!.items, ...second.data!.items].map((s) => s.id));
      expect(seen.has(fresh.id)).toBe(true);
      expect(seen.has(stale.id)).toBe(false);
      expect((await db.query('select user_id from catalog.songs where id = $1', [stale.id])).rows[0].user_id).toBeNull();
      // Another account signing in on the same browser later gets none of them.
      await signIn(visitor, 0);
      const { data } = await visitor.api.GET('/api/user/songs');
      expect(data!.items.map((s) => s.id)).not.toContain(fresh.id);
      // The expired song is the expiry job's (tested below, which counts what it removes).
      await db.query('delete from catalog.songs where id = $1', [stale.id]);
    });
  });

  describe('expiry', () => {
    it('removes unpaid songs and their files 24 h after creation; paid songs stay', async () => {
      await resetGuestSamples();
      const guest = app.visitor();
      const unpaid = await createSong(guest, ['Hal']);
      const paid = await createSong(guest, ['Ivy']);
      const storage = app.running.app.get(MediaStorage);
      await storage.put(`songs/${unpaid.id}/v1/preview.mp3`, Buffer.from('x'), 'audio/mpeg');
      await markSongPaid(paid.id, '33333333-3333-4333-8333-333333333333');
      const expiresAt = (await db.query('select expires_at, created_at from catalog.songs where id = $1', [unpaid.id])).rows[0];
      expect(expiresAt.expires_at.getTime() - expiresAt.created_at.getTime()).toBeCloseTo(24 * 3600_000, -4);

      const job = app.running.app.get(ExpireUnpaidSongsJob);
      expect(await job.run(new Date(Date.now() + 23 * 3600_000))).toBe(0);
      await job.run(new Date(Date.now() + 25 * 3600_000));
      const left = await db.query('select id from catalog.songs where id = any($1)', [[unpaid.id, paid.id]]);
      expect(left.rows.map((r) => r.id)).toEqual([paid.id]);
      expect(await storage.stat(`songs/${unpaid.id}/v1/preview.mp3`)).toBeNull();
    });
  });
});

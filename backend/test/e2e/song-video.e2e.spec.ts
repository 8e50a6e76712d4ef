import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/shared/config/paths';
import { CHECKOUT_TEST_ENV, makeSong, query, uniqueEmail } from '../support/checkout-fixtures';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';

/**
 * Song videos through the real server, worker, engine and ffmpeg: who may make one, one render per
 * video whatever the number of requests, and the paywall (an unpaid song's video is its preview,
 * a paid song's the whole song, never one for the other).
 */
describe('song videos', () => {
  let app: TestApp;
  const mediaDir = mkdtempSync(join(tmpdir(), 'boogy-video-media-'));
  const FULL_SECONDS = 60;
  const ORIGIN = 'https://boogy.example';
  // The frontend's real index.html (its page-meta block), for the share pages' link-preview tags.
  const frontendDir = mkdtempSync(join(tmpdir(), 'boogy-video-site-'));
  copyFileSync(join(REPO_ROOT, 'frontend/index.html'), join(frontendDir, 'index.html'));

  beforeAll(async () => {
    app = await startTestApp({
      ...CHECKOUT_TEST_ENV,
      PAYMENT_PROVIDER: 'sandbox',
      SONG_FULL_DURATION_SEC: String(FULL_SECONDS),
      MEDIA_DIR: mediaDir,
      SERVE_FRONTEND: 'true',
      FRONTEND_DIR: frontendDir,
      PUBLIC_URL: ORIGIN,
    });
    // Migrations and start-up take minutes on a busy two-core machine: the hook waits for the app.
  }, 300_000);
  afterAll(() => app.stop());

  const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;

  async function member(firstName: string): Promise<Visitor> {
    const visitor = app.visitor();
    const { data } = await visitor.api.POST('/api/simple-register', { body: { email: uniqueEmail(firstName.toLowerCase()), firstName }, headers: { 'x-forwarded-for': randomIp() } });
    if (data?.status !== 'signed_in') throw new Error('could not register');
    return visitor;
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 600_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function renderedSong(owner: Visitor, name: string): Promise<string> {
    const songId = await makeSong(owner, name);
    const { response } = await owner.api.POST('/api/generate-music', { body: { songId } });
    expect(response.status).toBe(202);
    await until(() => song(owner, songId), (s) => s?.status === 'completed' || s?.status === 'failed', 'the song to render');
    expect((await song(owner, songId))?.status).toBe('completed');
    return songId;
  }

  const song = async (visitor: Visitor, id: string) => (await visitor.api.GET('/api/songs/{id}', { params: { path: { id } } })).data;
  const generate = (visitor: Visitor, id: string) => visitor.api.POST('/api/songs/{id}/generate-video', { params: { path: { id }, query: {} } });
  const generateVersion = (visitor: Visitor, id: string, track: 1 | 2, share?: string) =>
    visitor.api.POST('/api/songs/{id}/generate-video', { params: { path: { id }, query: share ? { share } : {} }, body: { track } });
  const readyVideo = (visitor: Visitor, id: string) => until(() => song(visitor, id), (s) => s?.videoStatus === 'ready' || s?.videoStatus === 'failed', 'the video');
  /** Version 2's video once made (the song's own video fields are version 1's): asking again answers its state. */
  const readyVersion2 = (visitor: Visitor, id: string) =>
    until(() => generateVersion(visitor, id, 2), (a) => a.data?.status === 'ready' || a.data?.status === 'failed', 'version 2’s video');
  const renderJobs = async (id: string, track: 1 | 2) =>
    Number(
      (await query<{ n: string }>(app, "select count(*) as n from pgboss.job where name = 'catalog-render-video' and data->>'songId' = $1 and coalesce(data->>'track', '1') = $2", [id, String(track)]))[0]!.n,
    );

  async function buy(visitor: Visitor, songId: string): Promise<void> {
    const { data: order, error } = await visitor.api.POST('/paypal/order', { body: { songId } });
    if (!order) throw new Error(`order refused: ${JSON.stringify(error)}`);
    await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order.id } } });
    const capture = await visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } });
    expect(capture.data?.status).toBe('COMPLETED');
  }

  /** The content of each `<meta property|name="…">` in a page's head, by key. */
  function metaTags(html: string): Record<string, string> {
    const tags: Record<string, string> = {};
    for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) tags[m[1]!] = m[2]!.replace(/&amp;/g, '&');
    return tags;
  }

  /** The video this visitor gets at the song's video URL (or at `path`), probed by ffprobe. */
  async function watch(visitor: Visitor | null, id: string, path = `/api/media/songs/${id}/video`): Promise<{ durationSec: number; video: string; audio: string; width: number; height: number; bytes: number }> {
    const res = visitor ? await visitor.fetch(path) : await fetch(app.url + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    const mp4 = Buffer.from(await res.arrayBuffer());
    const file = join(mkdtempSync(join(tmpdir(), 'boogy-video-probe-')), 'video.mp4');
    writeFileSync(file, mp4);
    const probe = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,codec_name,width,height', '-of', 'json', file], { encoding: 'utf8' });
    const info = JSON.parse(probe.stdout) as { format: { duration: string }; streams: { codec_type: string; codec_name: string; width?: number; height?: number }[] };
    const video = info.streams.find((s) => s.codec_type === 'video');
    return {
      durationSec: Number(info.format.duration),
      video: video?.codec_name ?? '',
      audio: info.streams.find((s) => s.codec_type === 'audio')?.codec_name ?? '',
      width: video?.width ?? 0,
      height: video?.height ?? 0,
      bytes: mp4.length,
    };
  }

  let owner: Visitor;
  let stranger: Visitor;
  let songId: string;

  beforeAll(async () => {
    owner = await member('Maren');
    stranger = await member('Tobias');
    songId = await renderedSong(owner, 'Ingrid');
  }, 600_000);

  it('is refused with a declared code for a song without audio yet, and is a 404 for someone else’s song or an unknown one', async () => {
    // Each member has one free song: another member's song, not rendered yet.
    const maker = await member('Paula');
    const unrendered = await makeSong(maker, 'Pending');
    const early = await generate(maker, unrendered);
    expect(early.response.status).toBe(409);
    expect(early.error).toMatchObject({ code: 'song_not_ready' });

    const foreign = await generate(stranger, songId);
    expect(foreign.response.status).toBe(404);
    expect(foreign.error).toMatchObject({ code: 'song_not_found' });
    expect((await generate(owner, '00000000-0000-4000-8000-000000000000')).response.status).toBe(404);
    expect((await generate(owner, 'not-a-song')).response.status).toBe(404);
  });

  it('renders one video per version however many requests arrive at once, and the unpaid song’s videos are 40-second previews', async () => {
    // Six requests for version 1 (no body: version 1) and three for version 2, all at once.
    const answers = await Promise.all([...Array.from({ length: 6 }, () => generate(owner, songId)), ...Array.from({ length: 3 }, () => generateVersion(owner, songId, 2))]);
    expect(answers.map((a) => a.response.status)).toEqual(Array(9).fill(202));
    expect(answers.every((a) => a.data?.status === 'rendering' && a.data.kind === 'preview' && a.data.videoUrl === null)).toBe(true);
    expect(answers.map((a) => a.data?.track)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2]);
    expect(await renderJobs(songId, 1)).toBe(1);
    expect(await renderJobs(songId, 2)).toBe(1);

    const ready = await readyVideo(owner, songId);
    expect(ready).toMatchObject({ videoStatus: 'ready', videoProgress: 100, videoUrl: `/api/media/songs/${songId}/video` });
    // An unpaid song's video goes with the song at its expiry.
    expect(ready!.videoExpiresAt).toBe(ready!.expiresAt);

    // Asked again once ready: the same video, no second render.
    const again = await generate(owner, songId);
    expect(again.response.status).toBe(200);
    expect(again.data).toMatchObject({ status: 'ready', kind: 'preview', videoUrl: `/api/media/songs/${songId}/video` });
    expect(await renderJobs(songId, 1)).toBe(1);

    const preview = await watch(owner, songId);
    expect(preview).toMatchObject({ video: 'h264', audio: 'aac', width: 1080, height: 1920 });
    expect(preview.durationSec).toBeGreaterThan(30);
    expect(preview.durationSec).toBeLessThanOrEqual(40.5);

    // No Range reaches past the preview's last byte.
    const beyond = await owner.fetch(`/api/media/songs/${songId}/video`, { headers: { range: `bytes=${preview.bytes}-` } });
    expect(beyond.status).toBe(416);
    const tail = await owner.fetch(`/api/media/songs/${songId}/video`, { headers: { range: `bytes=${preview.bytes - 100}-${preview.bytes * 4}` } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${preview.bytes - 100}-${preview.bytes - 1}/${preview.bytes}`);

    // Version 2's preview video is its own file at its own URL, cut at 40 s as well.
    const second = await readyVersion2(owner, songId);
    expect(second.response.status).toBe(200);
    expect(second.data).toMatchObject({ track: 2, kind: 'preview', status: 'ready', videoUrl: `/api/media/songs/${songId}/video?track=2`, videoExpiresAt: ready!.expiresAt });
    const previewOf2 = await watch(owner, songId, `/api/media/songs/${songId}/video?track=2`);
    expect(previewOf2).toMatchObject({ video: 'h264', audio: 'aac', width: 1080, height: 1920 });
    expect(previewOf2.durationSec).toBeLessThanOrEqual(40.5);
    expect(existsSync(join(mediaDir, 'songs', songId, 'v2', 'video-preview.mp4'))).toBe(true);
    expect(await renderJobs(songId, 2)).toBe(1);
    const badVersion = await owner.api.POST('/api/songs/{id}/generate-video', { params: { path: { id: songId }, query: {} }, body: { track: 3 as 2 } });
    expect(badVersion.response.status).toBe(400);

    // The song's integrators hear of each version's video.
    const events = await query<{ track: string | null }>(app, "select payload->>'track' as track from messaging.outbox_messages where type = 'catalog.song-video-ready.v1' and payload->>'songId' = $1 order by 1", [songId]);
    expect(events.map((e) => e.track)).toEqual(['1', '2']);
  }, 900_000);

  it('once paid, the video is a new render of the whole song for its owner; the preview video is never served in its place, nor the full one to others', async () => {
    await buy(owner, songId);
    const paid = await song(owner, songId);
    expect(paid).toMatchObject({ isPaid: true, fullAccess: true, videoStatus: 'none', videoUrl: null, videoExpiresAt: null });
    const missing = await owner.fetch(`/api/media/songs/${songId}/video`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'video_not_found' });

    const started = await generate(owner, songId);
    expect(started.response.status).toBe(202);
    expect(started.data).toMatchObject({ kind: 'full', status: 'rendering' });
    expect(await readyVideo(owner, songId)).toMatchObject({ videoStatus: 'ready', videoExpiresAt: null });

    const full = await watch(owner, songId);
    expect(full).toMatchObject({ video: 'h264', audio: 'aac', width: 1080, height: 1920 });
    expect(full.durationSec).toBeGreaterThan(FULL_SECONDS - 5);

    // Someone holding only the song's link still gets the preview video, and may not make one.
    const seen = await watch(stranger, songId);
    expect(seen.durationSec).toBeLessThanOrEqual(40.5);
    expect((await generate(stranger, songId)).response.status).toBe(404);
    expect(await song(stranger, songId)).toMatchObject({ fullAccess: false, videoStatus: 'ready' });

    // Link previews: a full link's page offers the full video, a preview link's the preview; a chat
    // app fetches it without cookies, through the link.
    for (const shareType of ['full', 'preview'] as const) {
      const { data: link } = await owner.api.POST('/api/songs/{id}/share', { params: { path: { id: songId } }, body: { shareType } });
      const page = await fetch(`${app.url}/shared/${link!.shareId}`);
      expect(page.status).toBe(200);
      const tags = metaTags(await page.text());
      const path = `/api/media/songs/${songId}/video?share=${link!.shareId}`;
      expect(tags).toMatchObject({ 'og:video': ORIGIN + path, 'og:video:secure_url': ORIGIN + path, 'og:video:type': 'video/mp4', 'og:video:width': '1080', 'og:video:height': '1920' });
      const shared = await watch(null, songId, path);
      if (shareType === 'full') expect(shared.durationSec).toBeGreaterThan(FULL_SECONDS - 5);
      else expect(shared.durationSec).toBeLessThanOrEqual(40.5);
    }
  }, 900_000);

  it('films version 2 of a paid song whole, as its own render at its own URL, under the same paywall', async () => {
    const version2 = `/api/media/songs/${songId}/video?track=2`;
    // Paid: the owner's version 2 video is a new full render; version 2's preview video is never served in its place.
    const missing = await owner.fetch(version2);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'video_not_found' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => generateVersion(owner, songId, 2)));
    expect(answers.map((a) => a.response.status)).toEqual(Array(4).fill(202));
    expect(answers.every((a) => a.data?.track === 2 && a.data.kind === 'full' && a.data.status === 'rendering')).toBe(true);
    // Version 1's full video stays as it was (the song's own video fields are version 1's).
    expect(await song(owner, songId)).toMatchObject({ videoStatus: 'ready', videoUrl: `/api/media/songs/${songId}/video` });

    const ready = await readyVersion2(owner, songId);
    expect(ready.data).toMatchObject({ track: 2, kind: 'full', status: 'ready', videoUrl: version2, videoExpiresAt: null });
    // One preview render and one full render of version 2 in all, however many requests.
    expect(await renderJobs(songId, 2)).toBe(2);
    const full2 = await watch(owner, songId, version2);
    expect(full2).toMatchObject({ video: 'h264', audio: 'aac', width: 1080, height: 1920 });
    expect(full2.durationSec).toBeGreaterThan(FULL_SECONDS - 5);
    const full1 = await watch(owner, songId);
    expect(full2.bytes).not.toBe(full1.bytes);
    const download = await owner.fetch(`${version2}&download=1`);
    expect(download.headers.get('content-disposition')).toContain('(song 2)');

    // Someone holding only the song's link gets version 2's preview video, never its full one, and may not make one.
    expect((await watch(stranger, songId, version2)).durationSec).toBeLessThanOrEqual(40.5);
    expect((await generateVersion(stranger, songId, 2)).response.status).toBe(404);
    // A full link serves version 2's full video; a preview link its preview; a Range past the preview is refused.
    const links = Object.fromEntries(
      await Promise.all((['full', 'preview'] as const).map(async (shareType) => [shareType, (await owner.api.POST('/api/songs/{id}/share', { params: { path: { id: songId } }, body: { shareType } })).data!.shareId] as const)),
    );
    expect((await watch(null, songId, `${version2}&share=${links.full}`)).durationSec).toBeGreaterThan(FULL_SECONDS - 5);
    const viaPreviewLink = await watch(null, songId, `${version2}&share=${links.preview}`);
    expect(viaPreviewLink.durationSec).toBeLessThanOrEqual(40.5);
    expect((await fetch(`${app.url}${version2}&share=${links.preview}`, { headers: { range: `bytes=${viaPreviewLink.bytes}-` } })).status).toBe(416);
  }, 900_000);

  it('goes with its song: a deleted song’s video is a 404 and its files are gone', async () => {
    const maker = await member('Dora');
    const doomed = await renderedSong(maker, 'Doomed');
    expect((await generate(maker, doomed)).response.status).toBe(202);
    await readyVideo(maker, doomed);
    const file = join(mediaDir, 'songs', doomed, 'v1', 'video-preview.mp4');
    expect(existsSync(file)).toBe(true);

    expect((await maker.api.DELETE('/api/songs/{id}', { params: { path: { id: doomed } } })).response.status).toBe(204);
    expect((await generate(maker, doomed)).response.status).toBe(404);
    expect((await maker.fetch(`/api/media/songs/${doomed}/video`)).status).toBe(404);
    await until(async () => existsSync(file), (there) => !there, 'the video file to be removed', 20_000);
  }, 1_200_000);
});

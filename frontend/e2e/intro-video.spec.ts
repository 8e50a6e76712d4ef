import type { APIRequestContext } from '@playwright/test';
import { expect, mockSignedOut, test } from './fixtures';

/**
 * The landing page's intro video, made by the real server with the real engine on its first start
 * (a song for Maya, Leo and Priya): the hero shows it with a poster and a captions track, plays it
 * muted on its own only when the visitor has not asked for reduced motion, and the MP4 is served
 * with byte ranges.
 */

/** The server makes the video in the background after it starts: wait until it is served. */
async function introVideoMade(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.get('/api/intro-video', { headers: { Range: 'bytes=0-0' } })).status(), {
      message: 'the server makes its intro video after start-up',
      timeout: 420_000,
      intervals: [2_000, 5_000],
    })
    .toBe(206);
}

test.describe.configure({ timeout: 600_000 });

test.beforeEach(async ({ page, request }) => {
  await mockSignedOut(page);
  await introVideoMade(request);
});

test('the hero shows the intro video in a reserved box, with its poster, controls and a captions track', async ({ page, request }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Create Epic Personalised Dance Songs' });
  const video = hero.locator('video');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('poster', '/api/intro-video/poster');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
  const track = video.locator('track');
  await expect(track).toHaveAttribute('kind', 'captions');
  await expect(track).toHaveAttribute('src', '/api/intro-video/captions');

  // The box is portrait 9:16 from the first paint, whatever has loaded.
  const box = await video.boundingBox();
  if (!box) throw new Error('the intro video has no box');
  expect(box.height / box.width).toBeCloseTo(16 / 9, 1);

  const poster = await request.get('/api/intro-video/poster');
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  expect((await poster.body()).length).toBeLessThan(150_000);
  const captions = await request.get('/api/intro-video/captions');
  expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
  const vtt = await captions.text();
  expect(vtt).toMatch(/^WEBVTT/);
  expect(vtt).toMatch(/Maya|Leo|Priya/);
  // The browser loads the captions as a track with cues.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThan(0);
});

test('without a reduced-motion wish the video plays muted on its own', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const video = page.locator('video[data-autoplay]');
  await expect(video).toHaveAttribute('data-autoplay', 'on');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 60_000 }).toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
});

test('with reduced motion the video does not play on its own', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const video = page.locator('video[data-autoplay]');
  // Decided once the page runs: off, so nothing starts it.
  await expect(video).toHaveAttribute('data-autoplay', 'off');
  await expect(video).not.toHaveAttribute('autoplay');
  expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }))).toEqual({ paused: true, time: 0 });
  // It still plays when the visitor asks.
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0), { timeout: 60_000 }).toBe(true);
});

test('the MP4 is served as video/mp4 with byte ranges', async ({ request }) => {
  const head = await request.get('/api/intro-video', { headers: { Range: 'bytes=0-1023' } });
  expect(head.status()).toBe(206);
  expect(head.headers()['content-type']).toBe('video/mp4');
  expect(head.headers()['accept-ranges']).toBe('bytes');
  expect(head.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
  const bytes = await head.body();
  expect(bytes.length).toBe(1024);
  // An MP4 (ftyp first) with its index before the media (+faststart), so playback starts at once.
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  const ftypSize = bytes.readUInt32BE(0);
  expect(bytes.subarray(ftypSize + 4, ftypSize + 8).toString('latin1')).toBe('moov');
  const total = Number((head.headers()['content-range'] ?? '').split('/')[1]);
  const tail = await request.get('/api/intro-video', { headers: { Range: `bytes=${total - 100}-` } });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).length).toBe(100);
});

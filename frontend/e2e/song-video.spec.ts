import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, generateSongOnHome } from './fixtures';
import { E2E_FULL_SONG_SECONDS } from '../playwright.config';

/**
 * Song videos against the real server (real renders, the engine's video renderer, ffmpeg): on a
 * phone and on a desktop a guest makes the video of their preview, watches it, shares it (phone:
 * the Web Share API with the MP4 file) or downloads it (desktop), then buys the song through the
 * sandbox and does the same with the bought song's video from the jukebox. On the desktop the guest
 * listens to Song 2 first: its video is version 2's.
 */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toLowerCase();
const uniqueEmail = (label: string) => `${label}.${run}.${Math.random().toString(36).slice(2, 7)}@example.com`;

interface SharedFile {
  name: string;
  type: string;
  size: number;
  /** The file's bytes 4–8: an MP4 says `ftyp` there. */
  brand: string;
}

/** The phone's share sheet, stubbed: it takes files and keeps what it was given. */
async function stubWebShare(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { __sharedFiles: unknown[] }).__sharedFiles = shared;
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data?: ShareData) => Boolean(data?.files?.length) });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        for (const file of data.files ?? []) {
          const head = new Uint8Array(await file.slice(4, 8).arrayBuffer());
          shared.push({ name: file.name, type: file.type, size: file.size, brand: String.fromCharCode(...head) });
        }
      },
    });
  });
}

const sharedFiles = (page: Page) => page.evaluate(() => (window as unknown as { __sharedFiles: SharedFile[] }).__sharedFiles);

async function visitFromTheUS(page: Page) {
  for (const service of ['https://ipapi.co/**', 'https://ipwho.is/**']) {
    await page.route(service, (route) => route.fulfill({ json: { country_code: 'US' } }));
  }
}

/** Home page: names → lyrics → Generate Song, until the full tracks are rendered (the video needs the finished song). */
async function makeASong(page: Page, names: string): Promise<Locator> {
  const generator = await generateSongOnHome(page, names, 600_000);
  // The button comes with the finished song (the full tracks follow the previews; a busy machine takes minutes).
  await expect(generator.getByRole('button', { name: 'Share as Video' })).toBeVisible({ timeout: 900_000 });
  return generator;
}

/** The Share as Video dialog: its progress while the video renders (never only a toast), then the video. */
async function videoDialog(page: Page, open: Locator, testInfo: Parameters<Parameters<typeof test>[2]>[1], label: string): Promise<Locator> {
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Share as Video' });
  await expect(dialog).toBeVisible();
  const progress = dialog.getByRole('progressbar', { name: 'Video progress' });
  await expect(progress).toBeVisible();
  await expect(dialog.getByText(/Making your video… \d+%/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, `${label}-rendering`);
  await expect(dialog.getByTestId('song-video')).toBeVisible({ timeout: 480_000 });
  await expect(progress).toHaveCount(0);
  return dialog;
}

/** The video plays: its clock moves on. */
async function watch(dialog: Locator) {
  const video = dialog.getByTestId('song-video');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 60_000 }).toBeGreaterThan(0.5);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
}

async function buy(page: Page, generator: Locator, firstName: string): Promise<string> {
  await generator.getByRole('button', { name: /^Get Full Song - / }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy That Boogy' });
  await expect(dialog).toBeVisible();
  const line = await dialog.getByText(/^Full Song \(.+\)$/).textContent();
  const title = /^Full Song \((.+)\)$/.exec(line ?? '')?.[1];
  if (!title) throw new Error(`no song title in "${line}"`);
  await dialog.getByLabel('First Name').fill(firstName);
  await dialog.getByLabel('Email').fill(uniqueEmail(firstName.toLowerCase()));
  await dialog.getByRole('button', { name: 'Test Purchase' }).click({ timeout: 15_000 });
  await dialog.getByRole('group', { name: 'Sandbox payment approval' }).getByRole('button', { name: 'Approve Payment' }).click();
  const ready = page.getByRole('dialog', { name: 'Song Ready!' });
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/jukebox$/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  return title;
}

const probe = async (file: string) => {
  const { stdout } = await promisify(execFile)('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name', '-of', 'json', file]);
  const info = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_name: string }[] };
  return { seconds: Number(info.format.duration), codecs: info.streams.map((s) => s.codec_name).sort() };
};

async function download(page: Page, dialog: Locator, file: string): Promise<{ name: string; seconds: number; codecs: string[] }> {
  const downloaded = new Promise<Download>((resolve) => page.once('download', resolve));
  await dialog.getByRole('link', { name: 'Download Video' }).click();
  const done = await downloaded;
  await done.saveAs(file);
  return { name: done.suggestedFilename(), ...(await probe(file)) };
}

test('on a phone: make, watch and share the video of a preview, then of the bought song', async ({ page }, testInfo) => {
  test.setTimeout(1_500_000);
  await stubWebShare(page);
  await visitFromTheUS(page);
  await page.setViewportSize({ width: 390, height: 844 });

  const generator = await makeASong(page, 'Mira, Tao, Zelda');
  let dialog = await videoDialog(page, generator.getByRole('button', { name: 'Share as Video' }), testInfo, 'phone-preview-video');
  await watch(dialog);
  await expect(dialog.getByText("This video is the song's preview. Get the full song for the whole video.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Share Video' }).click();
  await expect.poll(async () => (await sharedFiles(page)).length).toBe(1);
  const [preview] = await sharedFiles(page);
  if (!preview) throw new Error('nothing was shared');
  expect(preview).toMatchObject({ type: 'video/mp4', brand: 'ftyp' });
  expect(preview.name).toMatch(/ \(preview\)\.mp4$/);
  await expectNoSeriousA11yViolations(page, testInfo, 'phone-preview-video-ready');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const title = await buy(page, generator, 'Mira');
  const tile = page.getByRole('article', { name: title });
  dialog = await videoDialog(page, tile.getByRole('button', { name: `Share ${title} as video` }), testInfo, 'phone-full-video');
  await watch(dialog);
  await expect(dialog.getByText("This video is the song's preview.", { exact: false })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Share Video' }).click();
  await expect.poll(async () => (await sharedFiles(page)).length).toBe(2);
  const full = (await sharedFiles(page))[1];
  if (!full) throw new Error('the full video was not shared');
  expect(full).toMatchObject({ type: 'video/mp4', brand: 'ftyp' });
  expect(full.name).toMatch(/\.mp4$/);
  expect(full.name).not.toContain('(preview)');
  // The whole song (at least the server's full length) against its 40-second preview: bytes grow with seconds.
  expect(full.size).toBeGreaterThan(preview.size * (E2E_FULL_SONG_SECONDS / 40));
});

test('on a desktop: make, watch and download the video of the preview of Song 2, then of the bought song', async ({ page }, testInfo) => {
  test.setTimeout(1_500_000);
  await visitFromTheUS(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  const generator = await makeASong(page, 'Otto, Paz, Quinn');
  // The video films the version being listened to.
  const song2 = generator.getByRole('button', { name: 'Song 2', exact: true });
  await song2.click();
  await expect(song2).toHaveAttribute('aria-pressed', 'true');
  let dialog = await videoDialog(page, generator.getByRole('button', { name: 'Share as Video' }), testInfo, 'desktop-preview-video');
  await expect(dialog.getByText('(Song 2)', { exact: false })).toBeVisible();
  await watch(dialog);
  const preview = await download(page, dialog, testInfo.outputPath('preview-video.mp4'));
  expect(preview.name).toMatch(/ \(song 2\) \(preview\)\.mp4$/);
  expect(preview.codecs).toEqual(['aac', 'h264']);
  expect(preview.seconds).toBeLessThanOrEqual(40.5);
  await expectNoSeriousA11yViolations(page, testInfo, 'desktop-preview-video-ready');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const title = await buy(page, generator, 'Otto');
  dialog = await videoDialog(page, page.getByRole('article', { name: title }).getByRole('button', { name: `Share ${title} as video` }), testInfo, 'desktop-full-video');
  await watch(dialog);
  const full = await download(page, dialog, testInfo.outputPath('full-video.mp4'));
  expect(full.name).toMatch(/\.mp4$/);
  expect(full.name).not.toContain('(preview)');
  expect(full.codecs).toEqual(['aac', 'h264']);
  expect(full.seconds).toBeGreaterThanOrEqual(E2E_FULL_SONG_SECONDS - 5);
  await expectNoSeriousA11yViolations(page, testInfo, 'jukebox-full-video-ready');
});

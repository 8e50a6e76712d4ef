import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoGlyphIcons, expectNoOverflowAtNarrowWidths, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * The whole guest journey against the real server: names → editable lyrics → generated tracks →
 * the 40-second preview with karaoke → a preview link that works in a fresh browser.
 */
const currentTime = (audio: Locator) => audio.evaluate((a: HTMLAudioElement) => a.currentTime);
const isPaused = (audio: Locator) => audio.evaluate((a: HTMLAudioElement) => a.paused);

async function hearsThePreview(scope: Locator, page: Page) {
  const audio = scope.getByTestId('song-audio');
  await scope.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(audio), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(scope.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('audio[data-testid=song-audio]').length)).toBeGreaterThan(0);
}

/** One state of the generator: no serious axe violation, no glyph icons, no sideways scroll on phones and tablets. */
async function checkState(page: Page, testInfo: TestInfo, label: string) {
  await expectNoSeriousA11yViolations(page, testInfo, label);
  await expectNoGlyphIcons(page, label);
  await expectNoOverflowAtNarrowWidths(page, label);
}

/** Index of the karaoke line holding the word being sung (-1 between lines). */
const activeLine = (box: Locator) =>
  box.evaluate((b) => Array.from(b.querySelectorAll('[data-testid=karaoke-line]')).findIndex((line) => line.querySelector('[data-state=active]')));

test('a guest makes a song, hears the 40-second preview with karaoke and shares the preview link', async ({ page, context, browser }, testInfo) => {
  test.setTimeout(420_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');

  const generator = page.locator('#song-generator');
  await generator.getByLabel("Party guests' names").fill('Alice, Bob, , Cara');
  await expect(generator.getByTestId('name-count')).toHaveText('3 names · Max 20');
  await expect(generator.getByText('FREE Lyrics Generation')).toBeVisible();
  await checkState(page, testInfo, 'generator-names');
  await generator.getByRole('button', { name: 'Generate Lyrics' }).click();

  const lyrics = generator.getByLabel('Your lyrics (edit anything you like)');
  await expect(lyrics).toHaveValue(/Alice/, { timeout: 20_000 });
  await expect(generator.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  // Focus follows the step (not the page body), and the lyrics download as a .txt beside Copy Lyrics.
  await expect(generator.getByRole('heading', { name: 'Step 2 of 3: Lyrics' })).toBeFocused();
  const lyricsFile = page.waitForEvent('download');
  await generator.getByRole('button', { name: 'Download Lyrics' }).click();
  const downloaded = await lyricsFile;
  expect(downloaded.suggestedFilename()).toMatch(/\.txt$/);
  expect(readFileSync(await downloaded.path(), 'utf8')).toContain('Alice');
  await checkState(page, testInfo, 'generator-lyrics');
  await lyrics.fill(`${await lyrics.inputValue()}\n[Outro]\nAlice Bob and Cara dance till the morning light`);
  await generator.getByRole('radio', { name: 'Female', exact: true }).check();
  // The render's status waits until the "making" state is checked: a render quicker than these
  // checks (previews take about a second on a quiet machine) would otherwise replace it first.
  let releaseStatus!: () => void;
  const statusReleased = new Promise<void>((resolve) => (releaseStatus = resolve));
  await page.route('**/api/check-music-status/**', async (route) => {
    await statusReleased;
    await route.continue();
  });
  await generator.getByRole('button', { name: 'Generate Song' }).click();

  await expect(generator.getByText('Making your Dance Tracks')).toBeVisible();
  await expect(generator.getByRole('heading', { name: 'Step 3 of 3: Dance Tracks' })).toBeFocused();
  await expect(generator.getByText('Creating your track...')).toBeVisible();
  await checkState(page, testInfo, 'generator-making-tracks');
  releaseStatus();
  await expect(generator.getByText('Your Dance Track is Ready!')).toBeVisible({ timeout: 180_000 });
  await expect(generator.getByRole('button', { name: 'Song 1' })).toBeVisible({ timeout: 30_000 });
  await expect(generator.getByRole('button', { name: 'Song 2' })).toBeVisible();
  await expect(generator.getByText('FREE PREVIEW')).toBeVisible();
  // The badge sits under the cover, never over the names printed on it.
  const cover = await generator.getByRole('img', { name: /^Artwork of / }).boundingBox();
  const badge = await generator.getByText('FREE PREVIEW').boundingBox();
  if (!cover || !badge) throw new Error('cover or badge not laid out');
  expect(badge.y).toBeGreaterThanOrEqual(cover.y + cover.height);
  await expect(generator.getByText(/Preview limited to 40 seconds • Full 3-4 minute song available for/)).toBeVisible();
  await expect(generator.getByRole('button', { name: /^Get Full Song - / })).toBeVisible();

  // Word timings come with the full tracks, rendered after every waiting song's previews:
  // the karaoke turns from plain lyrics into timed lines then (a generous ceiling for a busy machine).
  await expect(generator.locator('[data-testid=karaoke-lyrics] [data-testid=karaoke-line]').first()).toBeVisible({ timeout: 120_000 });
  // The preview plays, the karaoke words light up as they are sung.
  await checkState(page, testInfo, 'generator-result');
  await hearsThePreview(generator, page);
  await expect(generator.locator('[data-testid=karaoke-lyrics] [data-state=active]').first()).toBeVisible({ timeout: 30_000 });
  await checkState(page, testInfo, 'generator-result-playing');

  // The lyrics box is reachable by keyboard (it scrolls), and while the song plays only that box
  // follows it: the page stays where the reader scrolled it, on a laptop and on a phone.
  const box = generator.getByTestId('karaoke-lyrics');
  await expect(box).toHaveAttribute('tabindex', '0');
  for (const size of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await generator.getByTestId('song-audio').evaluate((a: HTMLAudioElement) => {
      a.currentTime = 1;
    });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(500);
    await expect.poll(() => activeLine(box), { timeout: 30_000 }).toBeGreaterThanOrEqual(0);
    const line = Math.max(0, await activeLine(box));
    await expect.poll(() => activeLine(box), { timeout: 30_000 }).toBeGreaterThan(line);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Past 39 s the preview stops by itself at 40 s.
  const audio = generator.getByTestId('song-audio');
  await audio.evaluate((a: HTMLAudioElement) => {
    a.currentTime = 39;
  });
  await expect.poll(() => isPaused(audio), { timeout: 15_000 }).toBe(true);
  expect(await currentTime(audio)).toBeGreaterThanOrEqual(39.5);
  await expect(generator.getByTestId('player-time')).toHaveText(/^0:40 \/ 0:40$/);

  // Play at 40 s starts again from 0.
  await generator.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(audio), { timeout: 10_000 }).toBeLessThan(5);
  await generator.getByRole('button', { name: 'Pause', exact: true }).click();

  // The seek bar spans the 40-second preview: a click at 90 % goes to about 36 s.
  const seekBar = generator.getByRole('slider', { name: 'Seek' });
  await expect(seekBar).toHaveAttribute('aria-valuemax', '40');
  const span = Math.min(40, await audio.evaluate((a: HTMLAudioElement) => a.duration));
  const bar = await seekBar.boundingBox();
  if (!bar) throw new Error('the seek bar is not laid out');
  await seekBar.click({ position: { x: bar.width * 0.9, y: bar.height / 2 } });
  const at = 0.9 * span;
  expect(at + 5).toBeGreaterThan(40);
  await expect.poll(() => currentTime(audio)).toBeCloseTo(at, 0);
  await expect(seekBar).toHaveAttribute('aria-valuenow', String(Math.round(at)));
  // Seeking past 40 s is ignored: → asks for at + 5 > 40 s and nothing moves; ← still works.
  await seekBar.press('ArrowRight');
  await seekBar.press('ArrowRight');
  expect(await currentTime(audio)).toBeCloseTo(at, 0);
  await expect(seekBar).toHaveAttribute('aria-valuenow', String(Math.round(at)));
  await seekBar.press('ArrowLeft');
  await expect.poll(() => currentTime(audio)).toBeCloseTo(at - 5, 0);
  // Asking the audio element itself for 100 s: it stays within the 40-second preview, and play
  // from there starts again at 0.
  await audio.evaluate((a: HTMLAudioElement) => {
    a.currentTime = 100;
  });
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => !a.seeking)).toBe(true);
  expect(await currentTime(audio)).toBeLessThanOrEqual(40);
  await generator.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(audio), { timeout: 10_000 }).toBeLessThan(5);
  expect(await currentTime(audio)).toBeLessThanOrEqual(40);
  await generator.getByRole('button', { name: 'Pause', exact: true }).click();

  // Switching tracks pauses and resets.
  await generator.getByRole('button', { name: 'Song 2' }).click();
  await expect(generator.getByRole('button', { name: 'Song 2' })).toHaveAttribute('aria-pressed', 'true');
  expect(await isPaused(audio)).toBe(true);

  await generator.getByRole('button', { name: 'Share Preview' }).click();
  await expect(page.getByText('Preview Link Copied!', { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/\?preview=[0-9a-f-]{36}$/);

  // Anyone with the link hears the preview, in a browser that never saw the song.
  const fresh = await browser.newContext();
  try {
    const visitor = await fresh.newPage();
    await visitor.goto(link);
    const shared = visitor.locator('section[aria-labelledby=shared-preview-heading]');
    await expect(shared.getByText('FREE PREVIEW')).toBeVisible({ timeout: 20_000 });
    await checkState(visitor, testInfo, 'shared-preview-on-home');
    await hearsThePreview(shared, visitor);
  } finally {
    await fresh.close();
  }
});

test('names are checked before any lyrics are written', async ({ page }) => {
  await page.goto('/');
  const generator = page.locator('#song-generator');
  await generator.getByRole('button', { name: 'Generate Lyrics' }).click();
  await expect(page.getByText('Names Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter at least one name!', { exact: true })).toBeVisible();
  await generator.getByLabel("Party guests' names").fill(Array.from({ length: 21 }, (_, i) => `Friend${i}`).join(', '));
  await expect(generator.getByTestId('name-count')).toHaveText('21 names · Max 20');
  await generator.getByRole('button', { name: 'Generate Lyrics' }).click();
  await expect(page.getByText('Too Many Names', { exact: true })).toBeVisible();
  await expect(page.getByText('Maximum 20 names allowed for optimal song quality.', { exact: true })).toBeVisible();
});

test('names typed one per line count as separate names, as the server splits them', async ({ page }) => {
  await page.goto('/');
  const generator = page.locator('#song-generator');
  await generator.getByLabel("Party guests' names").fill('Priya\nTomasz, Ines\n\n');
  await expect(generator.getByTestId('name-count')).toHaveText('3 names · Max 20');
});

test('without pushed progress (no EventSource) the generator polls the status and still shows both previews', async ({ page }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => {
    // A browser or proxy without Server-Sent Events.
    Reflect.deleteProperty(window, 'EventSource');
  });
  const statusPolls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/check-music-status/')) statusPolls.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const generator = page.locator('#song-generator');
  await generator.getByLabel("Party guests' names").fill('Oskar, Mirela');
  await generator.getByRole('button', { name: 'Generate Lyrics' }).click();
  await expect(generator.getByLabel('Your lyrics (edit anything you like)')).toHaveValue(/Oskar/, { timeout: 30_000 });
  await generator.getByRole('button', { name: 'Generate Song' }).click();
  await expect(generator.getByRole('button', { name: 'Song 1' })).toBeVisible({ timeout: 180_000 });
  await expect(generator.getByRole('button', { name: 'Song 2' })).toBeVisible({ timeout: 60_000 });
  expect(statusPolls.length).toBeGreaterThan(0);
  expect(statusPolls.filter((path) => path.endsWith('/events'))).toEqual([]);
});

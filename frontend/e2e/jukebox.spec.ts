import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { confirmEmail, expectNoSeriousA11yViolations } from './fixtures';

/**
 * A signed-in user's jukebox against the real server: two paid songs (made, rendered and bought
 * through the API with the sandbox payment provider), renamed inline, played, skipped to the next
 * song and repeated.
 */
const LYRICS = '[Verse]\nNina and Theo are on the floor\nEveryone is shouting more\n[Chorus]\nHands up high for Nina tonight\nTheo keeps the party bright';

async function paidSong(request: APIRequestContext, names: string[]): Promise<{ id: string; title: string }> {
  const created = await request.post('/api/songs', { data: { names, lyrics: LYRICS, style: 'hip-hop' } });
  expect(created.status()).toBe(201);
  const song = (await created.json()) as { id: string; title: string };
  const task = (await (await request.post('/api/generate-music', { data: { songId: song.id } })).json()) as { taskId: string };
  await expect
    .poll(async () => ((await (await request.get(`/api/check-music-status/${task.taskId}`)).json()) as { status: string }).status, { timeout: 180_000, intervals: [1000] })
    .toBe('completed');
  const order = (await (await request.post('/paypal/order', { data: { songId: song.id } })).json()) as { id: string };
  expect((await request.post(`/paypal/sandbox/order/${order.id}/approve`)).ok()).toBe(true);
  expect((await request.post(`/paypal/order/${order.id}/capture`, { data: { songId: song.id } })).ok()).toBe(true);
  return song;
}

/** A paid song whose payment is captured right after the render starts, long before its full tracks exist. */
async function songPaidWhileRendering(request: APIRequestContext, names: string[]): Promise<{ id: string; title: string }> {
  const created = await request.post('/api/songs', { data: { names, lyrics: LYRICS, style: 'hip-hop' } });
  expect(created.status()).toBe(201);
  const song = (await created.json()) as { id: string; title: string };
  expect((await request.post('/api/generate-music', { data: { songId: song.id } })).ok()).toBe(true);
  const order = (await (await request.post('/paypal/order', { data: { songId: song.id } })).json()) as { id: string };
  expect((await request.post(`/paypal/sandbox/order/${order.id}/approve`)).ok()).toBe(true);
  expect((await request.post(`/paypal/order/${order.id}/capture`, { data: { songId: song.id } })).ok()).toBe(true);
  return song;
}

const audioTime = (audio: Locator) => audio.evaluate((a: HTMLAudioElement) => a.currentTime);

test('a signed-in user renames, plays, skips to the next song and repeats one in the jukebox', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  const email = `jukebox-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/register', { data: { email, password: 'party-time-2024', confirmPassword: 'party-time-2024', firstName: 'Nina' } });
  expect(registered.ok()).toBe(true);
  await confirmEmail(page.request, email); // two songs: more than an unconfirmed account's one free generation
  await paidSong(page.request, ['Nina', 'Theo']);
  const second = await paidSong(page.request, ['Theo', 'Nina']);

  await page.goto('/jukebox');
  await expect(page.getByRole('heading', { name: 'Your Music' })).toBeVisible();
  await expect(page.getByTestId('song-tile')).toHaveCount(2);
  await expect(page.getByTestId('song-tile').first()).toContainText('Featuring Theo, Nina');
  await expectNoSeriousA11yViolations(page, testInfo, 'jukebox');

  // Inline rename: Escape cancels, Enter saves.
  // Until renamed, a song shows a human title made of its names, style and event, not the stored "Boogy2_Theo".
  expect(second.title).toMatch(/^Boogy\d+_Theo$/);
  const secondTitle = 'Theo and Nina · Hip-Hop Party';
  await expect(page.getByText(second.title, { exact: true })).toHaveCount(0);
  const tile = page.getByRole('article', { name: secondTitle });
  await tile.getByRole('button', { name: secondTitle, exact: true }).click();
  // The box starts from the title the card shows, not the stored file-like one.
  await expect(tile.getByLabel('Song title')).toHaveValue(secondTitle);
  await tile.getByLabel('Song title').fill('Never saved');
  await expectNoSeriousA11yViolations(page, testInfo, 'jukebox-renaming');
  await tile.getByLabel('Song title').press('Escape');
  await expect(tile.getByRole('button', { name: secondTitle, exact: true })).toBeVisible();
  await tile.getByRole('button', { name: secondTitle, exact: true }).click();
  await tile.getByLabel('Song title').fill('Road Trip Anthem');
  await tile.getByLabel('Song title').press('Enter');
  await expect(page.getByText('Title updated!', { exact: true })).toBeVisible();
  const renamed = page.getByRole('article', { name: 'Road Trip Anthem' });
  await expect(renamed).toBeVisible();

  // Play, then the next song (in order).
  const audio = page.getByTestId('jukebox-audio');
  await renamed.getByRole('button', { name: 'Play Road Trip Anthem' }).click();
  await expect(page.getByTestId('now-playing')).toHaveText('Road Trip Anthem');
  await expect.poll(() => audioTime(audio), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await page.getByLabel('Volume').inputValue()).toBe('75');
  await expectNoSeriousA11yViolations(page, testInfo, 'jukebox-playing');

  // The karaoke dialog of the playing song: its lyrics box is reachable by keyboard, Escape closes it.
  await renamed.getByRole('button', { name: 'Karaoke Road Trip Anthem' }).click();
  const karaoke = page.getByRole('dialog', { name: 'Road Trip Anthem' });
  await expect(karaoke.getByTestId('karaoke-lyrics')).toHaveAttribute('tabindex', '0');
  await expectNoSeriousA11yViolations(page, testInfo, 'jukebox-karaoke-dialog');
  await page.keyboard.press('Escape');
  await expect(karaoke).toBeHidden();

  // The player bar is one row on a phone and on a laptop, with its seek bar.
  const bar = page.getByRole('region', { name: 'Jukebox player' });
  for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    await page.setViewportSize(size);
    const layout = await bar.evaluate((el) => {
      const centres = Array.from(el.querySelectorAll('button, [data-testid=now-playing]'))
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.width > 0)
        .map((r) => r.top + r.height / 2);
      return { spread: Math.max(...centres) - Math.min(...centres), height: el.getBoundingClientRect().height };
    });
    expect(layout.spread, `controls on one row at ${size.width}px`).toBeLessThan(8);
    expect(layout.height, `one-row bar at ${size.width}px`).toBeLessThan(90);
    await expect(bar.getByRole('slider', { name: 'Seek' })).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Next song' }).click();
  await expect(page.getByTestId('now-playing')).toHaveText('Nina and Theo · Hip-Hop Party');
  await expect.poll(() => audioTime(audio), { timeout: 20_000 }).toBeGreaterThan(0.5);

  // Repeat one: the end of the song starts the same song again.
  await page.getByRole('button', { name: /Repeat one/ }).click();
  await audio.evaluate((a: HTMLAudioElement) => {
    a.currentTime = Math.max(0, a.duration - 1);
  });
  await expect.poll(() => audioTime(audio), { timeout: 20_000 }).toBeLessThan(5);
  await expect(page.getByTestId('now-playing')).toHaveText('Nina and Theo · Hip-Hop Party');
  expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);

  // Without repeat, the end of a song moves on to the next one.
  await page.getByRole('button', { name: /Repeat one/ }).click();
  await audio.evaluate((a: HTMLAudioElement) => {
    a.currentTime = Math.max(0, a.duration - 1);
  });
  await expect(page.getByTestId('now-playing')).toHaveText('Road Trip Anthem', { timeout: 20_000 });
});

test('a song paid before its full tracks are rendered offers its download only once they are', async ({ page }) => {
  test.setTimeout(300_000);
  const email = `jukebox-early-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/register', { data: { email, password: 'party-time-2024', confirmPassword: 'party-time-2024', firstName: 'Olga' } });
  expect(registered.ok()).toBe(true);
  const song = await songPaidWhileRendering(page.request, ['Olga', 'Pavel']);

  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/songs');
  await page.goto('/jukebox');
  const shown = ((await (await listed).json()) as { items: { id: string; status: string }[] }).items.find((s) => s.id === song.id);
  expect(shown?.status, 'the jukebox opened while the full tracks were still rendering').not.toBe('completed');

  // Until the render completes the tile has no download link, only the busy control.
  const title = 'Olga and Pavel · Hip-Hop Party';
  const tile = page.getByRole('article', { name: title });
  const finishing = tile.getByRole('button', { name: 'Finishing your full track…' });
  await expect(finishing).toBeDisabled();
  await expect(tile.getByRole('link', { name: `Download ${title}` })).toHaveCount(0);

  // Polling turns it into the link by itself, and the link serves the MP3 (not a 409).
  const link = tile.getByRole('link', { name: `Download ${title}` });
  await expect(link).toBeVisible({ timeout: 240_000 });
  await expect(finishing).toHaveCount(0);
  const href = await link.getAttribute('href');
  expect(href).toBe(`/api/songs/${song.id}/download`);
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('audio/mpeg');
});

test("a guest's songs of today follow them into the new account, and its karaoke fullscreen fills a phone", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  // Songs made as a guest in this browser (the guest cookie), before signing up.
  const made: string[] = [];
  for (const names of [['Ngozi', 'Tomasz'], ['Priya', 'Lars', 'Mei']]) {
    const created = await page.request.post('/api/songs', { data: { names, lyrics: LYRICS, style: 'k-pop' } });
    expect(created.status()).toBe(201);
    made.push(((await created.json()) as { id: string }).id);
  }
  const email = `guest-claim-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/register', { data: { email, password: 'party-time-2024', confirmPassword: 'party-time-2024', firstName: 'Ngozi' } });
  expect(registered.ok()).toBe(true);

  for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    await page.setViewportSize(size);
    await page.goto('/jukebox');
    await expect(page.getByTestId('song-tile')).toHaveCount(2);
    await expect(page.getByText('No Songs Yet')).toHaveCount(0);
    const tile = page.getByRole('article', { name: 'Priya, Lars, and Mei · K-Pop Party' });
    await expect(tile.getByTestId('preview-badge')).toHaveText('Free preview');
    await expectNoSeriousA11yViolations(page, testInfo, `jukebox-claimed-${size.width}`);

    // Karaoke fullscreen, opened from the jukebox's dialog, covers the whole viewport.
    await tile.getByRole('button', { name: 'Karaoke Priya, Lars, and Mei · K-Pop Party' }).click();
    const dialog = page.getByRole('dialog', { name: 'Priya, Lars, and Mei · K-Pop Party' });
    await dialog.getByRole('button', { name: 'Fullscreen', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Karaoke lyrics' });
    await expect(panel.getByRole('button', { name: 'Close fullscreen' })).toBeVisible();
    await expect.poll(async () => {
      const box = await panel.boundingBox();
      return box ? [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : null;
    }).toEqual([0, 0, size.width, size.height]);
    const lyricsHeight = await panel.getByTestId('karaoke-lyrics').evaluate((box) => box.getBoundingClientRect().height);
    expect(lyricsHeight, 'the lyrics take most of the screen').toBeGreaterThan(size.height * 0.6);
    await panel.getByRole('button', { name: 'Close fullscreen' }).click();
    await expect(panel.getByRole('button', { name: 'Fullscreen', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('the jukebox asks a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/jukebox');
  await expect(page.getByText('Access Your Jukebox')).toBeVisible();
});

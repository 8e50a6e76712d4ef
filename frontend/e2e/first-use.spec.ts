import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** First-use details: a share page that does not jump about as it loads, and a payout form that says what is wrong. */
const LYRICS = '[Verse]\nNgozi and Tomasz light the floor\nEverybody shouting more\n[Chorus]\nHands up high for Ngozi tonight\nTomasz keeps the party bright';

// Layout shift is measured as most visitors see the pages: with their animations.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

/** The sum of unexpected layout shifts since the page started loading (what Lighthouse calls CLS, without session windows). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}

/** The page's uncaught errors and React's console errors (a hydration mismatch among them), as they happen. */
function reactErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('a shared song page shows its song before its code runs and keeps its layout while the app takes over (CLS at most 0.1), on a phone and a laptop', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const email = `cls-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await page.request.post('/api/register', { data: { email, password: 'party-time-2024', confirmPassword: 'party-time-2024', firstName: 'Ngozi' } })).status()).toBe(201);
  const created = await page.request.post('/api/songs', { data: { names: ['Ngozi', 'Tomasz'], lyrics: LYRICS, style: 'k-pop' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const task = (await (await page.request.post('/api/generate-music', { data: { songId: id } })).json()) as { taskId: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/check-music-status/${task.taskId}`)).json()) as { status: string }).status, { timeout: 240_000, intervals: [1000] })
    .toBe('completed');
  const link = (await (await page.request.post(`/api/songs/${id}/share`, { data: { shareType: 'preview' } })).json()) as { shareUrl: string };

  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    // Before any script runs, the page already shows the song: its title and its cover, at full size.
    const scriptless = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    const reader = await scriptless.newPage();
    await reader.goto(new URL(link.shareUrl).pathname);
    await expect(reader.getByRole('heading', { level: 1, name: 'Ngozi and Tomasz · K-Pop Party' })).toBeVisible();
    const cover = reader.getByRole('img', { name: /^Artwork of Ngozi and Tomasz/ }).first();
    await expect(cover).toBeVisible();
    const firstScreenCover = await cover.boundingBox();
    if (!firstScreenCover) throw new Error('the first screen has no cover');
    await scriptless.close();

    const context = await browser.newContext({ baseURL, viewport });
    // Records whether a loading screen ever replaced the server's first screen while the app took over,
    // and keeps the first screen's cover element to tell whether the app took over that very element.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstScreenCover: Element | null }).firstScreenCover = document.querySelector('#root img[alt^="Artwork of"]');
      });
      new MutationObserver(() => {
        const statuses = Array.from(document.querySelectorAll<HTMLElement>('[role="status"]'));
        const loading = statuses.some((status) => /Loading (the shared song|Boogy)/.test(status.textContent));
        if (loading) document.documentElement.dataset.sawLoading = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    const visitor = await context.newPage();
    const reactErrors = reactErrorsOf(visitor);
    const appCode: string[] = [];
    const audioFetches: string[] = [];
    visitor.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/assets\/.*\.js$/.test(pathname)) appCode.push(request.url());
      if (pathname.startsWith('/api/media/') && request.resourceType() === 'media') audioFetches.push(request.url());
    });
    await visitor.goto(new URL(link.shareUrl).pathname);
    await expect(visitor.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect(visitor.getByTestId('karaoke-lyrics').getByTestId('karaoke-line').first()).toBeVisible();
    await visitor.waitForLoadState('networkidle');
    expect(await layoutShift(visitor), `CLS at ${viewport.width}px`).toBeLessThanOrEqual(0.1);
    // The page settled without the app's code: it starts at the visitor's first touch.
    expect(appCode, `app code loaded before any touch at ${viewport.width}px`).toEqual([]);
    // Nor any of the preview: a link nobody plays costs its visitor no audio download.
    expect(audioFetches, `audio loaded before any touch at ${viewport.width}px`).toEqual([]);
    // The player states the preview's length before anything plays.
    await expect(visitor.getByTestId('player-time')).toHaveText('0:00 / 0:40');
    // The first tap lands before the app has taken over: it is held, and replayed on the live app.
    await visitor.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(visitor.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect.poll(() => visitor.getByTestId('song-audio').first().evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.2);
    expect(appCode.length, 'the app loaded at the first touch').toBeGreaterThan(0);
    expect(await visitor.evaluate(() => document.documentElement.dataset.sawLoading ?? 'no'), 'a loading screen between the first screen and the app').toBe('no');
    // The app's cover stands where the first screen's stood, at its size.
    const appCover = await visitor.getByRole('img', { name: /^Artwork of Ngozi and Tomasz/ }).first().boundingBox();
    if (!appCover) throw new Error('the app shows no cover');
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(appCover[side] - firstScreenCover[side]), `cover ${side} at ${viewport.width}px`).toBeLessThanOrEqual(1);
    // The app hydrated the server's markup (the cover on screen is the element the HTML brought, never
    // repainted), and its first render matched that markup: React reported no mismatch.
    const sameCover = await visitor.evaluate(() => {
      const first = (window as unknown as { firstScreenCover: Element | null }).firstScreenCover;
      return first !== null && first.isConnected && document.querySelector('#root img[alt^="Artwork of"]') === first;
    });
    expect(sameCover, `the app took over the first screen's cover at ${viewport.width}px`).toBe(true);
    expect(reactErrors, `React errors while taking over at ${viewport.width}px`).toEqual([]);
    await context.close();
  }

  // The network drops the app's code at the first touch: the page stays as it is, and the next tap
  // loads it and plays.
  const offline = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await offline.newPage();
  let dropped = 0;
  await phone.route(/\/assets\/index-[^/]*\.js$/, (route) => (dropped++ === 0 ? route.abort('internetdisconnected') : route.continue()));
  await phone.goto(new URL(link.shareUrl).pathname);
  await phone.mouse.wheel(0, 40);
  await expect.poll(() => dropped).toBe(1);
  // The failed script is gone from the page: the loader waits for the next touch.
  await expect.poll(() => phone.evaluate(() => document.head.querySelector('script[type="module"]') === null)).toBe(true);
  await phone.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(phone.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  expect(dropped).toBe(2);
  await offline.close();
});

test('the affiliate PayPal form says why Save is off for an address that cannot work', async ({ page }, testInfo) => {
  const email = `paypal-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await page.request.post('/api/register', { data: { email, password: 'party-time-2024', confirmPassword: 'party-time-2024', firstName: 'Priya' } })).status()).toBe(201);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/friends');
    await page.getByRole('radio', { name: /Affiliate Mode/ }).click();
    const form = page.getByRole('form', { name: 'Set up PayPal' });
    await form.getByLabel('Your PayPal email for affiliate payouts').fill('priya@paypal');
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(form.getByRole('button', { name: 'Save PayPal Account' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, testInfo, `paypal-invalid-${width}`);
    await form.getByLabel('Your PayPal email for affiliate payouts').fill('priya@paypal.com');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Save PayPal Account' })).toBeEnabled();
  }
});

test('the landing page hydrates the markup it arrived with, for a guest and for a signed-in user', async ({ page, browser, baseURL }) => {
  const email = `hydrate-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await page.request.post('/api/register', { data: { email, password: 'party-time-2024', confirmPassword: 'party-time-2024', firstName: 'Kalani' } })).status()).toBe(201);
  const signedIn = await page.context().storageState();
  for (const [visitor, storageState] of [['guest', undefined], ['signed-in user', signedIn]] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, storageState });
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('#root h1');
      });
    });
    const landing = await context.newPage();
    const reactErrors = reactErrorsOf(landing);
    await landing.goto('/');
    await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
    await landing.waitForLoadState('networkidle');
    // Signed in, the header changes once the account is known: proof the app is running on the markup.
    if (storageState) await expect(landing.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    else await expect(landing.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
    const kept = await landing.evaluate(() => {
      const first = (window as unknown as { firstHeading: Element | null }).firstHeading;
      return first !== null && document.querySelector('#root h1') === first;
    });
    expect(kept, `the ${visitor}'s landing page kept the heading it arrived with`).toBe(true);
    expect(reactErrors, `React errors on the ${visitor}'s landing page`).toEqual([]);
    await context.close();
  }
});

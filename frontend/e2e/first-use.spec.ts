import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** First-use details: a share page that does not jump about as it loads, and a payout form that says what is wrong. */
const LYRICS = '[Verse]\nNgozi and Tomasz light the floor\nEverybody shouting more\n[Chorus]\nHands up high for Ngozi tonight\nTomasz keeps the party bright';

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
    // Records whether a loading screen ever replaced the server's first screen while the app took over.
    await context.addInitScript(() => {
      new MutationObserver(() => {
        const statuses = Array.from(document.querySelectorAll<HTMLElement>('[role="status"]'));
        const loading = statuses.some((status) => /Loading (the shared song|Boogy)/.test(status.textContent));
        if (loading) document.documentElement.dataset.sawLoading = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    const visitor = await context.newPage();
    await visitor.goto(new URL(link.shareUrl).pathname);
    await expect(visitor.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect(visitor.getByTestId('karaoke-lyrics').getByTestId('karaoke-line').first()).toBeVisible();
    await visitor.waitForLoadState('networkidle');
    expect(await layoutShift(visitor), `CLS at ${viewport.width}px`).toBeLessThanOrEqual(0.1);
    expect(await visitor.evaluate(() => document.documentElement.dataset.sawLoading ?? 'no'), 'a loading screen between the first screen and the app').toBe('no');
    // The app's cover stands where the first screen's stood, at its size.
    const appCover = await visitor.getByRole('img', { name: /^Artwork of Ngozi and Tomasz/ }).first().boundingBox();
    if (!appCover) throw new Error('the app shows no cover');
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(appCover[side] - firstScreenCover[side]), `cover ${side} at ${viewport.width}px`).toBeLessThanOrEqual(1);
    await context.close();
  }
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

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { request as playwrightRequest, type Download, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_FULL_SONG_SECONDS } from '../playwright.config';
import { expect, expectNoBrokenWordsAtWidths, expectNoSeriousA11yViolations, saveScreenshot, test, generateSongOnHome } from './fixtures';

/**
 * Checkout against the real server (sandbox payment provider, real renders): a guest makes a song
 * on the home page and buys it with a percentage voucher through the sandbox approval step, or
 * gets it free with a 100 % voucher. Vouchers are created through the admin API, signed in as the
 * administrator the e2e server ensures at start-up (ADMIN_EMAIL / ADMIN_PASSWORD, playwright.config.ts).
 */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const uniqueEmail = (label: string) => `${label}.${run.toLowerCase()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function createVoucher(baseURL: string | undefined, code: string, percentOff: number) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const signedIn = await admin.post('/api/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    expect(signedIn.status(), 'the e2e server must be started with ADMIN_EMAIL / ADMIN_PASSWORD (see playwright.config.ts)').toBe(200);
    const created = await admin.post('/api/admin/vouchers', { data: { code, discountType: 'percentage', discountValue: percentOff, maxUses: 5 } });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
}

/** The visitor is in the US: prices are the USD charge with no local-currency approximation. */
async function visitFromTheUS(page: Page) {
  for (const service of ['https://ipapi.co/**', 'https://ipwho.is/**']) {
    await page.route(service, (route) => route.fulfill({ json: { country_code: 'US' } }));
  }
}

/**
 * Home page: names → lyrics → Generate Song, until both tracks are rendered in full (or, with
 * `fullTracks: false`, only until the previews are playable).
 */
async function makeASong(page: Page, names: string, { fullTracks = true } = {}): Promise<Locator> {
  const generator = await generateSongOnHome(page, names);
  await expect(generator.getByText('FREE PREVIEW')).toBeVisible();
  if (!fullTracks) return generator;
  // The full tracks follow the previews; the download needs them.
  await expect(page.getByText('🎉 Your Dance Tracks are Ready!', { exact: true })).toBeVisible({ timeout: 240_000 });
  return generator;
}

async function openPurchase(page: Page, generator: Locator): Promise<{ dialog: Locator; title: string }> {
  await generator.getByRole('button', { name: 'Get Full Song - $10.00 USD' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy That Boogy' });
  await expect(dialog).toBeVisible();
  await expectNoBrokenWordsAtWidths(page, 'purchase dialog');
  const line = await dialog.getByText(/^Full Song \(.+\)$/).textContent();
  const title = /^Full Song \((.+)\)$/.exec(line ?? '')?.[1];
  if (!title) throw new Error(`no song title in "${line}"`);
  return { dialog, title };
}

async function applyVoucher(dialog: Locator, code: string) {
  await dialog.getByLabel('Voucher Code (Optional)').fill(code);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Discount Applied')).toBeVisible();
}

async function fillGuestDetails(dialog: Locator, firstName: string, email: string) {
  await dialog.getByLabel('First Name').fill(firstName);
  await dialog.getByLabel('Email').fill(email);
}

/** The song's tile in the signed-in jukebox. */
async function expectInJukebox(page: Page, title: string) {
  await expect(page).toHaveURL(/\/jukebox$/);
  await expect(page.getByRole('heading', { name: 'Your Music' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
}

const probeSeconds = async (file: string) => {
  const { stdout } = await promisify(execFile)('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(stdout.trim());
};

test('a guest buys the full song with a 25 % voucher through the sandbox, downloads the MP3 and finds it in the jukebox', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const code = `PCT25${run}`.slice(0, 20);
  await createVoucher(baseURL, code, 25);
  await visitFromTheUS(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  const generator = await makeASong(page, 'Ada, Ben, Cleo');
  const { dialog, title } = await openPurchase(page, generator);
  await expect(dialog.getByText('$10.00 USD').first()).toBeVisible();

  // Paying without the guest details is refused with the spec's message.
  await applyVoucher(dialog, code);
  await expect(page.getByText('Voucher Applied!', { exact: true })).toBeVisible();
  await expect(dialog.getByText('25% off')).toBeVisible();
  const total = dialog.locator('div', { has: page.getByText('Total', { exact: true }) }).last();
  await expect(total).toContainText('$7.50 USD');
  await expect(dialog.getByText('You will be charged $7.50 USD.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Test Purchase' }).click({ timeout: 15_000 });
  await expect(page.getByText('Please fill in your name and email to continue.', { exact: true })).toBeVisible();

  await fillGuestDetails(dialog, 'Ada', uniqueEmail('ada'));
  await dialog.getByRole('button', { name: 'Test Purchase' }).click();
  const approval = dialog.getByRole('group', { name: 'Sandbox payment approval' });
  await expect(approval).toContainText('Approve a test payment of $7.50 USD.');
  const captured = page.waitForResponse((r) => /\/paypal\/order\/[^/]+\/capture$/.test(new URL(r.url()).pathname));
  await approval.getByRole('button', { name: 'Approve Payment' }).click();
  // The server charged the voucher's price, not the list price.
  expect(await (await captured).json()).toMatchObject({ status: 'COMPLETED', amountCents: 750, currency: 'USD', userStatus: 'new_account_created' });

  const ready = page.getByRole('dialog', { name: 'Song Ready!' });
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await expect(ready.getByText('Your dance party track has been generated and is ready to download.')).toBeVisible();
  // Focus lands on the dialog's primary action, the download; lyrics download as a file beside Copy Lyrics.
  await expect(ready.getByRole('link', { name: 'Download MP3' })).toBeFocused();
  await expect(ready.getByRole('link', { name: 'Download Lyrics' })).toHaveAttribute('href', /\/api\/songs\/[0-9a-f-]{36}\/download\?type=lyrics$/);
  await expectNoSeriousA11yViolations(page, testInfo, 'song-ready-dialog');

  const downloaded = new Promise<Download>((resolve) => {
    page.on('download', resolve);
    page.context().on('page', (popup) => popup.on('download', resolve));
  });
  await ready.getByRole('link', { name: 'Download MP3' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.mp3$/);
  const file = testInfo.outputPath('full-song.mp3');
  await download.saveAs(file);
  // The whole song (at least the server's full length, which the song's form rounds up), not its 40-second preview.
  const seconds = await probeSeconds(file);
  expect(seconds).toBeGreaterThanOrEqual(E2E_FULL_SONG_SECONDS - 5);
  expect(seconds).toBeLessThanOrEqual(240);

  // Escape closes the top-most layer, 'Song Ready!' (not a toast above it), which takes the new account to its jukebox.
  await page.bringToFront();
  await page.keyboard.press('Escape');
  await expect(ready).toBeHidden();
  await expectInJukebox(page, title);
  await expect(page.getByText('🎉 Party on with your new song!', { exact: true })).toBeVisible();
});

test('a guest who pays before the full tracks are rendered sees "Finishing your full track…" in Song Ready, then downloads the full MP3', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  await visitFromTheUS(page);
  await page.setViewportSize({ width: 390, height: 844 });

  // Buy as soon as the previews play: the full tracks are still being rendered.
  const generator = await makeASong(page, 'Hugo, Iris, Jonas', { fullTracks: false });
  const { dialog } = await openPurchase(page, generator);
  await fillGuestDetails(dialog, 'Hugo', uniqueEmail('hugo'));
  await dialog.getByRole('button', { name: 'Test Purchase' }).click({ timeout: 15_000 });
  const firstLook = page.waitForResponse((r) => r.request().method() === 'GET' && /^\/api\/songs\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname));
  await dialog.getByRole('group', { name: 'Sandbox payment approval' }).getByRole('button', { name: 'Approve Payment' }).click();

  const ready = page.getByRole('dialog', { name: 'Song Ready!' });
  await expect(ready).toBeVisible({ timeout: 30_000 });
  const seen = (await (await firstLook).json()) as { status: string; isPaid: boolean };
  expect(seen.isPaid).toBe(true);
  expect(seen.status, 'paid while the full tracks were still rendering').not.toBe('completed');

  // No link to a download that would answer 409: a disabled, busy control instead.
  const finishing = ready.getByRole('button', { name: 'Finishing your full track…' });
  await expect(finishing).toBeDisabled();
  await expect(finishing).toHaveAttribute('aria-busy', 'true');
  // On a phone too, the dialog's primary action (here the busy download) has the focus.
  await expect(finishing).toBeFocused();
  await expectNoSeriousA11yViolations(page, testInfo, 'song-ready-finishing-phone');
  await expect(ready.getByRole('link', { name: 'Download MP3' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'song-ready-finishing');
  // Its words match that button: not "ready to download" yet.
  await expect(ready.getByText(/ready to download/)).toHaveCount(0);
  await expect(ready.getByText('Your song is paid for. Its full track is finishing: the download button turns on by itself when it is ready.')).toBeVisible();

  // The dialog polls the song and enables the download once the full tracks exist.
  const link = ready.getByRole('link', { name: 'Download MP3' });
  await expect(link).toBeVisible({ timeout: 240_000 });
  await expect(finishing).toHaveCount(0);
  await expect(ready.getByText('Your dance party track has been generated and is ready to download.')).toBeVisible();
  const downloaded = new Promise<Download>((resolve) => {
    page.on('download', resolve);
    page.context().on('page', (popup) => popup.on('download', resolve));
  });
  await link.click();
  const file = testInfo.outputPath('full-song-after-wait.mp3');
  await (await downloaded).saveAs(file);
  expect(await probeSeconds(file)).toBeGreaterThanOrEqual(E2E_FULL_SONG_SECONDS - 5);

  // On a phone too, Escape closes the top-most layer, 'Song Ready!', and takes the buyer to the jukebox.
  await page.bringToFront();
  await page.keyboard.press('Escape');
  await expect(ready).toBeHidden();
  await expect(page).toHaveURL(/\/jukebox$/);
});

test('a 100 % voucher gives a guest the full song free, in the jukebox and on the account dashboard, which sells sample credits', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const code = `FREE${run}`.slice(0, 20);
  await createVoucher(baseURL, code, 100);
  await visitFromTheUS(page);

  const generator = await makeASong(page, 'Finn, Gia');
  const { dialog, title } = await openPurchase(page, generator);
  await fillGuestDetails(dialog, 'Finn', uniqueEmail('finn'));
  await applyVoucher(dialog, code);
  await expect(dialog.getByText('100% off')).toBeVisible();
  await expect(dialog.getByText('Payment', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Get Free Download' }).click();

  await expectInJukebox(page, title);
  await expect(page.getByText('🎉 Party on with your new song!', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu for/ })).toContainText('Finn');

  // The account dashboard lists the song and sells sample credits (sandbox payment).
  await page.goto('/account');
  const collection = page.getByRole('region', { name: 'Your Music Collection' });
  await expect(collection.getByText(title, { exact: true })).toBeVisible();
  await expect(collection.getByRole('link', { name: 'Download', exact: true })).toHaveAttribute('href', /\/api\/songs\/[0-9a-f-]{36}\/download$/);
  await expectNoSeriousA11yViolations(page, testInfo, 'account-dashboard');
  await saveScreenshot(page, testInfo, 'account-dashboard');
  const balance = page.getByTestId('sample-credits');
  await expect(balance).toHaveText(/^\d+ credits? left$/);
  const before = Number.parseInt((await balance.textContent()) ?? '', 10);
  await page.getByRole('button', { name: 'Buy Sample Credits' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy Sample Credits' });
  await expect(buy.getByRole('radio', { name: /25 credits/ })).toBeChecked();
  await buy.getByRole('button', { name: 'Test Purchase' }).click({ timeout: 15_000 });
  await buy.getByRole('group', { name: 'Sandbox payment approval' }).getByRole('button', { name: 'Approve Payment' }).click();
  await expect(page.getByText('Credits Added!', { exact: true })).toBeVisible();
  await expect(buy).toBeHidden();
  await expect(balance).toHaveText(`${before + 25} credits left`);
});

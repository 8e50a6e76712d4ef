import { request as playwrightRequest, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, generateSongOnHome } from './fixtures';

/**
 * A guest's way back, against the real server (real renders, sandbox payments, the dev mailbox):
 * their song survives a reload (and no other browser sees it), a purchase emails a receipt whose
 * sign-in link opens the jukebox on a fresh browser, and the header's sign-in card emails a link.
 */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const uniqueEmail = (label: string) => `${label}.${run.toLowerCase()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1366, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];

interface MailboxMessage {
  subject: string;
  text: string;
  links: string[];
}

/** The newest email to `to` whose subject matches, once the email job has delivered it. */
async function emailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { messages: MailboxMessage[] };
        found = messages.find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no "${subject}" email to ${to}`);
  return found;
}

/** The path and query of the email's link to `pathname` (the page under test serves it). */
function linkTo(message: MailboxMessage, pathname: string): string {
  const link = message.links.find((l) => new URL(l).pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in ${message.links.join(', ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function createVoucher(baseURL: string | undefined, code: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
    const created = await admin.post('/api/admin/vouchers', { data: { code, discountType: 'percentage', discountValue: 100, maxUses: 5 } });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
}

/** Home page: names → lyrics → Generate Song, until the previews are playable. */
async function makeASong(page: Page, names: string): Promise<Locator> {
  const generator = await generateSongOnHome(page, names);
  await expect(generator.getByText('FREE PREVIEW')).toBeVisible();
  return generator;
}

async function freshPage(browser: Browser, viewport: { width: number; height: number }, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport, baseURL });
  return { context, page: await context.newPage() };
}

for (const { label, viewport } of VIEWPORTS) {
  test.describe(`${label} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a guest’s song comes back on reload and in "Your songs today"; a purchase emails a receipt whose sign-in link opens the jukebox on a fresh browser', async ({ page, browser, baseURL }, testInfo) => {
      test.setTimeout(600_000);
      const first = label === 'desktop' ? 'Oona' : 'Pia';
      let generator = await makeASong(page, `${first}, Quinn`);

      // Reload: the song is back with its previews and lyrics, and listed for today.
      await page.reload();
      generator = page.locator('#song-generator');
      await expect(generator.getByText('Your Dance Track is Ready!')).toBeVisible();
      await expect(generator.getByText('FREE PREVIEW')).toBeVisible();
      // Its lyrics (the names are sung); the karaoke timings follow once the render completes.
      await expect(generator.getByTestId('karaoke-lyrics')).toContainText(first);
      const today = page.getByRole('region', { name: 'Your songs today' });
      await expect(today.getByRole('listitem')).toHaveCount(1);
      await expect(today).toContainText(`${first} and Quinn`);
      await expect(today).toContainText('Showing above');
      await expectNoSeriousA11yViolations(page, testInfo, `restored-${label}`);
      await saveScreenshot(page, testInfo, `restored-${label}`);
      // The restored generator follows the render still under way: karaoke arrives with the full tracks.
      await expect(generator.getByTestId('karaoke-line').first()).toBeVisible({ timeout: 300_000 });
      await expect(today).toContainText('Preview ready');

      // Another browser sees none of it.
      const stranger = await freshPage(browser, viewport, baseURL);
      await stranger.page.goto('/');
      await expect(stranger.page.locator('#song-generator').getByLabel("Party guests' names")).toBeVisible();
      await expect((await stranger.page.request.get('/api/guest/songs')).json()).resolves.toEqual([]);
      await expect(stranger.page.getByRole('region', { name: 'Your songs today' })).toHaveCount(0);
      await stranger.context.close();

      // The guest gets the song (a 100 % voucher) with their email.
      const code = `BACK${label.slice(0, 1).toUpperCase()}${run}`.slice(0, 20);
      await createVoucher(baseURL, code);
      await generator.getByRole('button', { name: /^Get Full Song/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Buy That Boogy' });
      const email = uniqueEmail(first.toLowerCase());
      await dialog.getByLabel('First Name').fill(first);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Voucher Code (Optional)').fill(code);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(dialog.getByText('Discount Applied')).toBeVisible();
      await dialog.getByRole('button', { name: 'Get Free Download' }).click();
      await expect(page).toHaveURL(/\/jukebox$/);

      // The receipt: amount, the song's human title, a download link and a sign-in link.
      const receipt = await emailTo(page.request, email, /receipt/);
      expect(receipt.subject).toBe('Your Boogy receipt: $0.00');
      expect(receipt.text).toContain(`${first} and Quinn`);
      expect(receipt.links.map((l) => new URL(l).pathname)).toContainEqual(expect.stringMatching(/^\/api\/songs\/[0-9a-f-]{36}\/download$/));

      // A fresh browser: the receipt's link signs in and the jukebox shows the song.
      const back = await freshPage(browser, viewport, baseURL);
      await back.page.goto(linkTo(receipt, '/sign-in-link'));
      await back.page.getByRole('button', { name: `Sign in as ${email}` }).click();
      await expect(back.page).toHaveURL(/\/jukebox$/);
      await expect(back.page.getByRole('article', { name: new RegExp(`${first} and Quinn`) })).toBeVisible();
      await saveScreenshot(back.page, testInfo, `receipt-sign-in-${label}`);
      await back.context.close();
    });

    test('the header’s sign-in card emails a one-time link that signs in', async ({ page, browser, baseURL }, testInfo) => {
      const email = uniqueEmail('linkonly');
      const made = await page.request.post('/api/simple-register', { data: { email, firstName: 'Rae' } });
      expect(made.status()).toBe(200);
      await page.context().clearCookies();

      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/account$/);
      const card = page.getByRole('region', { name: 'No password? Get a sign-in link by email' });
      await card.getByLabel('Email').fill(email);
      await card.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await expect(card.getByText('Check your email')).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `sign-in-card-${label}`);
      await saveScreenshot(page, testInfo, `sign-in-card-${label}`);

      const mail = await emailTo(page.request, email, /sign-in link/);
      const fresh = await freshPage(browser, viewport, baseURL);
      await fresh.page.goto(linkTo(mail, '/sign-in-link'));
      await fresh.page.getByRole('button', { name: `Sign in as ${email}` }).click();
      await expect(fresh.page).toHaveURL(/\/jukebox$/);
      await expect(fresh.page.getByRole('banner').getByRole('button', { name: /Account menu for/ })).toContainText('Rae');
      await fresh.context.close();
    });
  });
}

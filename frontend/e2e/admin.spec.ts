import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * The admin screen against the real server: the administrator the e2e server ensures at start-up
 * (playwright.config.ts) signs in on /admin and creates a voucher in the Vouchers tab; a guest then
 * makes a song and pays with it through the sandbox. A signed-in non-admin gets Access Denied.
 */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const uniqueEmail = (label: string) => `${label}.${run.toLowerCase()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Admin sign in' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('Email').fill(E2E_ADMIN.email);
  await form.getByLabel('Password').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
}

test('an admin creates a voucher in the screen, a guest pays with it at checkout, and its use and the audit entry show', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const code = `HALF${run}`.slice(0, 20);
  await signInAsAdmin(page);
  await expect(page.getByRole('group', { name: 'Total Users' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Income of the last 6 months' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, testInfo, 'admin-dashboard');

  await page.getByRole('tab', { name: 'Vouchers' }).click();
  const form = page.getByRole('form', { name: 'Create voucher' });
  await form.getByLabel('Code').fill('AB');
  await form.getByRole('button', { name: 'Create Voucher' }).click();
  await expect(form.getByRole('alert')).toHaveText('Voucher code must be 3-20 characters');
  await form.getByLabel('Code').fill(code);
  // A voucher that would leave between 1 and 99 cents could never be used: the form warns.
  await form.getByLabel('Discount Type').selectOption('fixed');
  await form.getByLabel('Discount ($)').fill('9.99');
  await expect(form.getByRole('status', { name: 'Voucher warning' })).toContainText('would leave $0.01 to pay');
  await form.getByLabel('Discount ($)').fill('9');
  await expect(form.getByRole('status', { name: 'Voucher warning' })).toHaveCount(0);
  await form.getByLabel('Discount Type').selectOption('percentage');
  await form.getByLabel('Discount (%)').fill('95');
  await expect(form.getByRole('status', { name: 'Voucher warning' })).toContainText('would leave $0.50 to pay');
  await form.getByLabel('Discount (%)').fill('50');
  await expect(form.getByRole('status', { name: 'Voucher warning' })).toHaveCount(0);
  await form.getByLabel('Max Uses (optional)').fill('3');
  await form.getByRole('button', { name: 'Create Voucher' }).click();
  const row = page.getByRole('table', { name: 'Vouchers' }).getByRole('row', { name: code });
  await expect(row).toContainText('50%');
  await expect(row).toContainText('0 / 3');
  await expect(row).toContainText('Active');
  await expectNoSeriousA11yViolations(page, testInfo, 'admin-vouchers');

  // A guest (another browser) makes a song and buys it with the code.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  for (const service of ['https://ipapi.co/**', 'https://ipwho.is/**']) await guest.route(service, (r) => r.fulfill({ json: { country_code: 'US' } }));
  await guest.goto('/');
  const generator = guest.locator('#song-generator');
  await generator.getByLabel("Party guests' names").fill('Vera, Otto');
  await generator.getByRole('button', { name: 'Generate Lyrics' }).click();
  await expect(generator.getByLabel('Your lyrics (edit anything you like)')).toHaveValue(/\w/, { timeout: 30_000 });
  await generator.getByRole('button', { name: 'Generate Song' }).click();
  await expect(generator.getByText('Your Dance Track is Ready!')).toBeVisible({ timeout: 240_000 });
  await generator.getByRole('button', { name: 'Get Full Song - $10.00 USD' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Buy That Boogy' });
  await dialog.getByLabel('Voucher Code (Optional)').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Discount Applied')).toBeVisible();
  await expect(dialog.getByText('You will be charged $5.00 USD.')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Vera');
  const guestEmail = uniqueEmail('vera');
  await dialog.getByLabel('Email').fill(guestEmail);
  await dialog.getByRole('button', { name: 'Test Purchase' }).click();
  const approval = dialog.getByRole('group', { name: 'Sandbox payment approval' });
  const captured = guest.waitForResponse((r) => /\/paypal\/order\/[^/]+\/capture$/.test(new URL(r.url()).pathname));
  await approval.getByRole('button', { name: 'Approve Payment' }).click();
  expect(await (await captured).json()).toMatchObject({ status: 'COMPLETED', amountCents: 500, currency: 'USD' });
  await guestContext.close();

  // Back in the admin screen: the use is counted and the creation is in the audit log.
  await page.reload();
  await page.getByRole('tab', { name: 'Vouchers' }).click();
  await expect(page.getByRole('table', { name: 'Vouchers' }).getByRole('row', { name: code })).toContainText('1 / 3');
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: code });
  await expect(entry).toContainText('voucher.create');
  await expect(entry).toContainText(E2E_ADMIN.email);
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: guestEmail })).toContainText('$5.00 USD');

  // The guest's new account: found by search, deleted after a confirm; the payment stays in the books.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users by email or name').fill(guestEmail);
  const userRow = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: guestEmail });
  await expect(userRow).toContainText('$5.00');
  await expectNoSeriousA11yViolations(page, testInfo, 'admin-users');
  await userRow.getByRole('button', { name: `Delete ${guestEmail}` }).click();
  await userRow.getByRole('button', { name: `Confirm deleting ${guestEmail}` }).click();
  await expect(userRow).toHaveCount(0);
  await expect(page.getByText('Page 1 of 1 · 0 total')).toBeVisible();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: guestEmail })).toContainText('$5.00 USD');
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'user.delete' }).first()).toBeVisible();
});

/** A buyer who pays for a song through the sandbox, as the purchase modal does (API calls of their own session). */
async function buyerWithPayment(request: APIRequestContext, email: string) {
  expect((await request.post('/api/simple-register', { data: { email, firstName: 'Rufus' } })).ok()).toBe(true);
  const song = await request.post('/api/songs', { data: { names: ['Rufus'], lyrics: 'Rufus is dancing all night long, everybody sing along', style: 'hip-hop' } });
  const { id: songId } = (await song.json()) as { id: string };
  const { id: orderId } = (await (await request.post('/paypal/order', { data: { songId } })).json()) as { id: string };
  await request.post(`/paypal/sandbox/order/${orderId}/approve`);
  expect((await request.post(`/paypal/order/${orderId}/capture`)).ok()).toBe(true);
}

test('an admin moderates a suggestion, edits a currency rate, refunds a payment from its row and deactivates a voucher; the board, the price and the audit log follow', async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const title = `Confetti cannon ${run}`;
  const posted = await playwright.request.newContext({ baseURL });
  expect((await posted.post('/api/suggestions', { data: { title, description: 'Fire confetti on the screen at the drop.', submitterName: 'Cora' } })).status()).toBe(201);
  const buyerEmail = uniqueEmail('rufus');
  await buyerWithPayment(posted, buyerEmail);
  await posted.dispose();
  await signInAsAdmin(page);

  // The dashboard's chart (recharts) draws the last 6 months, this month last, with its income.
  const chart = page.getByRole('figure', { name: 'Income of the last 6 months' });
  const now = new Date();
  const months = [5, 4, 3, 2, 1, 0].map((back) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toLocaleDateString('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }));
  await expect(chart.locator('svg.recharts-surface')).toContainText(new RegExp(months.join('\\s*')));
  // This month's bar is drawn: the buyer above paid $10.00 this month.
  await expect(chart.locator('.recharts-bar-rectangle path').last()).toBeVisible();

  // Suggestion moderation: status and notes; the public board shows the new status.
  await page.getByRole('tab', { name: 'Suggestions' }).click();
  const idea = page.getByRole('list', { name: 'Suggestions to moderate' }).getByRole('listitem', { name: title });
  await idea.getByLabel(`Status of ${title}`).selectOption('under_review');
  await idea.getByLabel(`Notes on ${title}`).fill('Planned for the summer release.');
  await idea.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Suggestion Updated', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'admin-suggestions');

  // Currency rate: NOK per USD; the price a Norwegian visitor is shown follows at once.
  await page.getByRole('tab', { name: 'Currency Rates' }).click();
  const nok = page.getByRole('table', { name: 'Currency rates' }).getByRole('row', { name: 'NOK' });
  await nok.getByLabel('Rate for NOK').fill('11.5');
  await nok.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('1 USD = 11.5 NOK', { exact: true })).toBeVisible();
  const pricing = (await (await page.request.get('/api/pricing?country=NO')).json()) as { amount: number; formatted: string };
  expect([pricing.amount, pricing.formatted]).toEqual([115, 'kr115.00 NOK']);
  await expectNoSeriousA11yViolations(page, testInfo, 'admin-rates');
  // USD, the currency of every charge, is 1 and offers nothing to edit.
  const usd = page.getByRole('table', { name: 'Currency rates' }).getByRole('row', { name: 'USD' });
  await expect(usd.getByTestId('usd-rate')).toHaveText('1 (fixed: charges are in USD)');
  await expect(usd.getByRole('spinbutton')).toHaveCount(0);
  await expect(usd.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // The buyer is emailed when the payment below is refunded.

  // Refund from the payment row, after a confirm.
  await page.getByRole('tab', { name: 'Payments' }).click();
  const payment = page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: buyerEmail });
  await expect(payment).toContainText('$10.00 USD');
  await payment.getByRole('button', { name: /^Refund payment / }).click();
  await payment.getByRole('button', { name: 'Confirm Refund' }).click();
  await expect(payment).toContainText('Refunded: Refunded by an admin');
  await expect(payment.getByRole('button', { name: /^Refund payment / })).toHaveCount(0);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(buyerEmail)}`)).json()) as { messages: { subject: string }[] }).messages.filter((m) => /refund/.test(m.subject)).length)
    .toBe(1);

  // Voucher deactivation.
  await page.getByRole('tab', { name: 'Vouchers' }).click();
  const code = `OFF${run}`.slice(0, 20);
  const form = page.getByRole('form', { name: 'Create voucher' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Discount Type').selectOption('percentage');
  await form.getByLabel('Discount (%)').fill('10');
  await form.getByRole('button', { name: 'Create Voucher' }).click();
  const voucher = page.getByRole('table', { name: 'Vouchers' }).getByRole('row', { name: code });
  await voucher.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(voucher).toContainText('Inactive');
  // At checkout the code no longer works.
  expect((await page.request.post('/api/validate-voucher', { data: { code } })).status()).toBe(404);

  // Every change is in the audit log, with who did it.
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  for (const action of ['suggestion.moderate', 'currency-rate.update', 'payment.refund', 'voucher.deactivate']) {
    await expect(log.getByRole('row').filter({ hasText: action }).first()).toContainText(E2E_ADMIN.email);
  }

  await page.goto('/suggestions');
  await expect(page.getByRole('list', { name: 'Community suggestions' }).getByRole('listitem', { name: title })).toContainText('Under Review');

  // Logout ends the admin session: the sign-in form is back and the server answers 401.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('form', { name: 'Admin sign in' })).toBeVisible();
  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(401);
});

test('a signed-in non-admin sees Access Denied on /admin, and a visitor sees the admin sign-in', async ({ page }) => {
  await page.goto('/admin');
  // First load of a lazy route on a busy machine: wait for the page itself, not a fixed time.
  await expect(page.getByRole('form', { name: 'Admin sign in' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Email Required', { exact: true })).toBeVisible();
  const signIn = page.getByRole('form', { name: 'Admin sign in' });
  await signIn.getByLabel('Email').fill(E2E_ADMIN.email);
  await signIn.getByLabel('Password').fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Admin Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveCount(0);

  const email = uniqueEmail('nonadmin');
  const registered = await page.request.post('/api/register', { data: { email, password: 'party-password-1', confirmPassword: 'party-password-1', firstName: 'Nora', lastName: 'Nonadmin' } });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("You don't have admin privileges to access this page.").first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveCount(0);
  // The server agrees: the admin calls answer 403 to this session.
  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(403);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoBrokenWordsAtWidths, expectNoSeriousA11yViolations, test } from './fixtures';

// Real API, real database, real email jobs: nothing is mocked here. Emails are read from the
// built-in mailbox (GET /api/dev/mailbox), as a developer would open them at /dev/mailbox.

const PASSWORD = 'party-password-1';
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

interface MailboxMessage {
  subject: string;
  links: string[];
}

/** The newest email to `to` whose subject matches, once the email job has delivered it. */
async function emailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: MailboxMessage[] };
        found = messages.find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as MailboxMessage;
}

const linkTo = (message: MailboxMessage, path: string) => {
  const link = message.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${message.links.join(', ')}`);
  return link;
};

async function registerThroughTheForm(page: Page, email: string) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Dancer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

async function signInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Ends the browser's session on the server (as the account menu's Logout does). */
async function signOut(page: Page) {
  expect((await page.request.post('/api/logout')).status()).toBe(204);
}

test('register, sign out, and sign in again', async ({ page }) => {
  const email = uniqueEmail('dana');

  await registerThroughTheForm(page, email);
  await expect(page).toHaveURL('/');
  // State, not the toast (it vanishes after 5 s, sooner than a starved browser may look for it).
  await expect(page.getByRole('button', { name: /Account menu for/ })).toContainText('Dana');
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email, previewCredits: 1, emailVerified: false });

  await page.getByRole('button', { name: /Account menu for/ }).click();
  const reload = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await reload;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const refused = page.waitForResponse((res) => res.url().endsWith('/api/login') && res.request().method() === 'POST');
  await signInThroughTheForm(page, email, 'not the password');
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signInThroughTheForm(page, email, PASSWORD);
  await expect(page).toHaveURL('/jukebox');
  await expect(page.getByRole('button', { name: /Account menu for/ })).toContainText('Dana');
});

test('the forms show the spec’s validation messages before calling the API', async ({ page }, testInfo) => {
  await page.goto('/account');
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'sign-in-errors');

  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Confirm password').fill('different');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(form.getByText("Passwords don't match")).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'create-account-errors');
});

test('reset a forgotten password through the emailed link', async ({ page }, testInfo) => {
  const email = uniqueEmail('forgetful');
  await registerThroughTheForm(page, email);
  await expect(page).toHaveURL('/');
  await signOut(page);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toContainText("If an account exists for that email, we've sent a link");
  await expectNoSeriousA11yViolations(page, testInfo, 'forgot-password-dialog');

  const link = linkTo(await emailTo(page.request, email, /Reset your/), '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'reset-password');
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/account');

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another password');
  await page.getByLabel('Confirm new password').fill('yet another password');
  const refusedReset = page.waitForResponse((res) => res.url().endsWith('/api/reset-password'));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  expect((await refusedReset).status()).toBe(400);
  await expect(page).toHaveURL(link);

  await signInThroughTheForm(page, email, 'a brand new password');
  await expect(page).toHaveURL('/jukebox');
});

test('/reset-password without a token goes to the account page', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL('/account');
});

test('change the email address through the verification link', async ({ page }, testInfo) => {
  const email = uniqueEmail('mover');
  const newEmail = uniqueEmail('moved');
  await registerThroughTheForm(page, email);
  await expect(page).toHaveURL('/');

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Dashboard' })).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expectNoSeriousA11yViolations(page, testInfo, 'account-dashboard');
  await page.getByRole('button', { name: 'Change email' }).click();
  await page.getByLabel('New email').fill(newEmail);
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
  await confirm.getByLabel('Current password').fill(PASSWORD);
  await expectNoSeriousA11yViolations(page, testInfo, 'confirm-password-dialog');
  await confirm.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'pending verification' })).toContainText(newEmail);

  await page.goto(linkTo(await emailTo(page.request, newEmail, /Confirm your new/), '/api/auth/verify-email'));
  await expect(page).toHaveURL('/account');
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);
  await expect(page.getByText('pending verification')).toHaveCount(0);
});

test('a pending email change can be cancelled', async ({ page }) => {
  await registerThroughTheForm(page, uniqueEmail('stayer'));
  await expect(page).toHaveURL('/');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Change email' }).click();
  await page.getByLabel('New email').fill(uniqueEmail('never'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByText('pending verification')).toBeVisible();
  await page.getByRole('status').filter({ hasText: 'pending verification' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('pending verification')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change email' })).toBeVisible();
});

test('a referral link shows who invited the visitor and gives 15 credits once the email is confirmed', async ({ page }, testInfo) => {
  const referrer = await page.request.post('/api/register', {
    data: { email: uniqueEmail('host'), password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Harper', lastName: 'Host' },
  });
  const { user } = (await referrer.json()) as { user: { referralCode: string } };
  await signOut(page);

  await page.goto(`/?ref=${user.referralCode}`);
  await expect(page.getByText('Harper Host invited you')).toBeVisible();
  const email = uniqueEmail('guest');
  await registerThroughTheForm(page, email);
  await expect(page).toHaveURL('/');
  // The generator's counter turned from free previews into sample credits: it says why.
  await expect(page.getByTestId('samples-left')).toHaveText('1 sample credit left');
  await expect(page.getByTestId('credits-note')).toContainText('confirm your email');
  // Unconfirmed: payouts cannot be routed anywhere yet.
  await page.goto('/account');
  await expect(page.getByTestId('paypal-needs-confirmed-email')).toContainText('Confirm your email address first');

  // The emailed confirmation link opens a page that says what it does (the owner is signed in
  // already: nothing about signing in); its button proves the email, and the page says so.
  const confirmLink = linkTo(await emailTo(page.request, email, /Confirm your email/), '/sign-in-link');
  await page.goto(confirmLink);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Email' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, `confirm-email-${width}`);
  }
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByTestId('email-confirmed')).toContainText('Your email is confirmed');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Email' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email, emailVerified: true, previewCredits: 15 });
  // Opened again from the email, the spent link still says the email is confirmed (not "Sign In").
  await page.goto(confirmLink);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: "You're Signed In" })).toBeVisible();
    await expect(page.getByTestId('link-spent-signed-in')).toContainText('Your email is confirmed');
    await expectNoSeriousA11yViolations(page, testInfo, `confirm-email-again-${width}`);
  }
  await expectNoBrokenWordsAtWidths(page, 'a spent confirmation link, signed in');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Dashboard' })).toBeVisible();
  await expect(page.getByTestId('paypal-needs-confirmed-email')).toHaveCount(0);
});

test('a sign-in link opens a page that asks first, and a browser signed in as someone else is asked before switching', async ({ page, request }, testInfo) => {
  const current = uniqueEmail('current');
  await registerThroughTheForm(page, current);
  await expect(page).toHaveURL('/');

  // Someone else's account and link (a separate browser context asks for it).
  const other = uniqueEmail('other');
  await request.post('/api/register', { data: { email: other, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Olly' } });
  await request.post('/api/simple-signin', { data: { email: other } });
  const link = linkTo(await emailTo(request, other, /sign-in link/), '/sign-in-link');

  await page.goto(link);
  await expect(page.getByTestId('switch-warning')).toContainText(`You're signed in as ${current}`);
  await expectNoSeriousA11yViolations(page, testInfo, 'sign-in-link-switch');
  // Opening the page changed nothing.
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email: current });
  await page.getByRole('button', { name: `Stay signed in as ${current}` }).click();
  await expect(page).toHaveURL('/jukebox');
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email: current });

  // The link still works, and only the button switches.
  await page.goto(link);
  await page.getByRole('button', { name: `Sign in as ${other}` }).click();
  await expect(page).toHaveURL('/jukebox');
  await expect(page.getByRole('button', { name: /Account menu for/ })).toContainText('Olly');

  // Used up: the page says so, and (signed in now) says as whom instead of offering to sign in.
  await page.goto(link);
  await expect(page.getByTestId('link-spent-signed-in')).toContainText('This link was already used or has expired');
  await expect(page.getByTestId('link-spent-signed-in')).toContainText(`Signed in as ${other}`);
});

test('settings → Delete Account signs out and returns home after 2 seconds', async ({ page }, testInfo) => {
  const email = uniqueEmail('leaver');
  await registerThroughTheForm(page, email);
  await expect(page).toHaveURL('/');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'settings-menu-open');
  await page.getByRole('menuitem', { name: 'Delete Account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'delete-account-dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const refused = page.waitForResponse((res) => res.url().endsWith('/api/login') && res.request().method() === 'POST');
  await signInThroughTheForm(page, email, PASSWORD);
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL('/account');
});

test('an old-style or expired sign-in link explains itself', async ({ page }) => {
  await page.goto('/api/auth/magic-link?token=not-a-real-token-000000000000000000000000');
  await expect(page).toHaveURL('/sign-in-link?token=not-a-real-token-000000000000000000000000');
  await expect(page.getByRole('alert')).toContainText('This sign-in link is invalid, has expired or was already used');
  await page.getByRole('link', { name: 'Sign in or ask for a new link' }).click();
  await expect(page).toHaveURL('/account');
});

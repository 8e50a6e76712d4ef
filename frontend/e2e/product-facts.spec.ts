import type { Page } from '@playwright/test';
import { confirmEmail, expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Every number the invitation page, the referral banner, the invite panel and the earnings screens
 * state comes from GET /api/help/facts: first the real server's numbers (an invitee gets the
 * referred sign-up credits, an affiliate earns the first layer's $3.50), then numbers the test
 * changes in that one answer, which every screen follows.
 */
async function changeFacts(page: Page) {
  await page.route('**/api/help/facts', async (route) => {
    const real = (await (await route.fetch()).json()) as { affiliateLayers: { layer: number; songCommissionCents: number }[] };
    await route.fulfill({
      json: {
        ...real,
        signupCredits: 11,
        referredSignupCredits: 17,
        referrerCredits: 6,
        refundPeriodDays: 9,
        payoutWeekday: 'Thursday',
        payoutTimeUtc: '14:00',
        affiliateLayers: real.affiliateLayers.map((l) => (l.layer === 1 ? { ...l, songCommissionCents: 425 } : l)),
      },
    });
  });
}

test('screens state the numbers the server serves, from one answer', async ({ page, browser, baseURL }, testInfo) => {
  const email = `facts-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/register', { data: { email, password: 'party-time-2024', confirmPassword: 'party-time-2024', firstName: 'Ngozi' } });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { referralCode: string } };

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  for (const width of [390, 1366]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto(`/friend/${user.referralCode}`);
    await expect(visitor.getByTestId('invitation-message')).toBeVisible();
    await expect(visitor.getByText('15 free preview credits')).toBeVisible();
    await expect(visitor.getByText('10 free preview credits')).toHaveCount(0);
    await expectNoSeriousA11yViolations(visitor, testInfo, `invitation-${width}`);
    await visitor.goto(`/?ref=${user.referralCode}`);
    await expect(visitor.getByRole('status').filter({ hasText: 'invited you' })).toContainText('15 free preview credits instead of 10');
  }

  // The same screens with other numbers in the facts answer.
  await changeFacts(visitor);
  await visitor.goto(`/friend/${user.referralCode}`);
  await expect(visitor.getByText('17 free preview credits')).toBeVisible();
  await visitor.goto(`/?ref=${user.referralCode}`);
  await expect(visitor.getByRole('status').filter({ hasText: 'invited you' })).toContainText('17 free preview credits instead of 11');

  await changeFacts(page);
  await page.goto('/friends');
  await expect(page.getByRole('radio', { name: /Friend Mode/ })).toContainText('Earn 6 credits');
  await page.goto('/earnings');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText(/every Thursday at 14:00 UTC/)).toBeVisible();
  await expect(page.getByText(/Commissions mature 9 days after the purchase/)).toBeVisible();
  await page.getByRole('tab', { name: 'Payout History' }).click();
  await expect(page.getByText(/Payouts go out every Thursday at 14:00 UTC/)).toBeVisible();
});

test('the affiliate invitation toast states the first layer commission the server serves', async ({ page }) => {
  const email = `facts-aff-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await page.request.post('/api/register', { data: { email, password: 'party-time-2024', confirmPassword: 'party-time-2024', firstName: 'Tomasz' } })).status()).toBe(201);
  await confirmEmail(page.request, email); // a payout email needs a proved account
  expect((await page.request.patch('/api/user/paypal', { data: { paypalEmail: `payouts-${email}` } })).ok()).toBe(true);
  await page.goto('/friends');
  await page.getByRole('radio', { name: /Affiliate Mode/ }).click();
  await page.getByLabel('Email to invite').fill(`invitee-${Date.now().toString(36)}@example.com`);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText("You'll earn $3.50 per song purchase plus 5 credits.", { exact: true })).toBeVisible();
});

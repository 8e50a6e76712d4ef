import AxeBuilder from '@axe-core/playwright';
import type { Schema } from '@boogy/contracts';
import { expect, test as base, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export { expect };

/** A user as GET /api/auth/user returns it (typed by the CurrentUser schema, so it follows openapi.yaml). */
export const signedInUser: Schema<'CurrentUser'> = {
  id: '0b6c6f0e-6f2b-4a51-9d8e-3f1f7a0c2d11',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: 'Party',
  displayName: 'Alice Party',
  pendingEmail: null,
  paypalEmail: null,
  preferredCurrency: 'USD',
  previewCredits: 10,
  isAdmin: false,
  hasPassword: true,
  emailVerified: true,
  referralCode: 'ALICE123',
  personalizedSlug: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Answers GET /api/auth/user as the real API does for a signed-out visitor (401). */
export async function mockSignedOut(page: Page) {
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({ status: 401, json: { statusCode: 401, message: 'Unauthorized' } }),
  );
}

export async function mockSignedIn(page: Page, user = signedInUser) {
  await page.route('**/api/auth/user', (route) => route.fulfill({ status: 200, json: user }));
}

/** Opens the confirmation link emailed at sign-up, as its page's button does: unlocks all sign-up credits. */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  let token: string | null = null;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string; links: string[] }[] };
      const link = messages.find((m) => /Confirm your email/.test(m.subject))?.links.find((l) => new URL(l).pathname === '/sign-in-link');
      token = link ? new URL(link).searchParams.get('token') : null;
      return token;
    })
    .not.toBeNull();
  expect((await request.post('/api/auth/sign-in-link', { data: { token } })).ok()).toBe(true);
}

/** Fails the test on any serious or critical axe-core violation (WCAG 2.x A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    await testInfo.attach(`axe-${label}.json`, {
      body: JSON.stringify(serious, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Saves a full-page screenshot in the test's output folder and attaches it to the report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Console errors other than failed network requests (the API may be absent in preview). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

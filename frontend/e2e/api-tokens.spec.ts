import { confirmEmail, expect, expectNoBrokenWordsAtWidths, expectNoSeriousA11yViolations, test } from './fixtures';

// The account screen's API tokens against the real API: create, copy once, use, revoke.

const uniqueEmail = () => `tokens.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

test('creates an API token, shows and copies it once, and revokes it so it stops working', async ({ page, playwright }, testInfo) => {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/register', { data: { email, password: 'party-password-1', confirmPassword: 'party-password-1', firstName: 'Tia', lastName: 'Token' } });
  expect(registered.ok()).toBe(true);

  // Before the email is confirmed, the screen says what to do (the server refuses too).
  await page.goto('/account');
  await expect(page.getByTestId('api-tokens-need-confirmed-email')).toBeVisible();

  await confirmEmail(page.request, email);
  await page.reload();
  const card = page.getByTestId('api-tokens-card');
  // The token form fits a phone: its field shows its whole placeholder at 320 px.
  await expect(card.getByLabel('Token name')).toBeVisible();
  await expectNoBrokenWordsAtWidths(page, 'account with the API token form');
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(card.getByRole('alert')).toHaveText('Give the token a name');

  await card.getByLabel('Token name').fill('Party planner app');
  await card.getByRole('button', { name: 'Create token' }).click();
  const shown = card.getByTestId('new-api-token');
  await expect(shown).toHaveText(/^boogy_pat_[A-Za-z0-9_-]{43}$/);
  const token = (await shown.textContent()) ?? '';

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Copy token' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoSeriousA11yViolations(page, testInfo, 'account with a new API token');

  // The token works from a client with no cookies at all.
  const server = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  expect((await server.get('/api/user/api-tokens')).status()).toBe(200);

  // Once dismissed (or after a reload) the token is never shown again; the list keeps only its hint.
  await card.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(page.getByTestId('new-api-token')).toHaveCount(0);
  const row = page.getByTestId('api-token-row').filter({ hasText: 'Party planner app' });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText(token);

  await row.getByRole('button', { name: 'Revoke Party planner app' }).click();
  await expect(page.getByTestId('api-token-row')).toHaveCount(0);
  const refused = await server.get('/api/user/api-tokens');
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('invalid_api_token');
  await server.dispose();
});

import { expect, expectNoSeriousA11yViolations, mockSignedIn, mockSignedOut, test } from './fixtures';

test('signed out, the header shows Sign In linking to /account', async ({ page }) => {
  await mockSignedOut(page);
  await page.goto('/');
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
  await expect(signIn).toHaveAttribute('href', '/account');
  await signIn.click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
});

test('when the API cannot be reached the app still renders, signed out', async ({ page }) => {
  await page.route('**/api/auth/session', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Epic Personalised Dance Songs' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('signed in, the account dropdown lists every area in order and logs out', async ({ page }, testInfo) => {
  await mockSignedIn(page);
  let logoutCalls = 0;
  await page.route('**/api/logout', async (route) => {
    expect(route.request().method()).toBe('POST');
    logoutCalls += 1;
    await route.fulfill({ status: 204 });
  });
  await page.goto('/');

  await page.getByRole('button', { name: /Account menu for/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Dashboard',
    'Earnings',
    'Jukebox',
    'Shared Songs',
    'Friends',
    'Suggestions',
    'Help',
    'Logout',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/account');
  // Open, the menu leaves the page to screen readers (no aria-hidden around links that stay focusable).
  await expect(page.locator('[aria-hidden=true]', { has: page.getByRole('main') })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'account-menu-open');

  await menu.getByRole('menuitem', { name: 'Earnings' }).click();
  await expect(page).toHaveURL('/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  const reload = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await reload;
  expect(logoutCalls).toBe(1);
});

test('a failed logout shows one destructive toast with "{status}: {body}" and F8 reaches it', async ({
  page,
}) => {
  await mockSignedIn(page);
  await page.route('**/api/logout', (route) => route.fulfill({ status: 500, body: 'Session store down' }));
  await page.goto('/jukebox');
  await expect(page.getByRole('heading', { name: 'Your Music' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  const toast = page.locator('[role="region"] li');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Logout Error');
  await expect(toast).toContainText('500: Session store down');

  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
});

test('toasts sit at the top on phones and bottom-right on larger screens', async ({ page }) => {
  await mockSignedIn(page);
  await page.route('**/api/logout', (route) => route.fulfill({ status: 503, body: '' }));
  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const toast = page.locator('[role="region"] li');
    // An empty body falls back to the status text.
    await expect(toast).toContainText('503: Service Unavailable');
    const box = await toast.boundingBox();
    if (!box) throw new Error('toast has no box');
    if (width < 640) {
      expect(box.y).toBeLessThan(40);
    } else {
      expect(height - (box.y + box.height)).toBeLessThan(40);
      expect(width - (box.x + box.width)).toBeLessThan(40);
    }
  }
});

test('with the real API, a first-time visitor is signed out, and no request of the page answers 401', async ({ page }) => {
  const unauthorized: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401) unauthorized.push(r.url());
  });
  const answer = page.waitForResponse('**/api/auth/session');
  await page.goto('/');
  const response = await answer;
  // The e2e server is the real backend (start:e2e): signed out is an answer, not an error.
  expect(response.headers()['content-type'] ?? '').toContain('application/json');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ user: null });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  for (const path of ['/jukebox', '/suggestions', '/help']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  }
  // A 401 logs "Failed to load resource" in the console of every signed-out page.
  expect(unauthorized).toEqual([]);
});

test('phones get a header menu of the main links (Escape closes it); laptops show the links inline', async ({ page }, testInfo) => {
  await mockSignedOut(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Main menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Make a Song', 'Pricing', 'Suggestions', 'Help']);
  await expectNoSeriousA11yViolations(page, testInfo, 'phone-menu-open');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Help' })).toBeHidden();
  await toggle.click();
  await nav.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL('/help');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(toggle).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Make a Song', 'Pricing', 'Suggestions', 'Help']);
});

import { expect, mockSignedIn, mockSignedOut, test } from './fixtures';

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
  await page.route('**/api/auth/user', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Epic Personalised Dance Songs' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('signed in, the account dropdown lists every area in order and logs out', async ({ page }) => {
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

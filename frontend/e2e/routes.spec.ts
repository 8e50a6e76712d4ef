import { expect, expectNoSeriousA11yViolations, mockSignedOut, saveScreenshot, test } from './fixtures';

/** Every route of the spec, signed out, with the h1 it must show and where it ends up. */
const routes = [
  { path: '/', heading: 'Create Epic Personalised Dance Songs' },
  { path: '/about', heading: 'About Boogy' },
  { path: '/suggestions', heading: 'Feature Suggestions' },
  { path: '/help', heading: 'How Can We Help?' },
  { path: '/admin', heading: 'Admin Dashboard' },
  { path: '/account', heading: 'Your Account' },
  { path: '/earnings', heading: 'Your Account', finalPath: '/account' },
  { path: '/jukebox', heading: 'Your Jukebox' },
  { path: '/shared-songs', heading: 'Shared Songs' },
  { path: '/friends', heading: 'Friends' },
  { path: '/reset-password?token=abc123', heading: 'Set a New Password', finalPath: '/reset-password' },
  // No such share link: the spec's 'Song Not Found' (a live link is tested in social.spec.ts).
  { path: '/shared/share-123', heading: 'Song Not Found' },
  { path: '/shares/share-123', heading: 'Song Not Found', finalPath: '/shared/share-123' },
  { path: '/friend/alice-party', heading: "You're Invited to the Party!" },
  { path: '/alice-party', heading: "You're Invited to the Party!" },
  { path: '/no/such/page', heading: '404 Page Not Found' },
];

const widths = [390, 1280];

test.describe('every route renders inside the layout', () => {
  for (const route of routes) {
    test(`${route.path} shows "${route.heading}"`, async ({ page, consoleErrors }, testInfo) => {
      await mockSignedOut(page);
      await page.goto(route.path);

      await expect(page).toHaveURL((url) => url.pathname === (route.finalPath ?? route.path.split('?')[0]));
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('Oops, the music skipped a beat')).toHaveCount(0);

      const name = route.path === '/' ? 'home' : route.path.slice(1).replace(/[^a-z0-9]+/gi, '-');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        await expectNoSeriousA11yViolations(page, testInfo, `${name}-${width}`);
        await saveScreenshot(page, testInfo, `${name}-${width}`);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('404 and reserved names', () => {
  const notFound = ['/pricing', '/login', '/dashboard', '/terms', '/admin/users', '/a/b/c', '/x', '/bad_slug!'];
  for (const path of notFound) {
    test(`${path} is a 404`, async ({ page }) => {
      await mockSignedOut(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await page.getByRole('link', { name: 'Go home' }).click();
      await expect(page).toHaveURL('/');
    });
  }
});

test.describe('redirects', () => {
  test('/shares/:id redirects to /shared/:id', async ({ page }) => {
    await mockSignedOut(page);
    await page.goto('/shares/x');
    await expect(page).toHaveURL('/shared/x');
  });

  test('/reset-password without a token goes to /account', async ({ page }) => {
    await mockSignedOut(page);
    await page.goto('/reset-password');
    await expect(page).toHaveURL('/account');
  });

  test('/earnings sends a signed-out visitor to /account', async ({ page }) => {
    await mockSignedOut(page);
    await page.goto('/earnings');
    await expect(page).toHaveURL('/account');
  });
});

test('the signed-out jukebox offers a Sign In link', async ({ page }) => {
  await mockSignedOut(page);
  await page.goto('/jukebox');
  await expect(page.getByRole('heading', { name: 'Access Your Jukebox' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/account');
});

test('a page whose code fails to load shows the friendly error with a reload button', async ({ page }) => {
  await mockSignedOut(page);
  await page.goto('/');
  await page.route('**/assets/about-route-*.js', (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Oops, the music skipped a beat' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute('**/assets/about-route-*.js');
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Boogy' })).toBeVisible();
});

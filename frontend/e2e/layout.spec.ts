import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect as baseExpect, expectNoBrokenWordsAtWidths, expectNoGlyphIcons, expectNoHorizontalOverflow, expectNoOverflowAtNarrowWidths, expectNoSeriousA11yViolations, test } from './fixtures';

// The server renders songs for the other tests meanwhile: give screens time on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * No page state scrolls sideways at 320, 390 or 768 px, signed out and signed
 * in, on every route. The accounts, friends and songs here carry long names and long emails (what
 * breaks a phone layout); everything is real (API, database, renders, sandbox payments).
 */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const longEmail = (label: string) =>
  `${label}.a.rather.long.address.for.the.party.${run}${Math.random().toString(36).slice(2, 6)}@an-exceptionally-long-party-domain.example.com`;
const LONG_NAMES = ['Maximiliana-Alexandrina', 'Bartholomew-Christopher', 'Anastasiya'];
const LYRICS = '[Verse]\nMaximiliana-Alexandrina and Bartholomew-Christopher are on the floor\nAnastasiya dances more\n[Chorus]\nHands up high for everyone tonight';

interface ApiUser {
  api: APIRequestContext;
  id: string;
  email: string;
}

async function apiUser(baseURL: string | undefined, firstName: string): Promise<ApiUser> {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = longEmail(firstName.toLowerCase().slice(0, 8));
  const res = await api.post('/api/simple-register', { data: { email, firstName } });
  expect(res.status(), await res.text()).toBe(200);
  const { user } = (await res.json()) as { user: { id: string } };
  return { api, id: user.id, email };
}

async function pageAs(browser: Browser, user: ApiUser): Promise<Page> {
  const context = await browser.newContext({ storageState: await user.api.storageState() });
  return context.newPage();
}

/** A rendered, paid song of this user (sandbox payment). */
async function paidSong(user: ApiUser): Promise<{ id: string }> {
  const created = await user.api.post('/api/songs', { data: { names: LONG_NAMES, lyrics: LYRICS, style: 'hip-hop' } });
  expect(created.status(), await created.text()).toBe(201);
  const song = (await created.json()) as { id: string };
  const task = (await (await user.api.post('/api/generate-music', { data: { songId: song.id } })).json()) as { taskId: string };
  await expect
    .poll(async () => ((await (await user.api.get(`/api/check-music-status/${task.taskId}`)).json()) as { status: string }).status, { timeout: 300_000, intervals: [1000] })
    .toBe('completed');
  const order = (await (await user.api.post('/paypal/order', { data: { songId: song.id } })).json()) as { id: string };
  expect((await user.api.post(`/paypal/sandbox/order/${order.id}/approve`)).ok()).toBe(true);
  expect((await user.api.post(`/paypal/order/${order.id}/capture`, { data: { songId: song.id } })).ok()).toBe(true);
  return song;
}

/** Opens a route at desktop width, waits for its heading, then checks it at every narrow width. */
async function visit(page: Page, path: string, heading: string | RegExp, label = path) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await checkState(page, label);
}

async function checkState(page: Page, label: string) {
  await expectNoGlyphIcons(page, label);
  await expectNoOverflowAtNarrowWidths(page, label);
  await expectNoBrokenWordsAtWidths(page, label);
}

const signedOutRoutes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Create Epic Personalised Dance Songs' },
  { path: '/about', heading: 'About Boogy' },
  { path: '/suggestions', heading: 'Feature Suggestions' },
  { path: '/help', heading: 'How Can We Help?' },
  { path: '/admin', heading: 'Admin Dashboard' },
  { path: '/account', heading: 'Your Account' },
  { path: '/jukebox', heading: 'Your Jukebox' },
  { path: '/shared-songs', heading: 'Shared Songs' },
  { path: '/friends', heading: 'Friends' },
  { path: '/reset-password?token=abc123', heading: 'Set a New Password' },
  { path: '/sign-in-link?token=not-a-real-token', heading: /sign/i },
  { path: '/shared/00000000-0000-4000-8000-000000000000', heading: 'Song Not Found' },
  { path: '/friend/no-such-friend', heading: "You're Invited to the Party!" },
  { path: '/no/such/page', heading: '404 Page Not Found' },
];

test('signed out, no route scrolls sideways at 320, 390 or 768 px, with the phone menu open too', async ({ page }) => {
  test.setTimeout(240_000);
  for (const route of signedOutRoutes) await visit(page, route.path, route.heading);

  await visit(page, '/account', 'Your Account', 'account, create-account tab');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await checkState(page, 'account, create-account tab');

  // The phone header menu, open.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Main menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoHorizontalOverflow(page, `phone menu open at ${width}px`);
  }
});

test('signed in with long names and emails, no route scrolls sideways at 320, 390 or 768 px', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const owner = await apiUser(baseURL, 'Maximiliana-Alexandrina Konstantinopoulou');
  const friend = await apiUser(baseURL, 'Bartholomew-Christopher Vanderbilt-Worthington');
  const request = (await (await owner.api.post('/api/friends/request', { data: { receiverId: friend.id, message: 'Party time!' } })).json()) as { id: string };
  expect((await friend.api.post(`/api/friends/requests/${request.id}/accept`)).ok()).toBe(true);
  const song = await paidSong(owner);
  expect((await owner.api.post(`/api/songs/${song.id}/share-with-friend`, { data: { friendId: friend.id, shareType: 'full', message: 'A message long enough to wrap across a phone screen, with a verylongwordthatdoesnotbreakanywhereatall' } })).status()).toBe(201);
  const link = (await (await owner.api.post(`/api/songs/${song.id}/share`, { data: { shareType: 'full' } })).json()) as { shareUrl: string };

  const page = await pageAs(browser, owner);
  await visit(page, '/', 'Create Epic Personalised Dance Songs', 'home signed in');
  // The account menu, opened at each width as a phone user would (long name and email inside).
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoGlyphIcons(page, `account menu open at ${width}px`);
    await expectNoHorizontalOverflow(page, `account menu open at ${width}px`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }

  await visit(page, '/jukebox', 'Your Jukebox', 'jukebox with songs');
  await expect(page.getByTestId('song-tile')).toHaveCount(1);
  await checkState(page, 'jukebox with songs');
  await visit(page, '/account', 'Account Dashboard');
  await visit(page, '/friends', 'Friends');
  await expect(page.getByRole('tab', { name: 'Friends (1)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Friends (1)' }).click();
  await checkState(page, 'friends list');
  await visit(page, '/earnings', 'Earnings');
  await visit(page, '/suggestions', 'Feature Suggestions');
  await visit(page, '/help', 'How Can We Help?');
  await visit(page, new URL(link.shareUrl).pathname, /.+/, 'public share page');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await checkState(page, 'public share page');
  await expectNoSeriousA11yViolations(page, testInfo, 'public-share-full');

  // The friend: a full song shared with a long message; an empty jukebox.
  const friendPage = await pageAs(browser, friend);
  await visit(friendPage, '/shared-songs', 'Shared Songs');
  await expect(friendPage.getByRole('article').first()).toBeVisible();
  await checkState(friendPage, 'shared songs with a message');
  await visit(friendPage, '/jukebox', 'Your Jukebox', 'jukebox, songs shared only');
  // An empty jukebox offers making a song, never a Play button that plays nothing.
  for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    await friendPage.setViewportSize(size);
    await expect(friendPage.getByRole('heading', { name: 'No Songs Yet' })).toBeVisible();
    await expect(friendPage.getByRole('region', { name: 'Jukebox player' })).toHaveCount(0);
    await expect(friendPage.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
  }
});

test('the admin screen fits a phone in every tab', async ({ page }) => {
  test.setTimeout(240_000);
  expect((await page.request.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  await visit(page, '/admin', 'Admin Dashboard');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allTextContents();
  for (const name of names) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await checkState(page, `admin ${name} tab`);
  }
});

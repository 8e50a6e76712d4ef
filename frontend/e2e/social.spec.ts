import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect as baseExpect, confirmEmail, expectNoSeriousA11yViolations, test } from './fixtures';
import { E2E_FULL_SONG_SECONDS } from '../playwright.config';

// The server renders songs for the other tests meanwhile: give screens time on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The social screens against the real server: friends, sharing a paid song with a message, the
 * public share page's 40-second preview, buying a friend's song from its preview link, and an
 * invitation email leading to a referral sign-up. Accounts and songs are set up through the API
 * (real renders, sandbox payments); everything the test is about happens in the browser.
 */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const uniqueEmail = (label: string) => `${label}.${run}.${Math.random().toString(36).slice(2, 7)}@example.com`;
const LYRICS = '[Verse]\nOlive and Fred are on the floor\nDancing till they want some more\n[Chorus]\nHands up high for Fred tonight';
const PASSWORD = 'party-password-1';

interface ApiUser {
  api: APIRequestContext;
  id: string;
  email: string;
  firstName: string;
}

async function apiUser(baseURL: string | undefined, firstName: string): Promise<ApiUser> {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await api.post('/api/simple-register', { data: { email, firstName } });
  expect(res.status(), await res.text()).toBe(200);
  const { user } = (await res.json()) as { user: { id: string } };
  return { api, id: user.id, email, firstName };
}

/** A browser page signed in as this user (the API context's session cookie). */
async function pageAs(browser: Browser, user: ApiUser): Promise<Page> {
  const context = await browser.newContext({ storageState: await user.api.storageState() });
  return context.newPage();
}

/** A rendered song of this user (both full tracks ready), optionally paid through the sandbox. */
async function songOf(user: ApiUser, { paid }: { paid: boolean }): Promise<{ id: string; title: string }> {
  const created = await user.api.post('/api/songs', { data: { names: ['Olive', 'Fred'], lyrics: LYRICS, style: 'hip-hop' } });
  const song = (await created.json()) as { id: string; title: string };
  const task = (await (await user.api.post('/api/generate-music', { data: { songId: song.id, lyrics: LYRICS, vocalGender: 'male' } })).json()) as { taskId: string };
  await expect
    .poll(async () => ((await (await user.api.get(`/api/check-music-status/${task.taskId}`)).json()) as { status: string }).status, { timeout: 300_000, intervals: [1000] })
    .toBe('completed');
  if (paid) await pay(user.api, song.id);
  return song;
}

async function pay(api: APIRequestContext, songId: string): Promise<void> {
  const order = (await (await api.post('/paypal/order', { data: { songId } })).json()) as { id: string };
  await api.post(`/paypal/sandbox/order/${order.id}/approve`);
  const capture = await api.post(`/paypal/order/${order.id}/capture`);
  expect(capture.status(), await capture.text()).toBe(200);
}

/** Screens show a human title (names, style, event) until the maker renames the song, never "Boogy1_Olive". */
const SHOWN_TITLE = 'Olive and Fred · Hip-Hop Party';

const toast = (page: Page) => page.locator('[role="region"] li');
const audioDuration = (page: Page, testId: string) => page.getByTestId(testId).first().evaluate((a: HTMLAudioElement) => a.duration || 0);

test('two users become friends; one shares a paid song with a message; the other sees it new, plays the full song, and it turns read', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const [olive, fred] = [await apiUser(baseURL, 'Olive'), await apiUser(baseURL, 'Fred')];
  await songOf(olive, { paid: true });
  const olivePage = await pageAs(browser, olive);
  const fredPage = await pageAs(browser, fred);

  // Olive finds Fred by email (trimmed; Enter searches) and sends a request.
  await olivePage.goto('/friends');
  const search = olivePage.getByRole('search', { name: 'Find friends by email' });
  await expect(search.getByRole('button', { name: 'Search' })).toBeDisabled();
  await search.getByLabel("Friend's email").fill('fred-at-example');
  await search.getByLabel("Friend's email").press('Enter');
  await expect(toast(olivePage)).toContainText('Invalid Email Address');
  await search.getByLabel("Friend's email").fill(`  ${fred.email} `);
  await search.getByLabel("Friend's email").press('Enter');
  const result = olivePage.getByTestId('friend-search-result');
  await expect(result).toContainText('Fred');
  await result.getByRole('button', { name: 'Add Friend' }).click();
  await expect(result.getByText('Request Pending')).toBeVisible();
  await expectNoSeriousA11yViolations(olivePage, testInfo, 'friends-search-result');
  await olivePage.getByRole('tab', { name: 'Sent (1)' }).click();
  await expect(olivePage.getByRole('listitem', { name: 'Request to Fred' })).toBeVisible();

  // Fred accepts.
  await fredPage.goto('/friends');
  await fredPage.getByRole('tab', { name: 'Requests (1)' }).click();
  await expectNoSeriousA11yViolations(fredPage, testInfo, 'friends-requests');
  await fredPage.getByRole('listitem', { name: 'Request from Olive' }).getByRole('button', { name: 'Accept' }).click();
  await expect(fredPage.getByRole('tab', { name: 'Friends (1)' })).toBeVisible();
  await fredPage.getByRole('tab', { name: 'Friends (1)' }).click();
  await expect(fredPage.getByRole('listitem', { name: 'Friend Olive' })).toBeVisible();
  await expectNoSeriousA11yViolations(fredPage, testInfo, 'friends-list');

  // Olive shares the paid song from her jukebox with a message.
  await olivePage.goto('/jukebox');
  await olivePage.getByRole('article', { name: SHOWN_TITLE }).getByRole('button', { name: `Share ${SHOWN_TITLE}`, exact: true }).click();
  const modal = olivePage.getByRole('dialog', { name: `Share “${SHOWN_TITLE}”` });
  await expect(modal.getByText('Your friends get the full song.')).toBeVisible();
  await expectNoSeriousA11yViolations(olivePage, testInfo, 'share-modal-open');
  // A paid song's public link is the full song's, on a laptop and on a phone.
  await olivePage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    await olivePage.setViewportSize(size);
    await modal.getByRole('button', { name: 'Copy Full Song Link' }).click();
    await expect.poll(() => olivePage.evaluate(() => navigator.clipboard.readText())).toMatch(/\/shared\/[\w-]+$/);
    await olivePage.evaluate(() => navigator.clipboard.writeText(''));
  }
  await olivePage.setViewportSize({ width: 1280, height: 800 });
  await modal.getByRole('button', { name: 'Share Song' }).click();
  await expect(toast(olivePage)).toContainText('Please select at least one friend to share with.');
  await modal.getByRole('checkbox').check();
  await modal.getByLabel('Message (optional)').fill('For your birthday party!');
  await expect(modal.getByText('24/500')).toBeVisible();
  await modal.getByRole('button', { name: 'Share Song' }).click();
  await expect(modal).toBeHidden();
  await expect(toast(olivePage)).toContainText('Song shared with friend!');

  // Fred sees it new, in full, with the message; playing it plays the full track and marks it read.
  await fredPage.goto('/shared-songs');
  await expect(fredPage.getByTestId('unread-count')).toHaveText('1 new song');
  const item = fredPage.getByRole('article', { name: `Shared song ${SHOWN_TITLE}` });
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expect(item.getByText('Full Song', { exact: true })).toBeVisible();
  await expect(item).toContainText('Shared by Olive');
  await expect(item).toContainText('Just now');
  await expect(item).toContainText('“For your birthday party!”');
  await expectNoSeriousA11yViolations(fredPage, testInfo, 'shared-songs');

  // A mark-read the server refuses says so in the spec's words — with the server's message on the
  // page, plainly on the jukebox card — and the song stays new.
  const readCall = '**/api/friends/shared-songs/*/read';
  await fredPage.route(readCall, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'service_unavailable', message: 'The service is busy, try again shortly.' }) }),
  );
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(toast(fredPage)).toContainText('Failed to mark as read');
  await expect(toast(fredPage)).toContainText('The service is busy, try again shortly.');
  await fredPage.goto('/jukebox');
  const card = fredPage.getByRole('article', { name: `Shared song ${SHOWN_TITLE}` });
  await card.getByRole('button', { name: 'Mark as read' }).click();
  await expect(toast(fredPage)).toContainText('Error');
  await expect(toast(fredPage)).toContainText('Failed to mark as read.');
  await expect(toast(fredPage)).not.toContainText('busy');
  await fredPage.unroute(readCall);
  await fredPage.goto('/shared-songs');
  await expect(item.getByText('New', { exact: true })).toBeVisible();

  await item.getByRole('button', { name: `Play ${SHOWN_TITLE}` }).click();
  // The whole song (the server's full length), not the 40-second preview.
  await expect.poll(() => audioDuration(fredPage, 'shared-song-audio'), { timeout: 30_000 }).toBeGreaterThan(E2E_FULL_SONG_SECONDS - 5);
  await expect.poll(() => item.getByTestId('shared-song-audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(item.getByText('New', { exact: true })).toHaveCount(0);
  await expect(fredPage.getByTestId('unread-count')).toHaveCount(0);
  await expect(item.getByRole('link', { name: 'Download' })).toBeVisible();

  // When the song's own address fails to play, the player tries it through the audio proxy.
  const proxied: string[] = [];
  fredPage.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/audio-proxy') proxied.push(r.url());
  });
  await fredPage.route(/\/api\/media\/songs\/.*\/full/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await fredPage.reload();
  const again = fredPage.getByRole('article', { name: `Shared song ${SHOWN_TITLE}` });
  await again.getByRole('button', { name: `Play ${SHOWN_TITLE}` }).click();
  await expect.poll(() => proxied.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => again.getByTestId('shared-song-audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
  await fredPage.unroute(/\/api\/media\/songs\/.*\/full/);

  // The jukebox shows it under 'Songs Shared With You'.
  await fredPage.goto('/jukebox');
  await expect(fredPage.getByText('Songs Shared With You')).toBeVisible();
  await expectNoSeriousA11yViolations(fredPage, testInfo, 'jukebox-shared-with-you');
});

test.describe.serial('someone else’s preview', () => {
  let owner: ApiUser;
  let song: { id: string; title: string };
  let linkedSong: { id: string; title: string };

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(500_000);
    owner = await apiUser(baseURL, 'Olive');
    await confirmEmail(owner.api, owner.email); // two songs need more than the one credit before the email is proved
    [song, linkedSong] = await Promise.all([songOf(owner, { paid: false }), songOf(owner, { paid: false })]);
  });

  test('a public preview link in a fresh browser plays 40 seconds and offers buying it or making your own', async ({ browser }, testInfo) => {
    const link = (await (await owner.api.post(`/api/songs/${song.id}/share`, { data: { shareType: 'preview' } })).json()) as { shareUrl: string };
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL(link.shareUrl).pathname);
    await expect(page.getByRole('heading', { name: SHOWN_TITLE })).toBeVisible();
    await expect(page.getByText(song.title)).toHaveCount(0);
    await expect(page.getByText('Olive shared a Boogy song with you')).toBeVisible();
    await expect(page.getByText('FREE PREVIEW')).toBeVisible();
    await page.getByRole('button', { name: 'Play' }).click();
    // The server sends the 40-second preview file whatever the page asks for.
    await expect.poll(() => audioDuration(page, 'song-audio'), { timeout: 20_000 }).toBeGreaterThan(30);
    expect(await audioDuration(page, 'song-audio')).toBeLessThanOrEqual(41);
    await expect(page.getByRole('button', { name: /^Get Full Song - / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make Your Own Song' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download MP3' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, 'public-share-preview');

    // An unknown link explains itself.
    await page.goto('/shared/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Song Not Found' })).toBeVisible();
    await context.close();
  });

  test('a visitor buys a friend’s song from its preview link: paid for its maker, and in the buyer’s Shared Songs', async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const buyer = await apiUser(baseURL, 'Bea');
    const page = await pageAs(browser, buyer);
    await page.goto(`/?preview=${song.id}`);
    const shown = SHOWN_TITLE;
    const preview = page.locator('section', { has: page.getByRole('heading', { name: `${shown}: a Boogy preview for you` }) });
    await expect(preview.getByRole('link', { name: 'Make Your Own Song' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Download MP3' })).toHaveCount(0);
    await preview.getByRole('button', { name: /^Get Full Song - / }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy That Boogy' });
    await expect(dialog.getByText(`Full Song (${shown})`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'purchase-dialog-open');
    await dialog.getByRole('button', { name: 'Test Purchase' }).click({ timeout: 15_000 });
    await dialog.getByRole('group', { name: 'Sandbox payment approval' }).getByRole('button', { name: 'Approve Payment' }).click();
    const ready = page.getByRole('dialog', { name: 'Song Ready!' });
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await ready.getByRole('button', { name: 'Close' }).click();

    // The buyer has it as a full song from its maker…
    await expect(page).toHaveURL(/\/jukebox$/);
    // The full share arrives through checkout's payment event (outbox → inbox): wait for it, then look.
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/api/friends/shared-songs')).json()), { timeout: 120_000 })
      .toContain(song.id);
    await page.goto('/shared-songs');
    const item = page.getByRole('article', { name: `Shared song ${SHOWN_TITLE}` });
    await expect(item.getByText('Full Song', { exact: true })).toBeVisible();
    await expect(item).toContainText('Shared by Olive');
    await expect(item.getByRole('link', { name: 'Download' })).toBeVisible();

    // …and the maker has it paid in their jukebox.
    const ownerPage = await pageAs(browser, owner);
    await ownerPage.goto('/jukebox');
    // (The jukebox lists every song of the maker: the other, still unpaid one says it is a free preview.)
    const paidTile = ownerPage.getByRole('article', { name: shown }).filter({ hasNot: ownerPage.getByTestId('preview-badge') });
    await expect(paidTile).toHaveCount(1);
    await expect(paidTile).toBeVisible();
  });

  test('a first-time visitor buys from the public link as a guest: signed in with the full song, paid for its maker; the link then says why it stays a preview', async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const link = (await (await owner.api.post(`/api/songs/${linkedSong.id}/share`, { data: { shareType: 'preview' } })).json()) as { shareId: string };
    const context = await browser.newContext();
    const page = await context.newPage();
    // The older /shares/{id} form of the link lands on the share page.
    await page.goto(`/shares/${link.shareId}`);
    await expect(page).toHaveURL(new RegExp(`/shared/${link.shareId}$`));
    await page.getByRole('button', { name: /^Get Full Song - / }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy That Boogy' });
    await dialog.getByLabel('First Name').fill('Gus');
    const email = uniqueEmail('gus');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Test Purchase' }).click({ timeout: 15_000 });
    await dialog.getByRole('group', { name: 'Sandbox payment approval' }).getByRole('button', { name: 'Approve Payment' }).click();
    const ready = page.getByRole('dialog', { name: 'Song Ready!' });
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await ready.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/jukebox$/);

    // Signed into the account the purchase made, with the song in full from its maker.
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/api/friends/shared-songs')).json()), { timeout: 120_000 })
      .toContain(linkedSong.id);
    await page.goto('/shared-songs');
    const item = page.getByRole('article', { name: `Shared song ${SHOWN_TITLE}` });
    await expect(item.getByText('Full Song', { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: 'Download' })).toBeVisible();
    expect(((await (await page.request.get('/api/auth/user')).json()) as { email: string }).email).toBe(email);
    // When the full file cannot be played, directly or through the audio proxy, the item falls back
    // to the song's preview (the spec's playback order: full, proxy, preview).
    await page.route('**/tracks/*/full', (route) => route.fulfill({ status: 503, body: '' }));
    await page.route('**/api/audio-proxy?**', (route) => route.fulfill({ status: 503, body: '' }));
    await item.getByRole('button', { name: `Play ${SHOWN_TITLE}` }).click();
    await expect.poll(() => item.getByTestId('shared-song-audio').evaluate((a: HTMLAudioElement) => a.currentSrc)).toMatch(/\/preview$/);
    await expect.poll(() => audioDuration(page, 'shared-song-audio'), { timeout: 30_000 }).toBeGreaterThan(30);
    expect(await audioDuration(page, 'shared-song-audio')).toBeLessThanOrEqual(41);
    await page.unroute('**/tracks/*/full');
    await page.unroute('**/api/audio-proxy?**');
    const ownerView = (await (await owner.api.get(`/api/songs/${linkedSong.id}`)).json()) as { isPaid: boolean; fullAccess: boolean };
    expect(ownerView).toMatchObject({ isPaid: true, fullAccess: true });
    await context.close();

    // The next stranger on the same preview link: no buy button (the song is bought), no download, a reason and a way on.
    const next = await browser.newContext();
    const stranger = await next.newPage();
    await stranger.goto(`/shared/${link.shareId}`);
    await expect(stranger.getByTestId('preview-of-paid-song')).toContainText('The full song is Olive');
    await expect(stranger.getByRole('button', { name: /^Get Full Song - / })).toHaveCount(0);
    await expect(stranger.getByRole('link', { name: 'Download MP3' })).toHaveCount(0);
    await expect(stranger.getByRole('link', { name: 'Make Your Own Song' })).toBeVisible();
    await expectNoSeriousA11yViolations(stranger, testInfo, 'public-share-preview-of-paid-song');
    await next.close();
  });
});

test('an invitation email’s link leads to sign-up with the referral bonus', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const ann = await apiUser(baseURL, 'Ann');
  await confirmEmail(ann.api, ann.email); // payout (affiliate) emails need a proved address
  const page = await pageAs(browser, ann);
  const invitee = uniqueEmail('invitee');

  // A search that finds nobody leads to the invite flow, prefilled.
  await page.goto('/friends');
  const search = page.getByRole('search', { name: 'Find friends by email' });
  await search.getByLabel("Friend's email").fill(invitee);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByTestId('friend-not-found').getByRole('button', { name: `Invite ${invitee}` }).click();
  await expect(page.getByLabel('Email to invite')).toHaveValue(invitee);
  await expectNoSeriousA11yViolations(page, testInfo, 'invite-panel');

  // Affiliate Mode asks for the PayPal email first, then switches on.
  await page.getByRole('radio', { name: /Affiliate Mode/ }).click();
  await page.getByLabel('Your PayPal email for affiliate payouts').fill(uniqueEmail('paypal'));
  await page.getByRole('button', { name: 'Save PayPal Account' }).click();
  await expect(page.getByRole('radio', { name: /Affiliate Mode/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /Friend Mode/ }).click();
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByLabel('Email to invite')).toHaveValue('');
  await expect(toast(page)).toContainText("You'll earn 5 credits when they join.");

  // With the payout email saved, Affiliate Mode switches on at once and its invitation goes out too.
  const affiliateInvitee = uniqueEmail('affiliate');
  await page.getByRole('radio', { name: /Affiliate Mode/ }).click();
  await expect(page.getByLabel('Your PayPal email for affiliate payouts')).toHaveCount(0);
  await page.getByLabel('Email to invite').fill(affiliateInvitee);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page)).toContainText("You'll earn $3.50 per song purchase plus 5 credits.");
  await expect(async () => {
    const mailbox = (await (await ann.api.get(`/api/dev/mailbox?to=${encodeURIComponent(affiliateInvitee)}`)).json()) as { messages: { subject: string; text: string }[] };
    expect(mailbox.messages[0]?.subject).toBe('Ann invited you to Boogy');
  }).toPass({ timeout: 20_000 });

  // The email (local mailbox) links to /?ref={Ann's code}.
  let link = '';
  await expect(async () => {
    const mailbox = (await (await ann.api.get(`/api/dev/mailbox?to=${encodeURIComponent(invitee)}`)).json()) as { messages: { subject: string; links: string[] }[] };
    expect(mailbox.messages[0]?.subject).toBe('Ann invited you to Boogy');
    link = mailbox.messages[0]?.links.find((l) => l.includes('/?ref=')) ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 20_000 });

  const context = await browser.newContext();
  const visitor = await context.newPage();
  const target = new URL(link);
  await visitor.goto(`${target.pathname}${target.search}`);
  await expect(visitor.getByText('Ann invited you')).toBeVisible();
  await visitor.goto('/account');
  await visitor.getByRole('tab', { name: 'Create Account' }).click();
  const form = visitor.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Ivy');
  await form.getByLabel('Last name').fill('Invitee');
  await form.getByLabel('Email').fill(invitee);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  // Signed in with the referral bonus: 15 credits instead of 10, all unlocked once the email is proved.
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await confirmEmail(visitor.request, invitee);
  await expect
    .poll(async () => {
      const me = await visitor.request.get('/api/auth/user');
      return me.ok() ? ((await me.json()) as { email: string; previewCredits: number }) : null;
    })
    .toMatchObject({ email: invitee, previewCredits: 15 });
  await context.close();
});

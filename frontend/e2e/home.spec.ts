import { expect, expectNoSeriousA11yViolations, mockSignedOut, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await mockSignedOut(page);
});

test('the hero shows the spec copy, how it works in three steps, the intro video and the sample player', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Epic Personalised Dance Songs' })).toBeVisible();
  await expect(page.getByText('Add friends to the song + Ai moves = Epic dance tracks in seconds!')).toBeVisible();

  const howItWorks = page.getByRole('region', { name: 'How it works' });
  await expect(howItWorks.getByRole('listitem')).toHaveText([/Add your friends' names/, /Get your lyrics/, /Hear it, then dance/]);
  // The intro video (e2e/intro-video.spec.ts plays it): one, in the hero, loading nothing but its poster.
  await expect(page.getByRole('region', { name: 'Create Epic Personalised Dance Songs' }).locator('video')).toHaveAttribute('preload', 'none');
  await expect(page.locator('video')).toHaveCount(1);
  await expect(page.locator('audio')).toHaveAttribute('src', '/samples/boogy-sample.mp3');
});

test('the sample player never reads "0:00 / 0:00": before play it invites a tap, playing it shows the real length', async ({ page }) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const time = page.getByTestId('sample-time');
    await expect(time).toHaveText('Tap play');
    await page.getByRole('button', { name: 'Play sample track' }).click();
    await expect(time).toHaveText(/^\d+:\d\d \/ (?!0:00)\d+:\d\d$/);
    await page.getByRole('button', { name: 'Pause sample track' }).click();
  }
});

test('the home page carries its description, Open Graph and Twitter card tags with absolute URLs', async ({ page, baseURL }) => {
  await page.goto('/');
  const head = page.locator('head');
  const content = (selector: string) => head.locator(selector).getAttribute('content');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /personalised party dance songs/i);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Boogy – Personalised Party Dance Songs');
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/`);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/social-card.png`);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  expect(await content('meta[name="twitter:image"]')).toBe(await content('meta[property="og:image"]'));
  // The card image is really there, as a PNG a chat app can show.
  const card = await page.request.get(`${baseURL}/social-card.png`);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

test('"Get Started FREE!" smooth-scrolls the party-guest section into view', async ({ page }, testInfo) => {
  await page.goto('/');
  const section = page.locator('#party-guest-section');
  await expect(section).not.toBeInViewport();
  await page.getByRole('button', { name: 'Get Started FREE!' }).click();
  await expect(section).toBeInViewport();
  await expect(page.locator('#party-heading')).toBeInViewport();
  await expect(page.locator('#party-heading')).toHaveText('Add Your Party Guests');
  await expectNoSeriousA11yViolations(page, testInfo, 'home-generator');
});

test('pricing shows one song at $10.00 USD and "Try Free Preview First" scrolls to the generator', async ({
  page,
}) => {
  await page.goto('/#pricing');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByText('$10.00 USD')).toBeVisible();
  for (const item of [
    'Full 3-4 minute track',
    'Personalised lyrics',
    'Custom 5-second dance moves',
    'MP3 download',
    'Royalty-free commercial use',
    'Instant download',
  ]) {
    await expect(pricing.getByText(item)).toBeVisible();
  }
  await pricing.getByRole('button', { name: 'Try Free Preview First' }).click();
  await expect(page.locator('#party-heading')).toBeInViewport();
});

test('a header link to /#party-guest-section from another page lands on the section', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Make a Song' }).click();
  await expect(page).toHaveURL('/#party-guest-section');
  await expect(page.locator('#party-heading')).toBeInViewport();
});

test('the sample track plays, then pauses where it was', async ({ page }, testInfo) => {
  await page.goto('/');
  const audio = page.locator('audio[src="/samples/boogy-sample.mp3"]');
  const position = () => audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  await page.getByRole('button', { name: 'Play sample track' }).click();
  const pause = page.getByRole('button', { name: 'Pause sample track' });
  await expect(pause).toBeVisible();
  await expect.poll(position, { timeout: 15_000 }).toBeGreaterThan(0.5);
  await expect(page.getByText('The sample track is still being mixed. Check back soon!')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'home-sample-playing');

  await pause.click();
  const play = page.getByRole('button', { name: 'Play sample track' });
  await expect(play).toBeEnabled();
  // Paused: no sound on the page plays on (nothing to wait for: a paused element's clock stands). The
  // hero's intro video may go on playing: it is muted.
  expect(await page.evaluate(() => Array.from(document.querySelectorAll('audio, video')).every((m) => (m as HTMLMediaElement).paused || (m as HTMLMediaElement).muted))).toBe(true);
  const pausedAt = await position();
  // …and where it was: playing again goes on from there, not from the start.
  await play.click();
  expect(await position()).toBeGreaterThanOrEqual(pausedAt);
  await expect(pause).toBeVisible();
  await expect.poll(position, { timeout: 15_000 }).toBeGreaterThan(pausedAt);
});

test('a missing sample file is handled gracefully', async ({ page }) => {
  await page.route('**/samples/boogy-sample.mp3', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/');
  await page.getByRole('button', { name: 'Play sample track' }).click();
  await expect(page.getByText('The sample track is still being mixed. Check back soon!')).toBeVisible();
});

test('?ref= on any page is remembered in localStorage', async ({ page }) => {
  await page.goto('/about?ref=FRIEND42');
  await expect(page.getByRole('heading', { level: 1, name: 'About Boogy' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('boogy.referralCode'))).toBe('FRIEND42');
});

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * A render outlives its status stream (the e2e server ends each one after 8 s, production after
 * 5 min) and the full tracks may take minutes after the previews: the page keeps following it and
 * shows a failure only when the server says the render failed.
 */
test('previews stay playable while the full track finishes, across stream ends and past five minutes', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  const streams: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/check-music-status\/[^/]+\/events$/.test(new URL(request.url()).pathname)) streams.push(request.url());
  });
  await page.goto('/');

  const generator = page.locator('#song-generator');
  await generator.getByLabel("Party guests' names").fill('Ngozi, Tomasz');
  await generator.getByRole('button', { name: 'Generate Lyrics' }).click();
  await expect(generator.getByLabel('Your lyrics (edit anything you like)')).toHaveValue(/Ngozi/, { timeout: 20_000 });
  await generator.getByRole('button', { name: 'Generate Song' }).click();

  await expect(generator.getByRole('button', { name: 'Song 1' })).toBeVisible({ timeout: 180_000 });
  const finishing = generator.getByTestId('finishing-full-track');
  await expect(finishing).toContainText('Finishing your full track…');
  await expect(finishing.getByRole('progressbar', { name: 'Full track progress' })).toHaveAttribute('aria-valuenow', /^([1-9]\d?)$/);
  // Before the word timings arrive the name map does not claim a name is "not sung".
  const nameMap = generator.getByRole('region', { name: 'Name map' });
  await expect(nameMap.getByTestId('name-moments-missing').first()).toHaveText('Times follow with the full track');
  await expect(nameMap.getByText('Not sung yet')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'finishing-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(finishing).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'finishing-1366');

  // A guest's Share opens sign-up, saying that sharing needs an account.
  await generator.getByRole('button', { name: 'Share with Friends' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(signUp).toContainText('Create a free account to share your song with friends.');
  await page.keyboard.press('Escape');
  await expect(signUp).toBeHidden();

  // Six minutes pass on the page's clock (the old client gave up after five and showed a failure).
  await page.clock.fastForward('06:00');
  // The stream ended at least once on the server and was opened again.
  await expect.poll(() => streams.length, { timeout: 60_000 }).toBeGreaterThan(1);
  await expect(page.getByText('Music Generation Failed')).toHaveCount(0);
  await expect(generator.getByRole('button', { name: 'Song 1' })).toBeVisible();
  await expect(generator.getByRole('heading', { name: 'Step 3 of 3: Dance Tracks' })).toBeAttached();

  // The full tracks arrive: the karaoke gets its timed lines and the finishing note goes.
  await expect(generator.locator('[data-testid=karaoke-lyrics] [data-testid=karaoke-line]').first()).toBeVisible({ timeout: 240_000 });
  await expect(finishing).toHaveCount(0);
  await expect(page.getByText('Music Generation Failed')).toHaveCount(0);
  // The preview's name map lists only moments the 40-second preview can reach.
  await expect(nameMap.getByTestId('name-moments').first()).toBeVisible();
  const listed = await nameMap.locator('[data-testid=name-moments] time').allTextContents();
  expect(listed.length).toBeGreaterThan(0);
  for (const time of listed) {
    const [, minutes, seconds] = /(\d+):(\d+)/.exec(time) ?? [];
    expect(Number(minutes) * 60 + Number(seconds), `moment ${time}`).toBeLessThan(40);
  }
});

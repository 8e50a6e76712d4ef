import { expect, test } from '@playwright/test';
import { expectNoBrokenWordsAtWidths } from './fixtures';

/**
 * "Sounds like" spellings in the generator: "Hear it" plays the song's voice singing the name
 * (a real MP3 from the server), and the spelling travels with the song while the lyrics keep the
 * name as written.
 */
test('a guest spells a name the way it sounds, hears it sung, and the song carries the spelling', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const generator = page.locator('#song-generator');
  await generator.getByLabel("Party guests' names").fill('Siobhan, Olivia');
  const panel = generator.getByTestId('name-pronunciations');
  await panel.getByText('Pronunciation (optional)').click();
  // Each name's field keeps room for its placeholder and nothing breaks inside a word, phone to laptop.
  await expectNoBrokenWordsAtWidths(page, 'pronunciation panel');
  await panel.getByLabel('Siobhan sounds like').fill('shi-vawn');

  await panel.getByRole('button', { name: 'Hear Siobhan' }).click();
  const audio = panel.getByTestId('name-audio');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect(audio).toHaveAttribute('data-name', 'Siobhan');
  // The browser decoded it: a playable clip of a sung name, not an error page.
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => (a.error ? -1 : a.readyState))).toBeGreaterThanOrEqual(1);
  const seconds = await audio.evaluate((a: HTMLAudioElement) => a.duration);
  expect(seconds).toBeGreaterThanOrEqual(0.5);
  expect(seconds).toBeLessThanOrEqual(3);

  await generator.getByRole('button', { name: 'Generate Lyrics' }).click();
  const lyrics = generator.getByLabel('Your lyrics (edit anything you like)');
  await expect(lyrics).toHaveValue(/Siobhan/, { timeout: 30_000 });
  await expect(lyrics).not.toHaveValue(/shi-vawn/);
  const created = page.waitForRequest((req) => req.url().endsWith('/api/songs') && req.method() === 'POST');
  await generator.getByRole('button', { name: 'Generate Song' }).click();
  const body = (await created).postDataJSON() as { names: string[]; pronunciations: { name: string; soundsLike: string }[] };
  expect(body.names).toEqual(['Siobhan', 'Olivia']);
  expect(body.pronunciations).toEqual([{ name: 'Siobhan', soundsLike: 'shi-vawn' }]);
  // The song is under way (or, on a quick machine, already made): its first state may be over before this looks.
  await expect(generator.getByRole('heading', { name: /^(Making your Dance Tracks|Your Dance Track is Ready!)$/ })).toBeVisible({ timeout: 30_000 });
});

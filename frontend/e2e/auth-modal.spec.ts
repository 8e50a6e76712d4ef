import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Real API and database: the guest registers for real through the generator's modal.

const uniqueEmail = () => `modal.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

test('a guest signs up from the generator: celebration, the modal closes itself, credits replace guest previews', async ({ page }, testInfo) => {
  await page.goto('/#party-guest-section');
  const generator = page.locator('#song-generator');
  await expect(generator.getByTestId('samples-left')).toHaveText(/^\d+ free previews? left$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // "Sign in" opens the modal in sign-in mode; it toggles to registering and back.
  await generator.getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(signIn).toBeVisible();
  await expect(signIn.getByLabel('Email')).toBeVisible();
  await expect(signIn.getByLabel('First name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'auth-modal-signin');
  await signIn.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(register.getByLabel('First name')).toBeVisible();
  await register.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // "Create account" opens it in register mode.
  await generator.getByRole('button', { name: 'Create account' }).click();
  await expect(register).toBeVisible();
  await register.getByRole('button', { name: 'Sign Up Free' }).click();
  await expect(register.getByText('First name is required')).toBeVisible();
  await register.getByLabel('First name').fill('Mo');
  await register.getByLabel('Email').fill(uniqueEmail());
  // How long the celebration stays is measured by the page's own clock (a MutationObserver), not by
  // the test's polling, which a busy machine can delay by seconds.
  await page.evaluate(() => {
    const c: { shown?: number; closed?: number; text?: string } = {};
    (window as unknown as { celebration: typeof c }).celebration = c;
    new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (c.shown === undefined && dialog?.textContent.includes("You're in!")) {
        c.shown = performance.now();
        c.text = dialog.textContent;
      }
      if (c.shown !== undefined && c.closed === undefined && !dialog) c.closed = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await register.getByRole('button', { name: 'Sign Up Free' }).click();

  // It closes by itself, after celebrating for about 3 s with the unproved account's offer.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const celebration = await page.evaluate(() => (window as unknown as { celebration: { shown?: number; closed?: number; text?: string } }).celebration);
  expect(celebration.text).toContain('Your first song is free. Open the link we emailed you to unlock the rest of your free preview credits.');
  expect((celebration.closed ?? 0) - (celebration.shown ?? Infinity)).toBeGreaterThanOrEqual(2500);

  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Mo' })).toBeVisible();
  await expect(generator.getByTestId('samples-left')).toHaveText('1 sample credit left');
  await expect(generator.getByRole('button', { name: 'Create account' })).toHaveCount(0);
});

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
  await register.getByRole('button', { name: 'Sign Up Free' }).click();

  await expect(register.getByText("You're in! 🎉")).toBeVisible();
  const celebratingSince = Date.now();
  await expect(register.getByText('10 free preview credits are waiting for you.')).toBeVisible();
  await expect(page.locator('[role="region"] li')).toContainText('Account Created!');

  // Still celebrating a moment later, then it closes by itself after about 3 s.
  await page.waitForTimeout(1500);
  await expect(register).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5000 });
  expect(Date.now() - celebratingSince).toBeGreaterThanOrEqual(2500);

  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Mo' })).toBeVisible();
  await expect(generator.getByTestId('samples-left')).toHaveText('10 sample credits left');
  await expect(generator.getByRole('button', { name: 'Create account' })).toHaveCount(0);
});

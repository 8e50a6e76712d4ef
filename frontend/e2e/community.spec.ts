import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Suggestions and Help against the real server, signed out. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a signed-out visitor submits a suggestion and votes for it; a second vote from the same browser is refused', async ({ page }, testInfo) => {
  await page.goto('/suggestions');
  const form = page.getByRole('form', { name: 'Suggest a feature' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();

  const title = `Disco lights mode ${run}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Flash the screen in time with the beat during the chorus.');
  await form.getByLabel('Your Name').fill('Dora');
  await form.getByRole('button', { name: 'Submit Suggestion' }).click();
  const item = page.getByRole('list', { name: 'Community suggestions' }).getByRole('listitem', { name: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Pending');
  await expect(item.getByLabel('0 votes')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expectNoSeriousA11yViolations(page, testInfo, 'suggestions');

  await item.getByRole('button', { name: `Vote for ${title}` }).click();
  await expect(item.getByLabel('1 votes')).toBeVisible();
  await expect(page.getByText('Vote Recorded!', { exact: true })).toBeVisible();

  const refused = page.waitForResponse((r) => r.url().endsWith('/vote'));
  await item.getByRole('button', { name: `Vote for ${title}` }).click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByText('You may have already voted for this suggestion.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem', { name: title }).getByLabel('1 votes')).toBeVisible();
});

test('the Help FAQ states the product’s numbers, and a contact message arrives in the mailbox', async ({ page }, testInfo) => {
  await page.goto('/help');
  await page.getByRole('button', { name: 'How much does the full song cost?' }).click({ timeout: 20_000 });
  await expect(page.getByText(/costs \$10\.00 USD/)).toBeVisible();
  await page.getByRole('button', { name: 'How do I earn from referrals?' }).click();
  await expect(page.getByText(/layer 1: 35% of the purchase plus 5 credits; layer 2: 10% of the purchase plus 1 credit; layer 3: 5% of the purchase plus 0 credits/)).toBeVisible();
  await page.getByRole('button', { name: 'When are payouts sent?' }).click();
  await expect(page.getByText('Every Monday at 10:00 UTC', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Is there a minimum payout?' }).click();
  await expect(page.getByText(/Yes: \$25\.00\./)).toBeVisible();
  await page.getByRole('button', { name: 'I forgot my password.' }).click();
  await expect(page.getByText(/a link that works once, for 1 hour\./)).toBeVisible();

  const email = `asker.${run}@example.com`;
  const subject = `Lost my download ${run}`;
  const form = page.getByRole('form', { name: 'Contact support' });
  await form.getByLabel('Name').fill('Ada Asker');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
  await form.getByLabel('Message').fill('The download button does nothing on my phone.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
  await expect(page.getByText("We've received your message and will respond within 24 hours. A copy is on its way to your inbox.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'help-sent');
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(form.getByLabel('Subject')).toHaveValue('');

  // The confirmation reaches the sender and the message reaches the support address (local mailbox).
  // A signed-out sender has not proved the address is theirs: the confirmation repeats nothing they typed.
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByText("We've received your message to Boogy support").first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(subject)).toHaveCount(0);
  await expect(async () => {
    await page.goto('/dev/mailbox?to=support%40boogy.local');
    await expect(page.getByText(`[Boogy support] ${subject}`).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });

});

test('Contact Support is prefilled with the signed-in user’s name and email', async ({ page }) => {
  const email = `prefill.${run}@example.com`;
  const registered = await page.request.post('/api/register', { data: { email, password: 'party-password-1', confirmPassword: 'party-password-1', firstName: 'Pia', lastName: 'Prefill' } });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/help');
  const form = page.getByRole('form', { name: 'Contact support' });
  await expect(form.getByLabel('Name')).toHaveValue('Pia Prefill', { timeout: 20_000 });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Subject')).toHaveValue('');
});

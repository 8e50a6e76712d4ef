import AxeBuilder from '@axe-core/playwright';
import type { Schema } from '@boogy/contracts';
import { expect, test as base, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

export { expect };

/** A user as GET /api/auth/user returns it (typed by the CurrentUser schema, so it follows openapi.yaml). */
export const signedInUser: Schema<'CurrentUser'> = {
  id: '0b6c6f0e-6f2b-4a51-9d8e-3f1f7a0c2d11',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: 'Party',
  displayName: 'Alice Party',
  pendingEmail: null,
  paypalEmail: null,
  preferredCurrency: 'USD',
  previewCredits: 10,
  isAdmin: false,
  hasPassword: true,
  emailVerified: true,
  referralCode: 'ALICE123',
  personalizedSlug: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Answers the app's session read (GET /api/auth/session) as the real API does for a signed-out visitor. */
export async function mockSignedOut(page: Page) {
  await page.route('**/api/auth/session', (route) => route.fulfill({ status: 200, json: { user: null } }));
}

export async function mockSignedIn(page: Page, user = signedInUser) {
  await page.route('**/api/auth/session', (route) => route.fulfill({ status: 200, json: { user } }));
}

/** Opens the confirmation link emailed at sign-up, as its page's button does: unlocks all sign-up credits. */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  let token: string | null = null;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string; links: string[] }[] };
      const link = messages.find((m) => /Confirm your email/.test(m.subject))?.links.find((l) => new URL(l).pathname === '/sign-in-link');
      token = link ? new URL(link).searchParams.get('token') : null;
      return token;
    })
    .not.toBeNull();
  expect((await request.post('/api/auth/sign-in-link', { data: { token } })).ok()).toBe(true);
}

/** Fails the test on any serious or critical axe-core violation (WCAG 2.x A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    await testInfo.attach(`axe-${label}.json`, {
      body: JSON.stringify(serious, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Saves a full-page screenshot in the test's output folder and attaches it to the report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Console errors other than failed network requests (the API may be absent in preview). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

/** The phone, small-phone and tablet widths no page state may overflow at. */
export const NARROW_WIDTHS = [320, 390, 768] as const;

/**
 * Fails when the page scrolls sideways or any visible element sticks out past the viewport's
 * right edge (or left of 0), unless an ancestor clips or scrolls it inside its own box.
 */
export async function expectNoHorizontalOverflow(page: Page, label: string) {
  // Two frames first: resize observers (charts) redraw for the new width before anything is measured.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  let report = await overflowReport(page);
  // A chart may follow a new width later than that on a busy machine (the admin dashboard's was
  // still 1022 px wide at 320 px once): what overflows is judged once the layout has settled.
  const fits = (r: typeof report) => r.offenders.length === 0 && r.scrollWidth <= r.clientWidth;
  if (!fits(report)) {
    await expect
      .poll(async () => fits((report = await overflowReport(page))), { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  expect.soft(report.offenders, `elements sticking out of the ${report.clientWidth}px viewport: ${label}`).toEqual([]);
  expect.soft(report.scrollWidth, `page scroll width: ${label}`).toBeLessThanOrEqual(report.clientWidth);
}

/** What sticks out of the viewport now: the innermost offending elements and the page's scroll width. */
function overflowReport(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const clippedByAncestor = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
      const text = el.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    const offending: Element[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= viewport + 1 && box.left >= -1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (clippedByAncestor(el)) continue;
      offending.push(el);
    }
    // Name the innermost ones (their ancestors only stick out because of them).
    const offenders = offending
      .filter((el) => !offending.some((other) => other !== el && el.contains(other)))
      .slice(0, 8)
      .map((el) => ({ what: describe(el), left: Math.round(el.getBoundingClientRect().left), right: Math.round(el.getBoundingClientRect().right) }));
    return { scrollWidth: root.scrollWidth, clientWidth: viewport, offenders };
  });
}

/** Runs the overflow check at every narrow width, then gives the page back its viewport. */
export async function expectNoOverflowAtNarrowWidths(page: Page, label: string) {
  const before = page.viewportSize();
  for (const width of NARROW_WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoHorizontalOverflow(page, `${label} at ${width}px`);
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Icons are SVG (one set, lucide): no emoji or dingbat glyph in the page, which renders as a box
 * where no emoji font is installed. Toast titles are spec copy and are left out, both in the toast
 * and in the screen-reader announcement of it (a 1 px live region Radix keeps for a second).
 */
export async function expectNoGlyphIcons(page: Page, label: string) {
  const glyphs = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const glyph = /[\p{Emoji_Presentation}\u2190-\u21FF\u2300-\u23FF\u25A0-\u25FF\u2600-\u27BF]/u;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!glyph.test(text)) continue;
      if (node.parentElement?.closest('[role=region][aria-label^="Notifications"], script, style')) continue;
      const announcer = node.parentElement?.closest('[role=status][aria-live]');
      if (announcer && announcer.getBoundingClientRect().width <= 1) continue;
      found.push(text.trim().slice(0, 40));
    }
    return found;
  });
  expect.soft(glyphs, `glyph icons on ${label}`).toEqual([]);
}

/** The widths words must never break across lines at (a phone of 320 px up to a laptop). */
export const WORD_WIDTHS = [320, 390, 768, 1366] as const;

/**
 * Fails when a visible word is split over two lines ("Overvi/ew", "$10./00"), or when a text field
 * is too narrow to show its own placeholder. A line may break at spaces and after hyphens or
 * slashes; a token wider than half the viewport (a very long email) may wrap anywhere, as nothing
 * narrower could hold it.
 */
export async function expectNoBrokenWords(page: Page, label: string) {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const report = await page.evaluate(() => {
    const broken: string[] = [];
    const contentWidth = (el: Element) => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const el = node.parentElement;
      if (!el || !text.trim() || el.closest('script, style, svg, .sr-only, [aria-hidden=true]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
      for (const token of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        const rectsOf = (start: number, end: number) => {
          range.setStart(node, start);
          range.setEnd(node, end);
          return Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
        };
        // Emails, links and made-up strings longer than any word may wrap anywhere.
        const tokenWidth = rectsOf(token.index, token.index + token[0].length).reduce((sum, r) => sum + r.width, 0);
        if (token[0].length > 30 || tokenWidth > document.documentElement.clientWidth * 0.5) continue;
        for (const match of token[0].matchAll(/[^/\-\u2010-\u2014]+[/\-\u2010-\u2014]?/g)) {
          const rects = rectsOf(token.index + match.index, token.index + match.index + match[0].length);
          if (rects.length < 2) continue;
          const tops = rects.map((r) => r.top);
          if (Math.max(...tops) - Math.min(...tops) < Math.min(...rects.map((r) => r.height)) / 2) continue;
          broken.push(`"${match[0]}" in ${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}"`);
        }
      }
    }
    const narrowFields: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d');
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))) {
      if (!canvas || input.getClientRects().length === 0 || !input.placeholder) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needed = canvas.measureText(input.placeholder).width;
      const room = contentWidth(input);
      if (input.tagName === 'INPUT' && needed > room + 1) narrowFields.push(`${input.getAttribute('aria-label') ?? (input.name || input.placeholder)}: ${Math.round(room)}px for "${input.placeholder}" (${Math.round(needed)}px)`);
    }
    return { broken: Array.from(new Set(broken)).slice(0, 12), narrowFields };
  });
  expect.soft(report.broken, `words broken across lines: ${label}`).toEqual([]);
  expect.soft(report.narrowFields, `fields too narrow for their placeholder: ${label}`).toEqual([]);
}

/** Runs the broken-word check at every width from 320 to 1366 px, then gives the page back its viewport. */
export async function expectNoBrokenWordsAtWidths(page: Page, label: string) {
  const before = page.viewportSize();
  for (const width of WORD_WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoBrokenWords(page, `${label} at ${width}px`);
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Home page: names → lyrics → Generate Song, until "Your Dance Track is Ready!" (the previews play).
 * Answers the generator section; callers wait for what else they need (the full tracks, a button).
 */
export async function generateSongOnHome(page: Page, names: string, readyTimeout = 240_000): Promise<Locator> {
  await page.goto('/');
  const generator = page.locator('#song-generator');
  await generator.getByLabel("Party guests' names").fill(names);
  await generator.getByRole('button', { name: 'Generate Lyrics' }).click();
  await expect(generator.getByLabel('Your lyrics (edit anything you like)')).toHaveValue(/\w/, { timeout: 30_000 });
  await generator.getByRole('button', { name: 'Generate Song' }).click();
  await expect(generator.getByText('Your Dance Track is Ready!')).toBeVisible({ timeout: readyTimeout });
  return generator;
}

import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * The name map, party mode and the dance moves on screen, against the real server
 * (a song rendered by the local engine, word timings from the API) at a laptop and a phone width.
 */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const uniqueEmail = (label: string) => `${label}.${run}.${Math.random().toString(36).slice(2, 7)}@example.com`;
// Fred is sung in two lines, Olive in one.
const LYRICS = '[Verse]\nOlive and Fred are on the floor\nDancing till they want some more\n[Chorus]\nHands up high for Fred tonight';

const WIDTHS = [
  { name: 'laptop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

interface TimedWord { word: string; start: number; end: number }
interface TimedLine { start: number; words: TimedWord[] }
interface DanceMove { name: string; move: string; description: string; durationSec: number }

async function apiUser(baseURL: string | undefined, firstName: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/simple-register', { data: { email: uniqueEmail(firstName.toLowerCase()), firstName } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** A rendered, paid song of this user with the dance moves the lyrics generator made for its names. */
async function paidSong(api: APIRequestContext): Promise<{ id: string; moves: DanceMove[]; lines: TimedLine[] }> {
  const composed = (await (await api.post('/api/generate-lyrics', { data: { names: ['Olive', 'Fred'], style: 'hip-hop' } })).json()) as { danceMoves: DanceMove[] };
  expect(composed.danceMoves.map((m) => m.name)).toEqual(['Olive', 'Fred']);
  const created = await api.post('/api/songs', { data: { names: ['Olive', 'Fred'], lyrics: LYRICS, style: 'hip-hop', danceMoves: composed.danceMoves } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const task = (await (await api.post('/api/generate-music', { data: { songId: id, lyrics: LYRICS, vocalGender: 'male' } })).json()) as { taskId: string };
  await expect
    .poll(async () => ((await (await api.get(`/api/check-music-status/${task.taskId}`)).json()) as { status: string }).status, { timeout: 300_000, intervals: [1000] })
    .toBe('completed');
  const order = (await (await api.post('/paypal/order', { data: { songId: id } })).json()) as { id: string };
  await api.post(`/paypal/sandbox/order/${order.id}/approve`);
  expect((await api.post(`/paypal/order/${order.id}/capture`)).status()).toBe(200);
  let lines: TimedLine[] = [];
  await expect
    .poll(async () => {
      const body = (await (await api.get(`/api/songs/${id}/timestamped-lyrics?version=1`)).json()) as { timestampedLyrics: TimedLine[] | null };
      lines = body.timestampedLyrics ?? [];
      return lines.length;
    }, { timeout: 120_000 })
    .toBeGreaterThan(0);
  return { id, moves: composed.danceMoves, lines };
}

const sings = (line: TimedLine, name: string) => line.words.find((w) => w.word.replace(/[^\p{L}]/gu, '').toLowerCase() === name.toLowerCase());

/** When the name is sung, line by line: the start of its word (as the API's timings say). */
function momentsOf(lines: TimedLine[], name: string): number[] {
  return lines.flatMap((line) => {
    const word = sings(line, name);
    return word ? [word.start] : [];
  });
}

const currentTime = (audio: Locator) => audio.evaluate((a: HTMLAudioElement) => a.currentTime);
const setTime = (audio: Locator, seconds: number) =>
  audio.evaluate((a: HTMLAudioElement, t: number) => {
    a.currentTime = t;
    a.dispatchEvent(new Event('timeupdate'));
  }, seconds);

/** Reads the QR code as a phone camera would: the SVG rasterised, then decoded by jsQR. */
async function decodeQr(page: Page): Promise<string | null> {
  const image = await page.getByTestId('share-qr').evaluate(async (svg) => {
    const clone = svg.cloneNode(true) as SVGSVGElement;
    clone.setAttribute('width', '400');
    clone.setAttribute('height', '400');
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(clone)], { type: 'image/svg+xml' }));
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 480, 480);
    context.drawImage(img, 40, 40, 400, 400);
    URL.revokeObjectURL(url);
    return Array.from(context.getImageData(0, 0, 480, 480).data);
  });
  return jsQR(Uint8ClampedArray.from(image), 480, 480)?.data ?? null;
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('the lyrics step shows each name\'s dance move', async ({ page }, testInfo) => {
      await page.goto('/');
      const generator = page.locator('#song-generator');
      await generator.getByLabel("Party guests' names").fill('Olive, Fred');
      await generator.getByRole('button', { name: 'Generate Lyrics' }).click();
      await expect(generator.getByLabel('Your lyrics (edit anything you like)')).toHaveValue(/Olive/, { timeout: 20_000 });
      const moves = generator.getByRole('region', { name: 'Your custom dance moves' });
      await expect(moves.getByRole('listitem')).toHaveCount(2);
      await expect(moves.getByRole('listitem').nth(0)).toContainText(/^Olive: \S/);
      await expect(moves.getByRole('listitem').nth(1)).toContainText(/^Fred: \S/);
      await expectNoSeriousA11yViolations(page, testInfo, `lyrics-step-${name}`);
    });

    test('the name map jumps to a name\'s next line; party mode shows the current name, its move and a QR code of the share link', async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(480_000);
      const owner = await apiUser(baseURL, 'Olive');
      const song = await paidSong(owner);
      const fred = momentsOf(song.lines, 'Fred');
      const olive = momentsOf(song.lines, 'Olive');
      // The engine repeats the lines to fill the song: Fred's lines outnumber Olive's.
      expect(fred.length).toBeGreaterThan(olive.length);
      expect(olive.length).toBeGreaterThan(0);
      const fredAlone = song.lines.flatMap((line) => (sings(line, 'Fred') && !sings(line, 'Olive') ? [sings(line, 'Fred')?.start ?? 0] : []))[0] ?? -1;
      const context = await browser.newContext({ viewport, storageState: await owner.storageState() });
      const page = await context.newPage();

      // The song page (its preview link, opened by its owner): the name map beside the karaoke.
      await page.goto(`/?preview=${song.id}`);
      const map = page.getByRole('region', { name: 'Name map' });
      await expect(map.getByTestId('name-map-entry')).toHaveCount(2);
      const fredEntry = map.locator('[data-name="Fred"]');
      const fredMove = song.moves.find((m) => m.name === 'Fred');
      if (!fredMove) throw new Error('no move for Fred');
      await expect(fredEntry.getByTestId('dance-move')).toContainText(fredMove.move);
      await expect(map.locator('[data-name="Olive"]').getByTestId('dance-move')).toContainText(song.moves[0]?.move ?? '');
      await expect(fredEntry.getByTestId('name-moments')).toHaveAttribute('data-count', String(fred.length));

      // "Jump to my line": Fred's first line, then (from there) his next one.
      const audio = page.getByTestId('song-audio');
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThan(0);
      await fredEntry.getByRole('button', { name: /^Fred/ }).click();
      await expect.poll(() => currentTime(audio)).toBeCloseTo(fred[0] ?? -1, 1);
      await expect(fredEntry).toHaveAttribute('data-current', 'true');
      await fredEntry.getByRole('button', { name: /^Fred/ }).click();
      await expect.poll(() => currentTime(audio)).toBeCloseTo(fred[1] ?? -1, 1);
      // Olive's next line after Fred's second (or her first again when none is left).
      await map.locator('[data-name="Olive"]').getByRole('button', { name: /^Olive/ }).click();
      await expect.poll(() => currentTime(audio)).toBeCloseTo(olive.find((t) => t > (fred[1] ?? 0) + 0.3) ?? olive[0] ?? -1, 1);
      await expectNoSeriousA11yViolations(page, testInfo, `name-map-${name}`);

      // Party mode: full screen, the QR code carries a share link made for this song.
      const partyButton = page.getByRole('button', { name: 'Party Mode' });
      await partyButton.click();
      const party = page.getByTestId('party-mode');
      await expect(party).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
      const box = await party.boundingBox();
      expect(box?.width).toBe(viewport.width);
      expect(box?.height).toBe(viewport.height);
      const qr = page.getByTestId('share-qr');
      await expect(qr).toHaveAttribute('data-qr-url', /\/shared\/[0-9a-f-]{36}$/);
      const shareUrl = (await qr.getAttribute('data-qr-url')) ?? '';
      expect(await decodeQr(page)).toBe(shareUrl);
      const shareId = shareUrl.split('/shared/')[1] ?? '';
      const visitor = await playwrightRequest.newContext({ baseURL });
      const shared = (await (await visitor.get(`/api/shares/${shareId}`)).json()) as { song: { id: string; danceMoves: DanceMove[] } };
      expect(shared.song.id).toBe(song.id);
      expect(shared.song.danceMoves).toEqual(song.moves);
      await expect(party.getByRole('img', { name: /^Cover of / })).toBeVisible();
      await expect(party).not.toHaveAttribute('data-wake-lock', 'pending');

      // Who is being sung, with their move, follows the song.
      await setTime(audio, fredAlone);
      await expect(party.getByTestId('party-current-name')).toHaveText(['Fred']);
      await expect(party.getByTestId('party-spotlight').getByTestId('dance-move')).toContainText(fredMove.move);
      await expect(party.getByTestId('party-line')).toContainText('Fred');
      await setTime(audio, olive[0] ?? 0);
      await expect(party.getByTestId('party-current-name')).toHaveText(['Olive', 'Fred']);
      await expectNoSeriousA11yViolations(page, testInfo, `party-mode-${name}`);

      // Escape (or the exit button) leaves it: the page is back, not fullscreen, focus on its button.
      if (name === 'laptop') await page.keyboard.press('Escape');
      else await party.getByRole('button', { name: 'Exit party mode' }).click();
      await expect(party).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
      await expect(partyButton).toBeFocused();

      // The public share page shows the names with their moves too.
      const guest = await browser.newContext({ viewport });
      const guestPage = await guest.newPage();
      await guestPage.goto(`/shared/${shareId}`);
      const guestMap = guestPage.getByRole('region', { name: 'Name map' });
      await expect(guestMap.locator('[data-name="Fred"]').getByTestId('dance-move')).toContainText(fredMove.move);
      await expectNoSeriousA11yViolations(guestPage, testInfo, `shared-name-map-${name}`);

      // The jukebox's song view: the name map and party mode over its dialog; Escape leaves party mode only.
      await page.goto('/jukebox');
      await page.getByRole('button', { name: /karaoke/i }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('region', { name: 'Name map' }).locator('[data-name="Fred"]').getByTestId('dance-move')).toContainText(fredMove.move);
      await dialog.getByRole('button', { name: 'Party Mode' }).click();
      await expect(page.getByTestId('party-mode')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('party-mode')).toHaveCount(0);
      await expect(dialog.getByRole('region', { name: 'Name map' })).toBeVisible();
      await context.close();
      await guest.close();
    });
  });
}

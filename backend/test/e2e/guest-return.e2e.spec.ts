import { CHECKOUT_TEST_ENV, createVoucher, guestWithSong, makeSong, query, signedInAdmin, uniqueEmail, userWithSong } from '../support/checkout-fixtures';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { waitForEmail } from './identity-helpers';

const LYRICS = '[Verse]\nGina is dancing on the floor\nEverybody shouts for more\n[Chorus]\nHands up high for Gina tonight';

/** Polls until `check` answers a value (state, never a fixed sleep). */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * A guest's way back: their songs of the day after a reload (their own cookie's only), and a
 * receipt for every payment with the amount, the song, a download link and a sign-in link.
 */
describe('guests coming back', () => {
  let app: TestApp;
  let admin: Visitor;
  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'http://boogy.test' });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.stop());

  /** The receipts sent to an address (the dev mailbox, newest first). */
  const receipts = async (email: string) => (await app.visitor().api.GET('/api/dev/mailbox', { params: { query: { to: email } } })).data!.messages.filter((m) => /receipt/.test(m.subject));
  /** A link of the mail on the app under test (the mail names PUBLIC_URL). */
  const local = (link: string) => { const url = new URL(link); return `${url.pathname}${url.search}`; };

  describe('GET /api/guest/songs', () => {
    it('lists the guest’s own songs of the last 24 h, newest first, with the task to follow; never another guest’s', async () => {
      const { visitor: guest, songId: first } = await guestWithSong(app);
      const second = await makeSong(guest, 'Bea');
      const { data: task } = await guest.api.POST('/api/generate-music', { body: { songId: second, lyrics: LYRICS } });
      const { data: mine, response } = await guest.api.GET('/api/guest/songs');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(mine!.map((s) => s.id)).toEqual([second, first]);
      expect(mine![0]).toMatchObject({ taskId: task!.taskId, isOwner: true, isPaid: false, lyrics: LYRICS, names: ['Bea'] });

      const { visitor: other, songId: theirs } = await guestWithSong(app);
      expect((await other.api.GET('/api/guest/songs')).data!.map((s) => s.id)).toEqual([theirs]);
      expect((await app.visitor().api.GET('/api/guest/songs')).data).toEqual([]);

      // A day later the song is no longer "today".
      await query(app, `update catalog.songs set created_at = now() - interval '25 hours' where id = $1`, [first]);
      expect((await guest.api.GET('/api/guest/songs')).data!.map((s) => s.id)).toEqual([second]);
    });

    it('is empty for a signed-in user, whose songs are in the jukebox', async () => {
      const { visitor } = await userWithSong(app, 'member');
      expect((await visitor.api.GET('/api/guest/songs')).data).toEqual([]);
    });
  });

  describe('receipts', () => {
    it('a guest’s paid capture sends one receipt, even when the event is delivered twice; its links download the song and sign in', async () => {
      const { visitor: guest, songId } = await guestWithSong(app);
      const { data: task } = await guest.api.POST('/api/generate-music', { body: { songId, lyrics: LYRICS } });
      await eventually(async () => (await guest.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: task!.taskId } } })).data?.status === 'completed', 'the render', 300_000);
      const email = uniqueEmail('receipt');
      const { data: order } = await guest.api.POST('/paypal/order', { body: { songId, firstName: 'Gina', email } });
      await guest.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order!.id } } });
      const { data: capture } = await guest.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } } });
      expect(capture?.userStatus).toBe('new_account_created');

      const mail = await waitForEmail(admin, email, /receipt/, { timeoutMs: 60_000 });
      expect(mail.subject).toBe('Your Boogy receipt: $10.00');
      expect(mail.text).toContain('You paid $10.00 for the full song “Alice · Hip-Hop Party”.');
      const download = mail.links.find((l) => new URL(l).pathname === `/api/songs/${songId}/download`);
      const signIn = mail.links.find((l) => new URL(l).pathname === '/sign-in-link');
      expect(download && signIn).toBeTruthy();

      // Delivered again (a relay retry): the inbox keeps it to one receipt.
      const [event] = await query<{ id: string }>(app, `select id from messaging.outbox_messages where type = 'checkout.payment-captured.v1' and payload->>'paymentId' = $1`, [capture!.paymentId]);
      await query(app, 'update messaging.outbox_messages set published_at = null where id = $1', [event!.id]);
      await eventually(
        async () => Number((await query<{ n: string }>(app, `select count(*) as n from pgboss.job where name = 'checkout.send-receipt' and data->>'id' = $1 and state = 'completed'`, [event!.id]))[0]!.n) === 2,
        'the second delivery',
      );
      expect(await receipts(email)).toHaveLength(1);

      // A fresh browser: the download needs the account; the sign-in link gives it, once.
      const fresh = app.visitor();
      expect((await fresh.fetch(local(download!))).status).toBe(404);
      const token = new URL(signIn!).searchParams.get('token')!;
      expect((await fresh.api.GET('/api/auth/sign-in-link', { params: { query: { token } } })).data).toMatchObject({ email });
      const used = await fresh.api.POST('/api/auth/sign-in-link', { body: { token } });
      expect(used.response.status).toBe(200);
      expect((await fresh.api.GET('/api/auth/user')).data?.email).toBe(email);
      const mp3 = await fresh.fetch(local(download!));
      expect([mp3.status, mp3.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
      expect((await fresh.api.GET('/api/user/purchased-songs')).data!.items.map((s) => s.id)).toEqual([songId]);
      const again = await app.visitor().api.POST('/api/auth/sign-in-link', { body: { token } });
      expect(again.response.status).toBe(400);
    }, 480_000);

    // Generous waits: on a busy machine the email job queues behind renders.
    it('a free voucher download sends a $0.00 receipt to the guest’s email', async () => {
      const voucher = await createVoucher(admin, { discountType: 'percentage', discountValue: 100 });
      const { visitor, songId } = await guestWithSong(app);
      const email = uniqueEmail('free-receipt');
      const { data } = await visitor.api.POST('/api/free-song-download', { body: { songId, voucherCode: voucher.code, firstName: 'Fay', userEmail: email } });
      expect(data?.userStatus).toBe('new_account_created');
      const mail = await waitForEmail(admin, email, /receipt/, { timeoutMs: 60_000 });
      expect(mail.subject).toBe('Your Boogy receipt: $0.00');
      expect(mail.text).toContain('for $0.00 with a voucher');
      expect(mail.links.some((l) => new URL(l).pathname === '/sign-in-link')).toBe(true);
    }, 120_000);

    it('a signed-in buyer’s sample pack gets a receipt naming the credits, without a download link', async () => {
      const { visitor, email } = await userWithSong(app, 'pack');
      const { data: order } = await visitor.api.POST('/paypal/order', { body: { packId: 'pack-25' } });
      await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order!.id } } });
      await visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } } });
      const mail = await waitForEmail(admin, email, /receipt/, { timeoutMs: 60_000 });
      expect(mail.text).toContain('You paid $10.00 for 25 sample credits.');
      expect(mail.links.some((l) => new URL(l).pathname.endsWith('/download'))).toBe(false);
    }, 120_000);
  });
});

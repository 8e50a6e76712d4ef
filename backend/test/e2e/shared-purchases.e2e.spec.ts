import { randomBytes } from 'node:crypto';
import { CHECKOUT_TEST_ENV, makeSong, query, signedInAdmin, uniqueEmail } from '../support/checkout-fixtures';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { confirmEmail } from './identity-helpers';

/**
 * Songs bought by someone who does not own them (from the preview link): a refund takes back
 * exactly what the purchase gave (the full share included), and whoever paid keeps the song
 * whatever its owner later deletes.
 */
describe('songs bought for their owner', () => {
  let app: TestApp;
  let admin: Visitor;
  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, PAYMENT_PROVIDER: 'sandbox' });
    admin = await signedInAdmin(app);
  });
  afterAll(() => app.stop());

  const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;

  async function member(firstName: string): Promise<{ visitor: Visitor; id: string; email: string }> {
    const visitor = app.visitor();
    const email = uniqueEmail(firstName.toLowerCase());
    const { data } = await visitor.api.POST('/api/simple-register', { body: { email, firstName }, headers: { 'x-forwarded-for': randomIp() } });
    if (data?.status !== 'signed_in') throw new Error('could not register');
    await confirmEmail(visitor, email);
    return { visitor, id: data.user.id, email };
  }

  async function buy(visitor: Visitor, songId: string): Promise<string> {
    const { data: order, error } = await visitor.api.POST('/paypal/order', { body: { songId } });
    if (!order) throw new Error(`order refused: ${JSON.stringify(error)}`);
    await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order.id } } });
    const capture = await visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } });
    expect(capture.data?.status).toBe('COMPLETED');
    const [payment] = await query<{ id: string }>(app, "select id from checkout.payments where paypal_order_id = $1", [order.id]);
    return payment!.id;
  }

  async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const sharedSongIds = async (visitor: Visitor) => ((await visitor.api.GET('/api/friends/shared-songs')).data ?? []).filter((s) => s.shareType === 'full').map((s) => s.songId);
  const view = async (visitor: Visitor, songId: string) => visitor.api.GET('/api/songs/{id}', { params: { path: { id: songId } } });
  // The share a purchase gave is taken back by social on checkout.payment-refunded.v1 (through the outbox).
  const sharesHeld = async (userId: string, songId: string) =>
    Number((await query<{ n: string }>(app, 'select count(*) as n from social.friend_shares where song_id = $1 and shared_with_user_id = $2', [songId, userId]))[0]!.n);
  const refund = (paymentId: string) => admin.api.POST('/api/admin/payments/{id}/refund', { params: { path: { id: paymentId } }, body: { reason: 'asked' } });

  describe('a refund takes back exactly what its purchase gave', () => {
    it('a refunded stranger does not get the full song back when its owner buys it later', async () => {
      const [owner, stranger] = [await member('Orla'), await member('Sid')];
      const song = await makeSong(owner.visitor, 'Orla');
      const paymentId = await buy(stranger.visitor, song);
      await until(async () => (await sharedSongIds(stranger.visitor)).includes(song), 'the bought share');
      expect((await view(stranger.visitor, song)).data).toMatchObject({ fullAccess: true });

      expect((await refund(paymentId)).response.status).toBe(200);
      await until(async () => (await sharesHeld(stranger.id, song)) === 0, 'the share to be taken back');

      await buy(owner.visitor, song);
      expect((await view(owner.visitor, song)).data).toMatchObject({ isPaid: true, fullAccess: true });
      expect((await view(stranger.visitor, song)).data).toMatchObject({ isPaid: true, fullAccess: false });
      expect((await stranger.visitor.fetch(`/api/songs/${song}/download`)).status).toBe(404);
      expect(await sharedSongIds(stranger.visitor)).not.toContain(song);
    });

    it('takes back only the refunded purchase’s share: a share the owner gave stays, and a second buyer’s share is theirs', async () => {
      const [owner, first, friend] = [await member('Nia'), await member('Abe'), await member('Flo')];
      const song = await makeSong(owner.visitor, 'Nia');
      const paymentId = await buy(first.visitor, song);
      await until(async () => (await sharedSongIds(first.visitor)).includes(song), 'the bought share');
      // The owner also shares it in full with a friend, who did not pay.
      const { data: request } = await owner.visitor.api.POST('/api/friends/request', { body: { receiverId: friend.id } });
      await friend.visitor.api.POST('/api/friends/requests/{id}/accept', { params: { path: { id: request!.id } } });
      expect((await owner.visitor.api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: song } }, body: { friendId: friend.id, shareType: 'full' } })).response.status).toBe(201);

      expect((await refund(paymentId)).response.status).toBe(200);
      await until(async () => (await sharesHeld(first.id, song)) === 0, 'the share to be taken back');
      expect(await sharesHeld(friend.id, song)).toBe(1);

      // Someone else buys it now: their purchase gives them their own share, and the first buyer's stays gone.
      const second = await member('Cy');
      await buy(second.visitor, song);
      await until(async () => (await sharedSongIds(second.visitor)).includes(song), 'the second bought share');
      expect((await view(second.visitor, song)).data).toMatchObject({ fullAccess: true });
      expect((await view(first.visitor, song)).data).toMatchObject({ fullAccess: false });
      expect((await view(friend.visitor, song)).data).toMatchObject({ fullAccess: true });
      expect(await sharedSongIds(friend.visitor)).toContain(song);
      expect(await sharedSongIds(first.visitor)).not.toContain(song);
    });
  });

  describe('whoever paid for a song keeps it', () => {
    const jukebox = async (visitor: Visitor) => ((await visitor.api.GET('/api/user/purchased-songs')).data?.items ?? []).map((s) => s.id);
    const fullLink = async (owner: Visitor, songId: string) =>
      (await owner.api.POST('/api/songs/{id}/share', { params: { path: { id: songId } }, body: { shareType: 'full' } })).data!.shareId;

    it('its owner deleting the song leaves it, paid, with the buyer as their own; the owner’s links end and the money stays', async () => {
      const [owner, buyer] = [await member('Oda'), await member('Bix')];
      const song = await makeSong(owner.visitor, 'Oda');
      const paymentId = await buy(buyer.visitor, song);
      await until(async () => (await sharedSongIds(buyer.visitor)).includes(song), 'the bought share');
      const link = await fullLink(owner.visitor, song);

      const deleted = await owner.visitor.api.DELETE('/api/songs/{id}', { params: { path: { id: song } } });
      expect(deleted.response.status).toBe(204);
      // Gone for the owner...
      expect((await view(owner.visitor, song)).data).toMatchObject({ isOwner: false, fullAccess: false });
      expect(await jukebox(owner.visitor)).not.toContain(song);
      expect((await owner.visitor.api.DELETE('/api/songs/{id}', { params: { path: { id: song } } })).response.status).toBe(404);
      expect((await app.visitor().api.GET('/api/shares/{shareId}', { params: { path: { shareId: link } } })).response.status).toBe(404);
      // ...kept, in full, by whoever paid for it.
      expect((await view(buyer.visitor, song)).data).toMatchObject({ isPaid: true, isOwner: true, fullAccess: true });
      expect(await jukebox(buyer.visitor)).toContain(song);
      const [payment] = await query<{ status: string }>(app, 'select status from checkout.payments where id = $1', [paymentId]);
      expect(payment!.status).toBe('captured');

      // A refund of that purchase still takes back what it gave.
      expect((await refund(paymentId)).response.status).toBe(200);
      expect((await view(buyer.visitor, song)).data).toMatchObject({ isPaid: false, fullAccess: false });
    });

    it('a purchase and the owner’s delete racing each other: either the payer has the song, or the song is gone and nobody paid', async () => {
      for (let round = 0; round < 4; round++) {
        const [owner, buyer] = [await member(`Rae${round}`), await member(`Tod${round}`)];
        const song = await makeSong(owner.visitor, 'Rae');
        const { data: order } = await buyer.visitor.api.POST('/paypal/order', { body: { songId: song } });
        await buyer.visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order!.id } } });
        const [capture, deleted] = await Promise.all([
          buyer.visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order!.id } } }),
          owner.visitor.api.DELETE('/api/songs/{id}', { params: { path: { id: song } } }),
        ]);
        expect(deleted.response.status).toBe(204);
        const live = await query<{ user_id: string }>(app, "select user_id from checkout.payments where song_id = $1 and status in ('captured', 'free')", [song]);
        const seen = await view(buyer.visitor, song);
        if (live.length === 1) {
          expect(capture.data?.status).toBe('COMPLETED');
          expect(seen.data).toMatchObject({ isPaid: true, isOwner: true, fullAccess: true });
        } else {
          expect(live).toEqual([]);
          expect(seen.response.status).toBe(404);
        }
        expect((await view(owner.visitor, song)).data?.isOwner ?? false).toBe(false);
      }
    });

    it('a song its owner paid for is deleted for everyone, as before', async () => {
      const [owner, friend] = [await member('Uma'), await member('Ned')];
      const song = await makeSong(owner.visitor, 'Uma');
      await buy(owner.visitor, song);
      const deleted = await owner.visitor.api.DELETE('/api/songs/{id}', { params: { path: { id: song } } });
      expect(deleted.response.status).toBe(204);
      expect((await view(friend.visitor, song)).response.status).toBe(404);
      expect((await view(owner.visitor, song)).response.status).toBe(404);
    });

    it('a deleted account’s song stays with who paid for it, and its public links serve only the preview', async () => {
      const [owner, buyer] = [await member('Ivy'), await member('Rex')];
      const song = await makeSong(owner.visitor, 'Ivy');
      await buy(buyer.visitor, song);
      await until(async () => (await sharedSongIds(buyer.visitor)).includes(song), 'the bought share');
      const link = await fullLink(owner.visitor, song);
      expect((await app.visitor().api.GET('/api/shares/{shareId}', { params: { path: { shareId: link } } })).data!.shareType).toBe('full');

      expect((await owner.visitor.api.POST('/api/auth/deactivate-account')).response.status).toBe(200);
      expect((await view(buyer.visitor, song)).data).toMatchObject({ isPaid: true, fullAccess: true });
      expect(await sharedSongIds(buyer.visitor)).toContain(song);
      const page = await app.visitor().api.GET('/api/shares/{shareId}', { params: { path: { shareId: link } } });
      expect(page.data!.shareType).toBe('preview');
      expect(page.data!.song.allTracks.every((t) => !t.audioUrl?.includes('/full'))).toBe(true);
    });
  });
});

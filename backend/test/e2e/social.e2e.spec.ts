import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { SendInvitationRemindersCommand } from '../../src/modules/social/application/commands/send-invitation-reminders/send-invitation-reminders.command';
import { SendShareLinkRemindersCommand } from '../../src/modules/social/application/commands/send-share-link-reminders/send-share-link-reminders.command';
import { CHECKOUT_TEST_ENV, createVoucher, query, signedInAdmin, uniqueEmail } from '../support/checkout-fixtures';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { confirmEmail } from './identity-helpers';

/**
 * The social context through the real server: friends and requests, sharing with friends (the
 * paywall follows the share), public links, buying a friend's song from its preview link, and
 * invitations with their reminders.
 */
const LYRICS = '[Verse]\nAlice and Bob are on the floor\nDancing till the lights go low\n[Chorus]\nHands up high for Alice tonight';
// Each name's dance move, as the lyrics step stores it; the public share page shows them.
const MOVES = [
  { name: 'Alice', move: 'The Robot', description: 'Stiff arms, sharp turns.', durationSec: 5 },
  { name: 'Bob', move: 'The Sprinkler', description: 'One hand behind the head, the other sweeps.', durationSec: 5 },
];

interface Member {
  visitor: Visitor;
  id: string;
  email: string;
  firstName: string;
}

describe('social API', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ ...CHECKOUT_TEST_ENV, SONG_FULL_DURATION_SEC: '50' });
  });
  afterAll(() => app.stop());

  const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;

  async function member(firstName: string, options: { proved?: boolean } = {}): Promise<Member> {
    const visitor = app.visitor();
    const email = uniqueEmail(firstName.replace(/[^a-z]/gi, '').toLowerCase().slice(0, 12) || 'member');
    const { data, response } = await visitor.api.POST('/api/simple-register', { body: { email, firstName }, headers: { 'x-forwarded-for': randomIp() } });
    if (data?.status !== 'signed_in') throw new Error(`could not register: ${response.status}`);
    // Members prove their email as most soon do: all sign-up credits, and a payout email may be set.
    if (options.proved !== false) await confirmEmail(visitor, email);
    return { visitor, id: data.user.id, email, firstName };
  }

  async function friends(a: Member, b: Member): Promise<void> {
    const { data: request } = await a.visitor.api.POST('/api/friends/request', { body: { receiverId: b.id } });
    const accepted = await b.visitor.api.POST('/api/friends/requests/{id}/accept', { params: { path: { id: request!.id } } });
    expect(accepted.response.status).toBe(200);
  }

  async function songOf(owner: Member, render = false): Promise<string> {
    const { data } = await owner.visitor.api.POST('/api/songs', { body: { names: ['Alice', 'Bob'], lyrics: LYRICS, style: 'hip-hop', danceMoves: MOVES } });
    if (!render) return data!.id;
    const { data: task } = await owner.visitor.api.POST('/api/generate-music', { body: { songId: data!.id, lyrics: LYRICS, vocalGender: 'female' } });
    await until(async () => {
      const { data: status } = await owner.visitor.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId: task!.taskId } } });
      if (status!.status === 'failed') throw new Error('render failed');
      return status!.status === 'completed';
    }, 180_000);
    return data!.id;
  }

  /** Create → approve in the sandbox → capture, as the purchase modal does. */
  async function buy(visitor: Visitor, songId: string): Promise<void> {
    const { data: order, error } = await visitor.api.POST('/paypal/order', { body: { songId } });
    if (!order) throw new Error(`order refused: ${JSON.stringify(error)}`);
    await visitor.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order.id } } });
    const capture = await visitor.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } });
    expect(capture.data?.status).toBe('COMPLETED');
  }

  async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
  const mailTo = async (to: string) => (await app.visitor().api.GET('/api/dev/mailbox', { params: { query: { to } } })).data!.messages;

  describe('friends', () => {
    it('limits friend requests to 20 an hour per account: the 21st is a 429 with Retry-After, whoever it is for', async () => {
      const sender = await member('Sal');
      const others = await Promise.all(Array.from({ length: 22 }, (_, i) => member(`Other${i}`, { proved: false })));
      const ask = (to: Member) => sender.visitor.api.POST('/api/friends/request', { body: { receiverId: to.id, message: 'x'.repeat(500) } });
      for (const other of others.slice(0, 20)) expect((await ask(other)).response.status).toBe(201);
      for (const other of others.slice(20)) {
        const refused = await ask(other);
        expect([refused.response.status, refused.error?.code, refused.error?.message]).toEqual([429, 'too_many_attempts', 'Too many attempts. Please try again in 60 minutes.']);
        expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
      }
      expect((await sender.visitor.api.GET('/api/friends/requests/sent')).data).toHaveLength(20);
      // The limit is the sender's: the others still ask whom they like.
      const back = await others[21]!.visitor.api.POST('/api/friends/request', { body: { receiverId: sender.id } });
      expect(back.response.status).toBe(201);
    });

    it('finds a member by exact email only, in one of the spec’s states, and yourself cannot connect', async () => {
      const [ann, ben] = [await member('Ann'), await member('Ben')];
      const found = await ann.visitor.api.GET('/api/friends/search', { params: { query: { q: `  ${ben.email.toUpperCase()} ` } } });
      expect(found.data).toEqual([{ id: ben.id, name: 'Ben', email: ben.email, canSendRequest: true, alreadyFriends: false, requestPending: false }]);
      const partial = await ann.visitor.api.GET('/api/friends/search', { params: { query: { q: `x${ben.email}` } } });
      expect(partial.data).toEqual([]);
      const self = await ann.visitor.api.GET('/api/friends/search', { params: { query: { q: ann.email } } });
      expect(self.data![0]).toMatchObject({ canSendRequest: false, alreadyFriends: false, requestPending: false });
      const bad = await ann.visitor.api.GET('/api/friends/search', { params: { query: { q: 'not-an-email' } } });
      expect([bad.response.status, bad.error?.message]).toEqual([400, 'Please enter a valid email address']);
      const signedOut = await app.visitor().api.GET('/api/friends/search', { params: { query: { q: ben.email } } });
      expect(signedOut.response.status).toBe(401);
    });

    it('sends, lists, accepts: both become friends, and other contexts hear of it through the outbox', async () => {
      const [ann, ben] = [await member('Ann'), await member('Ben')];
      const sent = await ann.visitor.api.POST('/api/friends/request', { body: { receiverId: ben.id } });
      expect(sent.response.status).toBe(201);
      const again = await ann.visitor.api.POST('/api/friends/request', { body: { receiverId: ben.id } });
      expect([again.response.status, again.error?.message]).toEqual([409, 'A friend request between you is already pending.']);
      const back = await ben.visitor.api.POST('/api/friends/request', { body: { receiverId: ann.id } });
      expect(back.response.status).toBe(409);
      const self = await ann.visitor.api.POST('/api/friends/request', { body: { receiverId: ann.id } });
      expect([self.response.status, self.error?.message]).toEqual([400, 'You cannot send a friend request to yourself.']);
      const nobody = await ann.visitor.api.POST('/api/friends/request', { body: { receiverId: '00000000-0000-4000-8000-000000000000' } });
      expect(nobody.response.status).toBe(404);

      expect((await ann.visitor.api.GET('/api/friends/requests/sent')).data).toEqual([expect.objectContaining({ id: sent.data!.id, receiverName: 'Ben', receiverEmail: ben.email })]);
      expect((await ben.visitor.api.GET('/api/friends/requests/pending')).data).toEqual([expect.objectContaining({ id: sent.data!.id, senderName: 'Ann', senderEmail: ann.email })]);
      const search = await ann.visitor.api.GET('/api/friends/search', { params: { query: { q: ben.email } } });
      expect(search.data![0]).toMatchObject({ requestPending: true, canSendRequest: false });

      const bySender = await ann.visitor.api.POST('/api/friends/requests/{id}/accept', { params: { path: { id: sent.data!.id } } });
      expect(bySender.response.status).toBe(404);
      const stranger = await member('Cat');
      const byStranger = await stranger.visitor.api.POST('/api/friends/requests/{id}/decline', { params: { path: { id: sent.data!.id } } });
      expect(byStranger.response.status).toBe(404);
      const accepted = await ben.visitor.api.POST('/api/friends/requests/{id}/accept', { params: { path: { id: sent.data!.id } } });
      expect(accepted.data).toEqual({ message: 'Friend request accepted' });
      const twice = await ben.visitor.api.POST('/api/friends/requests/{id}/accept', { params: { path: { id: sent.data!.id } } });
      expect(twice.response.status).toBe(409);

      expect((await ann.visitor.api.GET('/api/friends')).data).toEqual([expect.objectContaining({ id: ben.id, name: 'Ben', email: ben.email })]);
      expect((await ben.visitor.api.GET('/api/friends')).data).toEqual([expect.objectContaining({ id: ann.id, name: 'Ann' })]);
      expect((await ben.visitor.api.GET('/api/friends/requests/pending')).data).toEqual([]);
      const nowFriends = await ann.visitor.api.GET('/api/friends/search', { params: { query: { q: ben.email } } });
      expect(nowFriends.data![0]).toMatchObject({ alreadyFriends: true, canSendRequest: false });
      const more = await ann.visitor.api.POST('/api/friends/request', { body: { receiverId: ben.id } });
      expect([more.response.status, more.error?.message]).toEqual([409, 'You are already friends.']);

      const events = await query<{ payload: Record<string, string> }>(app, `select payload from messaging.outbox_messages where type = 'social.friend-request-accepted.v1' and payload->>'requestId' = $1`, [sent.data!.id]);
      expect(events.map((e) => e.payload)).toEqual([{ requestId: sent.data!.id, senderUserId: ann.id, receiverUserId: ben.id }]);
    });

    it('declines, cancels by the sender only, and removes a friendship for both', async () => {
      const [ann, ben, cat] = [await member('Ann'), await member('Ben'), await member('Cat')];
      const { data: toBen } = await ann.visitor.api.POST('/api/friends/request', { body: { receiverId: ben.id } });
      expect((await ben.visitor.api.POST('/api/friends/requests/{id}/decline', { params: { path: { id: toBen!.id } } })).data).toEqual({ message: 'Friend request declined' });
      expect((await ann.visitor.api.GET('/api/friends/requests/sent')).data).toEqual([]);

      const { data: toCat } = await ann.visitor.api.POST('/api/friends/request', { body: { receiverId: cat.id } });
      const byReceiver = await cat.visitor.api.DELETE('/api/friends/requests/{id}', { params: { path: { id: toCat!.id } } });
      expect(byReceiver.response.status).toBe(404);
      const cancelled = await ann.visitor.api.DELETE('/api/friends/requests/{id}', { params: { path: { id: toCat!.id } } });
      expect(cancelled.response.status).toBe(204);
      expect((await cat.visitor.api.GET('/api/friends/requests/pending')).data).toEqual([]);
      expect((await ann.visitor.api.DELETE('/api/friends/requests/{id}', { params: { path: { id: 'nope' } } })).response.status).toBe(404);

      await friends(ann, cat);
      const notFriend = await ann.visitor.api.DELETE('/api/friends/{id}', { params: { path: { id: ben.id } } });
      expect(notFriend.response.status).toBe(404);
      expect((await cat.visitor.api.DELETE('/api/friends/{id}', { params: { path: { id: ann.id } } })).response.status).toBe(204);
      expect((await ann.visitor.api.GET('/api/friends')).data).toEqual([]);
      expect((await cat.visitor.api.GET('/api/friends')).data).toEqual([]);
    });

    // Crossing requests racing each other, and every state of a request: test/handlers/social/friend-requests.spec.ts.

    it('limits searches per user', async () => {
      const ann = await member('Ann');
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) statuses.push((await ann.visitor.api.GET('/api/friends/search', { params: { query: { q: `x${i}@boogy.test` } } })).response.status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    });
  });

  describe('sharing', () => {
    let owner: Member;
    let friend: Member;
    let stranger: Member;
    let paidSong: string;
    let full: Buffer;
    let preview: Buffer;

    beforeAll(async () => {
      [owner, friend, stranger] = [await member('Olive'), await member('Fred'), await member('Sam')];
      await friends(owner, friend);
      paidSong = await songOf(owner, true);
      await buy(owner.visitor, paidSong);
      await until(async () => (await owner.visitor.api.GET('/api/songs/{id}', { params: { path: { id: paidSong } } })).data!.status === 'completed');
      full = await bytes(await owner.visitor.fetch(`/api/media/songs/${paidSong}/tracks/1/full`));
      preview = await bytes(await owner.visitor.fetch(`/api/media/songs/${paidSong}/tracks/1/preview`));
      expect(full.length).toBeGreaterThan(preview.length);
    }, 240_000);

    it('shares full only a paid song of the sharer, with friends only, and checks the message', async () => {
      const unpaid = await songOf(owner);
      const fullUnpaid = await owner.visitor.api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: unpaid } }, body: { friendId: friend.id, shareType: 'full' } });
      expect([fullUnpaid.response.status, fullUnpaid.error?.message]).toEqual([400, 'Only a paid song can be shared in full.']);
      const asPreview = await owner.visitor.api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: unpaid } }, body: { friendId: friend.id } });
      expect(asPreview.data).toMatchObject({ songId: unpaid, friendId: friend.id, shareType: 'preview' });
      const notFriend = await owner.visitor.api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: paidSong } }, body: { friendId: stranger.id, shareType: 'full' } });
      expect(notFriend.response.status).toBe(404);
      const notTheirs = await friend.visitor.api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: paidSong } }, body: { friendId: owner.id, shareType: 'full' } });
      expect([notTheirs.response.status, notTheirs.error?.message]).toEqual([404, 'Song not found']);
      const long = await owner.visitor.api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: paidSong } }, body: { friendId: friend.id, message: 'x'.repeat(501) } });
      expect([long.response.status, long.error?.message]).toEqual([400, 'The message must be at most 500 characters']);
      // A share sent with no type (an empty or null value) is told so; an unknown type hears the choices.
      for (const shareType of [null, '']) {
        const untyped = await owner.visitor.api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: paidSong } }, body: { friendId: friend.id, shareType: shareType as never } });
        expect([untyped.response.status, untyped.error?.message]).toEqual([400, 'Share type is required']);
        const link = await owner.visitor.api.POST('/api/songs/{id}/share', { params: { path: { id: paidSong } }, body: { shareType: shareType as never } });
        expect([link.response.status, link.error?.message]).toEqual([400, 'Share type is required']);
      }
      const odd = await owner.visitor.api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: paidSong } }, body: { friendId: friend.id, shareType: 'half' as never } });
      expect([odd.response.status, odd.error?.message]).toEqual([400, 'shareType must be full or preview']);
      const signedOut = await app.visitor().api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: paidSong } }, body: { friendId: friend.id } });
      expect(signedOut.response.status).toBe(401);
    });

    it('a full share plays and downloads the full track for its recipient only; it turns read', async () => {
      const shared = await owner.visitor.api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: paidSong } }, body: { friendId: friend.id, shareType: 'full', message: 'For your party!' } });
      expect(shared.response.status).toBe(201);
      const before = (await friend.visitor.api.GET('/api/friends/shared-songs/unread-count')).data!.unreadCount;
      expect(before).toBeGreaterThanOrEqual(1);

      const { data: list } = await friend.visitor.api.GET('/api/friends/shared-songs');
      const item = list!.find((s) => s.id === shared.data!.id)!;
      expect(item).toMatchObject({ songId: paidSong, shareType: 'full', message: 'For your party!', isRead: false, sharedBy: { id: owner.id, name: 'Olive' } });
      expect((await bytes(await friend.visitor.fetch(item.songAudioUrl!))).equals(full)).toBe(true);
      const download = await friend.visitor.fetch(`/api/songs/${paidSong}/download`);
      expect(download.status).toBe(200);
      expect((await bytes(download)).equals(full)).toBe(true);
      const view = await friend.visitor.api.GET('/api/songs/{id}', { params: { path: { id: paidSong } } });
      expect(view.data).toMatchObject({ isOwner: false, fullAccess: true });

      // Someone else with the same URL hears the preview and cannot download.
      expect((await bytes(await stranger.visitor.fetch(item.songAudioUrl!))).equals(preview)).toBe(true);
      expect((await stranger.visitor.fetch(`/api/songs/${paidSong}/download`)).status).toBe(404);
      expect((await stranger.visitor.api.GET('/api/songs/{id}', { params: { path: { id: paidSong } } })).data).toMatchObject({ fullAccess: false });
      expect((await stranger.visitor.api.POST('/api/friends/shared-songs/{id}/read', { params: { path: { id: item.id } } })).response.status).toBe(404);

      const read = await friend.visitor.api.POST('/api/friends/shared-songs/{id}/read', { params: { path: { id: item.id } } });
      expect(read.data).toEqual({ id: item.id, isRead: true });
      expect((await friend.visitor.api.GET('/api/friends/shared-songs/unread-count')).data!.unreadCount).toBe(before - 1);
      expect((await friend.visitor.api.POST('/api/friends/shared-songs/{id}/read', { params: { path: { id: item.id } } })).response.status).toBe(200);
    });

    it('a preview share serves only the 40-second preview, whatever URL is tried', async () => {
      const shared = await owner.visitor.api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: paidSong } }, body: { friendId: friend.id, shareType: 'preview' } });
      const { data: list } = await friend.visitor.api.GET('/api/friends/shared-songs');
      const item = list!.find((s) => s.id === shared.data!.id)!;
      expect(item.shareType).toBe('preview');
      expect((await bytes(await friend.visitor.fetch(item.songAudioUrl!))).equals(preview)).toBe(true);
      expect(item.tracks[0]!.previewDurationSec).toBeLessThanOrEqual(40.5);
    });

    it('public links: 6 months, preview or full by the same rule, the server enforcing the preview; expired links are gone', async () => {
      const unpaid = await songOf(owner);
      const refused = await owner.visitor.api.POST('/api/songs/{id}/share', { params: { path: { id: unpaid } }, body: { shareType: 'full' } });
      expect(refused.response.status).toBe(400);
      expect((await friend.visitor.api.POST('/api/songs/{id}/share', { params: { path: { id: paidSong } }, body: {} })).response.status).toBe(404);

      const { data: previewLink } = await owner.visitor.api.POST('/api/songs/{id}/share', { params: { path: { id: paidSong } }, body: { shareType: 'preview' } });
      expect(previewLink!.shareUrl).toMatch(new RegExp(`/shared/${previewLink!.shareId}$`));
      const months = (Date.parse(previewLink!.expiresAt) - Date.now()) / (24 * 3600 * 1000);
      expect(months).toBeGreaterThan(180);
      expect(months).toBeLessThan(185);
      const visitor = app.visitor();
      // The older /shares/{id} form of the link moves permanently to the page.
      const moved = await visitor.fetch(`/shares/${previewLink!.shareId}`, { redirect: 'manual' });
      expect([moved.status, moved.headers.get('location')]).toEqual([301, `/shared/${previewLink!.shareId}`]);
      const { data: page } = await visitor.api.GET('/api/shares/{shareId}', { params: { path: { shareId: previewLink!.shareId } } });
      expect(page).toMatchObject({ shareType: 'preview', sharedBy: { firstName: 'Olive' }, isOwnSong: false, song: { id: paidSong, isPaid: true, danceMoves: MOVES } });
      expect((await bytes(await visitor.fetch(page!.song.audioUrl!))).equals(preview)).toBe(true);
      expect((await bytes(await visitor.fetch(`/api/media/songs/${paidSong}/tracks/1/full?share=${previewLink!.shareId}`))).equals(preview)).toBe(true);
      expect((await visitor.fetch(`/api/songs/${paidSong}/download?share=${previewLink!.shareId}`)).status).toBe(404);

      const { data: fullLink } = await owner.visitor.api.POST('/api/songs/{id}/share', { params: { path: { id: paidSong } }, body: { shareType: 'full' } });
      const { data: fullPage } = await visitor.api.GET('/api/shares/{shareId}', { params: { path: { shareId: fullLink!.shareId } } });
      expect(fullPage!.shareType).toBe('full');
      expect((await bytes(await visitor.fetch(fullPage!.song.audioUrl!))).equals(full)).toBe(true);
      // The link's id opens only its own song.
      const other = await songOf(owner);
      expect((await visitor.fetch(`/api/media/songs/${other}/tracks/1/full?share=${fullLink!.shareId}`)).status).toBe(404);

      await query(app, `update social.shares set expires_at = now() - interval '1 second' where id = $1`, [fullLink!.shareId]);
      const expired = await visitor.api.GET('/api/shares/{shareId}', { params: { path: { shareId: fullLink!.shareId } } });
      expect([expired.response.status, expired.error?.message]).toEqual([404, 'This shared song link may have expired or been removed.']);
      expect((await bytes(await visitor.fetch(`/api/media/songs/${paidSong}/tracks/1/full?share=${fullLink!.shareId}`))).equals(preview)).toBe(true);
      expect((await visitor.api.GET('/api/shares/{shareId}', { params: { path: { shareId: 'not-a-share' } } })).response.status).toBe(404);
    });

    it('reminds the sharer once 30 days before a link ends and once 3 days before', async () => {
      const { data: link } = await owner.visitor.api.POST('/api/songs/{id}/share', { params: { path: { id: paidSong } }, body: {} });
      const commands = app.running.app.get(CommandBus);
      const sentFor = async () => (await mailTo(owner.email)).filter((m) => m.links.some((l) => l.endsWith(`/shared/${link!.shareId}`)));
      await query(app, `update social.shares set expires_at = now() + interval '20 days' where id = $1`, [link!.shareId]);
      await commands.execute(new SendShareLinkRemindersCommand());
      await commands.execute(new SendShareLinkRemindersCommand());
      await until(async () => (await sentFor()).length === 1);
      await query(app, `update social.shares set expires_at = now() + interval '2 days' where id = $1`, [link!.shareId]);
      await Promise.all([commands.execute(new SendShareLinkRemindersCommand()), commands.execute(new SendShareLinkRemindersCommand())]);
      await until(async () => (await sentFor()).length === 2);
      const rows = await query<{ first_reminder_sent: Date | null; final_warning_sent: Date | null }>(app, 'select first_reminder_sent, final_warning_sent from social.shares where id = $1', [link!.shareId]);
      expect(rows[0]!.first_reminder_sent).not.toBeNull();
      expect(rows[0]!.final_warning_sent).not.toBeNull();
      const title = (await owner.visitor.api.GET('/api/songs/{id}', { params: { path: { id: paidSong } } })).data!.title;
      expect((await sentFor()).map((m) => m.subject).sort()).toEqual([`Your share link for "${title}" ends in a few days`, `Your share link for "${title}" ends next month`]);
    });

    it('a visitor buys a friend’s song from its preview link: paid for its owner, a full share for the buyer (once)', async () => {
      const song = await songOf(owner, true);
      const buyer = await member('Bea');
      await buy(buyer.visitor, song);
      const ownerView = await owner.visitor.api.GET('/api/songs/{id}', { params: { path: { id: song } } });
      expect(ownerView.data).toMatchObject({ isPaid: true, isOwner: true, fullAccess: true });
      let received: Schema<'SharedSong'> | undefined;
      await until(async () => {
        received = (await buyer.visitor.api.GET('/api/friends/shared-songs')).data!.find((s) => s.songId === song);
        return received !== undefined;
      });
      expect(received).toMatchObject({ shareType: 'full', sharedBy: { id: owner.id, name: 'Olive' }, isRead: false });
      const buyerView = await buyer.visitor.api.GET('/api/songs/{id}', { params: { path: { id: song } } });
      expect(buyerView.data).toMatchObject({ isOwner: false, fullAccess: true });
      await until(async () => (await buyer.visitor.fetch(`/api/songs/${song}/download`)).status === 200, 60_000);
      const shares = await query(app, 'select id from social.friend_shares where song_id = $1 and shared_with_user_id = $2', [song, buyer.id]);
      expect(shares).toHaveLength(1);
      const again = await buyer.visitor.api.POST('/paypal/order', { body: { songId: song } });
      expect(again.response.status).toBe(409);
    }, 240_000);

    it('a stranger with no cookie buys from a public link as a guest, or unlocks a friend’s song with a free voucher: each gets it in full', async () => {
      const song = await songOf(owner);
      const { data: link } = await owner.visitor.api.POST('/api/songs/{id}/share', { params: { path: { id: song } }, body: { shareType: 'preview' } });
      const stranger = app.visitor();
      expect((await stranger.api.GET('/api/shares/{shareId}', { params: { path: { shareId: link!.shareId } } })).data!.shareType).toBe('preview');
      // Nothing on the way gave them a guest cookie: the order must still be theirs to approve and capture.
      const email = uniqueEmail('gus');
      const { data: order, error } = await stranger.api.POST('/paypal/order', { body: { songId: song, firstName: 'Gus', email } });
      if (!order) throw new Error(`order refused: ${JSON.stringify(error)}`);
      expect((await stranger.api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId: order.id } } })).response.status).toBe(200);
      const capture = await stranger.api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId: order.id } } });
      expect(capture.data).toMatchObject({ status: 'COMPLETED', userStatus: 'new_account_created' });
      expect((await stranger.api.GET('/api/auth/user')).data).toMatchObject({ email, firstName: 'Gus' });
      await until(async () => ((await stranger.api.GET('/api/friends/shared-songs')).data ?? []).some((s) => s.songId === song && s.shareType === 'full'));
      expect((await owner.visitor.api.GET('/api/songs/{id}', { params: { path: { id: song } } })).data).toMatchObject({ isPaid: true, isOwner: true });

      // The buy button is offered only where buying works: a member's unpaid song yes, a guest's song (no account to share it from) no.
      const guest = app.visitor();
      const { data: guestSong } = await guest.api.POST('/api/songs', { body: { names: ['Zed'], lyrics: LYRICS, style: 'hip-hop' } });
      const seen = await app.visitor().api.GET('/api/songs/{id}', { params: { path: { id: guestSong!.id } } });
      expect(seen.data).toMatchObject({ isOwner: false, purchasable: false });
      const refused = await app.visitor().api.POST('/paypal/order', { body: { songId: guestSong!.id, firstName: 'Al', email: uniqueEmail('al') } });
      expect(refused.response.status).toBe(404);
      expect((await guest.api.GET('/api/songs/{id}', { params: { path: { id: guestSong!.id } } })).data).toMatchObject({ isOwner: true, purchasable: true });

      const other = await songOf(owner);
      expect((await app.visitor().api.GET('/api/songs/{id}', { params: { path: { id: other } } })).data).toMatchObject({ isOwner: false, purchasable: true });
      const voucher = await createVoucher(await signedInAdmin(app), { discountType: 'percentage', discountValue: 100 });
      const vic = await member('Vic');
      const free = await vic.visitor.api.POST('/api/free-song-download', { body: { songId: other, voucherCode: voucher.code } });
      expect(free.data?.userStatus).toBe('already_logged_in');
      await until(async () => ((await vic.visitor.api.GET('/api/friends/shared-songs')).data ?? []).some((s) => s.songId === other && s.shareType === 'full'));
      expect((await owner.visitor.api.GET('/api/songs/{id}', { params: { path: { id: other } } })).data).toMatchObject({ isPaid: true });
    });
  });

  describe('invitations', () => {
    it('emails an invitation linking to /?ref={code}; not to members, yourself, or the same address twice', async () => {
      const ann = await member('Ann');
      const ben = await member('Ben');
      const { data: me } = await ann.visitor.api.GET('/api/auth/user');
      const to = uniqueEmail('newbie');
      const sent = await ann.visitor.api.POST('/api/referrals/send-invitation', { body: { recipientEmail: ` ${to.toUpperCase()} ` } });
      expect(sent.data).toEqual({ recipientEmail: to });
      await until(async () => (await mailTo(to)).length === 1);
      const [email] = await mailTo(to);
      expect(email!.subject).toBe('Ann invited you to Boogy');
      expect(email!.links.some((l) => l.endsWith(`/?ref=${me!.referralCode}`))).toBe(true);
      // It promises what joining through the link gives: the referred sign-up credits the help facts state.
      const { data: facts } = await ann.visitor.api.GET('/api/help/facts');
      expect(email!.text).toContain(`You get ${facts!.referredSignupCredits} free preview credits`);

      const twice = await ann.visitor.api.POST('/api/referrals/send-invitation', { body: { recipientEmail: to } });
      expect([twice.response.status, twice.error?.message]).toEqual([409, 'You have already invited this person.']);
      const memberInvite = await ann.visitor.api.POST('/api/referrals/send-invitation', { body: { recipientEmail: ben.email } });
      expect(memberInvite.response.status).toBe(409);
      const self = await ann.visitor.api.POST('/api/referrals/send-invitation', { body: { recipientEmail: ann.email } });
      expect(self.response.status).toBe(400);
      const bad = await ann.visitor.api.POST('/api/referrals/send-invitation', { body: { recipientEmail: 'nope' } });
      expect([bad.response.status, bad.error?.message]).toEqual([400, 'Please enter a valid email address']);
      expect((await app.visitor().api.POST('/api/referrals/send-invitation', { body: { recipientEmail: to } })).response.status).toBe(401);
    });

    it('only an account that proved its email invites: 403 email_not_verified before, sent after', async () => {
      const una = await member('Una', { proved: false });
      const to = uniqueEmail('stranger');
      for (const path of ['/api/referrals/send-invitation', '/api/referrals/send-affiliate-invitation'] as const) {
        const refused = await una.visitor.api.POST(path, { body: { recipientEmail: to } });
        expect([refused.response.status, refused.error?.code, refused.error?.message]).toEqual([
          403,
          'email_not_verified',
          'Confirm your email address first: open the link we emailed you (or ask for a sign-in link), then send invitations.',
        ]);
      }
      expect(await query(app, 'select id from social.invitations where sender_user_id = $1', [una.id])).toEqual([]);
      await confirmEmail(una.visitor, una.email);
      const sent = await una.visitor.api.POST('/api/referrals/send-invitation', { body: { recipientEmail: to } });
      expect(sent.data).toEqual({ recipientEmail: to });
      await until(async () => (await mailTo(to)).length === 1);
    });

    it('limits invitations per account per day, then per network address across accounts (429 with Retry-After)', async () => {
      const ip = randomIp();
      const invited: string[] = [];
      const invite = (who: Member) => {
        invited.push(uniqueEmail('guest'));
        return who.visitor.api.POST('/api/referrals/send-invitation', { body: { recipientEmail: invited.at(-1)! }, headers: { 'x-forwarded-for': ip } });
      };
      const [kim, lou, max] = [await member('Kim'), await member('Lou'), await member('Max')];
      for (let i = 0; i < 30; i++) expect((await invite(kim)).response.status).toBe(200);
      const tooMany = await invite(kim);
      expect([tooMany.response.status, tooMany.error?.code, tooMany.error?.message]).toEqual([429, 'too_many_attempts', 'Too many attempts. Please try again in 24 hours.']);
      expect(Number(tooMany.response.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
      // Fresh accounts on the same address share its daily 60.
      for (let i = 0; i < 30; i++) expect((await invite(lou)).response.status).toBe(200);
      const sameAddress = await invite(max);
      expect(sameAddress.response.status).toBe(429);
      expect(Number(sameAddress.response.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
      // Elsewhere, the same new account may still invite.
      const elsewhere = await max.visitor.api.POST('/api/referrals/send-invitation', { body: { recipientEmail: uniqueEmail('guest') }, headers: { 'x-forwarded-for': randomIp() } });
      expect(elsewhere.response.status).toBe(200);
      const [{ count }] = await query<{ count: string }>(app, 'select count(*) from social.invitations where sender_user_id = any($1)', [[kim.id, lou.id, max.id]]);
      expect(Number(count)).toBe(61);
      // The 60 accepted invitations are emailed (and no refused one): drained before the next test's mail.
      const delivered = async () => (await query<{ n: number }>(app, 'select count(*)::int as n from notifications.mailbox where "to" = any($1)', [invited]))[0]!.n;
      await until(async () => (await delivered()) >= 60, 120_000);
      expect(await delivered()).toBe(60);
    });

    it("cleans the inviter's name where the invitee reads it: no links or control characters, one space, 40 characters at most", async () => {
      const spammer = await member('Zed\u0007  WIN $1000 at  http://prizes.example/claim or cheap-pills.shop today-only-half-price-click-now');
      const to = uniqueEmail('target');
      await spammer.visitor.api.POST('/api/referrals/send-invitation', { body: { recipientEmail: to } });
      await until(async () => (await mailTo(to)).length === 1);
      const [email] = await mailTo(to);
      expect(email!.subject).toBe('Zed WIN $1000 at or invited you to Boogy');
      expect(JSON.stringify(email)).not.toMatch(/prizes\.example|cheap-pills|\u0007/);
    });

    it('affiliate mode needs a saved payout email', async () => {
      const ann = await member('Ann');
      const to = uniqueEmail('affiliate');
      const none = await ann.visitor.api.POST('/api/referrals/send-affiliate-invitation', { body: { recipientEmail: to } });
      expect([none.response.status, none.error?.message]).toEqual([400, 'Set up your PayPal email before sending affiliate invitations.']);
      const paypal = uniqueEmail('paypal');
      await ann.visitor.api.PATCH('/api/user/paypal', { body: { paypalEmail: paypal } });
      const other = await ann.visitor.api.POST('/api/referrals/send-affiliate-invitation', { body: { recipientEmail: to, paypalEmail: uniqueEmail('other') } });
      expect(other.response.status).toBe(400);
      const sent = await ann.visitor.api.POST('/api/referrals/send-affiliate-invitation', { body: { recipientEmail: to, paypalEmail: paypal } });
      expect(sent.data).toEqual({ recipientEmail: to });
      const rows = await query<{ mode: string }>(app, 'select mode from social.invitations where recipient_email = $1', [to]);
      expect(rows).toEqual([{ mode: 'affiliate' }]);
    });

    it('reminds 3, 7 and 14 days later, each once, and stops once the invitee joins', async () => {
      const ann = await member('Ann');
      const [stays, joins] = [uniqueEmail('stays'), uniqueEmail('joins')];
      for (const to of [stays, joins]) await ann.visitor.api.POST('/api/referrals/send-invitation', { body: { recipientEmail: to } });
      const commands = app.running.app.get(CommandBus);
      const age = (days: number) => query(app, `update social.invitations set created_at = now() - make_interval(days => $1) where sender_user_id = $2`, [days, ann.id]);

      await age(4);
      await Promise.all([commands.execute(new SendInvitationRemindersCommand(1)), commands.execute(new SendInvitationRemindersCommand(1))]);
      await commands.execute(new SendInvitationRemindersCommand(2));
      for (const to of [stays, joins]) await until(async () => (await mailTo(to)).length === 2);

      // The invitee joins (through the invitation's link): the reminders stop, the inviter's invitation is accepted.
      const joined = app.visitor();
      await joined.api.POST('/api/simple-register', { body: { email: joins, firstName: 'Jo' }, headers: { 'x-forwarded-for': randomIp() } });
      await until(async () => (await query(app, `select id from social.invitations where recipient_email = $1 and status = 'joined'`, [joins])).length === 1);
      const accepted = await query(app, `select id from messaging.outbox_messages where type = 'social.invitation-accepted.v1' and payload->>'inviterUserId' = $1`, [ann.id]);
      expect(accepted).toHaveLength(1);

      await age(8);
      await commands.execute(new SendInvitationRemindersCommand(2));
      await commands.execute(new SendInvitationRemindersCommand(3));
      await age(15);
      await commands.execute(new SendInvitationRemindersCommand(3));
      await commands.execute(new SendInvitationRemindersCommand(3));
      await until(async () => (await mailTo(stays)).length === 4);
      expect((await mailTo(stays)).map((m) => m.subject)).toContain('Ann is still waiting for you on Boogy');
      // Joining sent the invitee the sign-up confirmation too; the invitation emails stay at 2.
      expect((await mailTo(joins)).map((m) => m.subject).filter((subject) => !/^Confirm your email/.test(subject))).toHaveLength(2);
    });
  });
});

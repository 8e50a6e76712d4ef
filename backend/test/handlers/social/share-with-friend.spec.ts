import { MarkSharedSongReadCommand } from '../../../src/modules/social/application/commands/mark-shared-song-read/mark-shared-song-read.command';
import { RespondToFriendRequestCommand } from '../../../src/modules/social/application/commands/respond-to-friend-request/respond-to-friend-request.command';
import { SendFriendRequestCommand } from '../../../src/modules/social/application/commands/send-friend-request/send-friend-request.command';
import { ShareWithFriendCommand } from '../../../src/modules/social/application/commands/share-with-friend/share-with-friend.command';
import { CountUnreadSharedSongsQuery, ListSharedSongsQuery } from '../../../src/modules/social/application/queries/list-shared-songs/list-shared-songs.query';
import type { ShareKind } from '../../../src/modules/social/domain/share-kind';
import { useHandlerHarness } from '../../support/handler-harness';

/** Sharing with a friend: the owner only, friends only, full only for a paid song; the recipient's inbox. */
describe('ShareWithFriend and the shared-songs inbox on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness({ GUEST_SAMPLES_PER_IP_PER_DAY: '1000' });
  let owner: string;
  let friend: string;
  let stranger: string;
  let unpaid: string;
  let paid: string;

  beforeAll(async () => {
    [owner, friend, stranger] = [(await h().user({ firstName: 'Olive', proved: true })).id, (await h().user({ firstName: 'Fred' })).id, (await h().user()).id];
    const request = await h().execute<{ id: string }>(new SendFriendRequestCommand(owner, friend, null));
    await h().execute(new RespondToFriendRequestCommand(friend, request.id, 'accept'));
    unpaid = await h().song({ userId: owner });
    paid = await h().song({ userId: owner });
    await h().sql('update catalog.songs set is_paid = true where id = $1', [paid]);
  });

  const share = (sharer: string, songId: string, to: string, kind?: ShareKind, message: string | null = null) =>
    h().execute<{ id: string; shareType: ShareKind }>(new ShareWithFriendCommand(sharer, songId, to, kind, message));

  it.each<['unpaid' | 'paid', ShareKind | undefined, ShareKind]>([
    ['unpaid', undefined, 'preview'],
    ['unpaid', 'preview', 'preview'],
    ['paid', undefined, 'full'],
    ['paid', 'preview', 'preview'],
    ['paid', 'full', 'full'],
  ])('shares the %s song asked as %s as a %s share', async (which, asked, kind) => {
    await expect(share(owner, which === 'paid' ? paid : unpaid, friend, asked)).resolves.toMatchObject({ shareType: kind, friendId: friend });
  });

  it('refuses a full share of an unpaid song, a share with a non-friend, and a song that is not the sharer’s', async () => {
    await expect(share(owner, unpaid, friend, 'full')).rejects.toMatchObject({ kind: 'invalid', message: 'Only a paid song can be shared in full.' });
    await expect(share(owner, paid, stranger, 'full')).rejects.toMatchObject({ kind: 'not_found', message: 'You can only share songs with your friends.' });
    await expect(share(friend, paid, owner, 'full')).rejects.toMatchObject({ kind: 'not_found', message: 'Song not found' });
  });

  it('puts the share, with its trimmed message, unread in the friend’s inbox; reading it is the friend’s alone', async () => {
    const before = (await h().ask<{ unreadCount: number }>(new CountUnreadSharedSongsQuery(friend))).unreadCount;
    const shared = await share(owner, paid, friend, 'full', '  For your party!  ');
    expect((await h().ask<{ unreadCount: number }>(new CountUnreadSharedSongsQuery(friend))).unreadCount).toBe(before + 1);
    const item = (await h().ask<{ id: string; message: string | null; shareType: string }[]>(new ListSharedSongsQuery(friend))).find((s) => s.id === shared.id);
    expect(item).toMatchObject({ message: 'For your party!', shareType: 'full' });
    await expect(h().execute(new MarkSharedSongReadCommand(stranger, shared.id))).rejects.toMatchObject({ kind: 'not_found' });
    await h().execute(new MarkSharedSongReadCommand(friend, shared.id));
    await h().execute(new MarkSharedSongReadCommand(friend, shared.id));
    expect((await h().ask<{ unreadCount: number }>(new CountUnreadSharedSongsQuery(friend))).unreadCount).toBe(before);
  });
});

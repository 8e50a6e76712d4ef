import { RemoveFriendCommand } from '../../../src/modules/social/application/commands/remove-friend/remove-friend.command';
import { RespondToFriendRequestCommand } from '../../../src/modules/social/application/commands/respond-to-friend-request/respond-to-friend-request.command';
import { SendFriendRequestCommand } from '../../../src/modules/social/application/commands/send-friend-request/send-friend-request.command';
import { ListReceivedRequestsQuery, ListSentRequestsQuery } from '../../../src/modules/social/application/queries/list-friend-requests/list-friend-requests.query';
import { ListFriendsQuery } from '../../../src/modules/social/application/queries/list-friends/list-friends.query';
import type { FriendRequestAction } from '../../../src/modules/social/domain/friend-request';
import { useHandlerHarness } from '../../support/handler-harness';

/** A friend request's states: pending → accepted | declined | cancelled, who may move it, and only once. */
describe('friend requests through SendFriendRequest, RespondToFriendRequest and RemoveFriend (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const send = (from: string, to: string) => h().execute<{ id: string }>(new SendFriendRequestCommand(from, to, null));
  const respond = (actor: string, requestId: string, action: FriendRequestAction) => h().execute(new RespondToFriendRequestCommand(actor, requestId, action));
  const pair = async () => [(await h().user({ firstName: 'Ann' })).id, (await h().user({ firstName: 'Ben' })).id] as const;

  it('accepts: both are friends, the lists empty, and social.friend-request-accepted.v1 is recorded once', async () => {
    const [ann, ben] = await pair();
    const request = await send(ann, ben);
    expect(await h().ask(new ListSentRequestsQuery(ann))).toEqual([expect.objectContaining({ id: request.id, receiverName: 'Ben' })]);
    expect(await h().ask(new ListReceivedRequestsQuery(ben))).toEqual([expect.objectContaining({ id: request.id, senderName: 'Ann' })]);
    await respond(ben, request.id, 'accept');
    expect(await h().ask(new ListFriendsQuery(ann))).toEqual([expect.objectContaining({ id: ben })]);
    expect(await h().ask(new ListFriendsQuery(ben))).toEqual([expect.objectContaining({ id: ann })]);
    expect(await h().ask(new ListReceivedRequestsQuery(ben))).toEqual([]);
    expect((await h().events('social.friend-request-accepted.v1')).filter((e) => e.requestId === request.id)).toEqual([{ requestId: request.id, senderUserId: ann, receiverUserId: ben }]);
  });

  it.each<[FriendRequestAction, 'sender' | 'receiver' | 'stranger', string]>([
    ['accept', 'sender', 'friend_request_not_found'],
    ['decline', 'sender', 'friend_request_not_found'],
    ['cancel', 'receiver', 'friend_request_not_found'],
    ['accept', 'stranger', 'friend_request_not_found'],
    ['cancel', 'stranger', 'friend_request_not_found'],
  ])('refuses %s by the %s as not found, leaving it pending', async (action, who, code) => {
    const [ann, ben] = await pair();
    const stranger = (await h().user()).id;
    const request = await send(ann, ben);
    const actor = { sender: ann, receiver: ben, stranger }[who];
    await expect(respond(actor, request.id, action)).rejects.toMatchObject({ kind: 'not_found', code });
    const [row] = await h().sql<{ status: string }>('select status from social.friend_requests where id = $1', [request.id]);
    expect(row!.status).toBe('pending');
  });

  it.each<[FriendRequestAction, string, FriendRequestAction]>([
    ['accept', 'accepted', 'decline'],
    ['decline', 'declined', 'accept'],
    ['cancel', 'cancelled', 'accept'],
  ])('after %s the request is %s and a later %s is refused as no longer pending', async (first, status, later) => {
    const [ann, ben] = await pair();
    const request = await send(ann, ben);
    await respond(first === 'cancel' ? ann : ben, request.id, first);
    const [row] = await h().sql<{ status: string }>('select status from social.friend_requests where id = $1', [request.id]);
    expect(row!.status).toBe(status);
    await expect(respond(ben, request.id, later)).rejects.toMatchObject({ kind: 'conflict', message: 'This friend request is no longer pending.' });
    if (status !== 'accepted') expect(await h().ask(new ListFriendsQuery(ann))).toEqual([]);
  });

  it('refuses a request to yourself, to nobody, a second one either way while pending, and one to a friend', async () => {
    const [ann, ben] = await pair();
    await expect(send(ann, ann)).rejects.toMatchObject({ kind: 'invalid', message: 'You cannot send a friend request to yourself.' });
    await expect(send(ann, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ kind: 'not_found' });
    const request = await send(ann, ben);
    await expect(send(ann, ben)).rejects.toMatchObject({ message: 'A friend request between you is already pending.' });
    await expect(send(ben, ann)).rejects.toMatchObject({ code: 'request_pending' });
    await respond(ben, request.id, 'accept');
    await expect(send(ann, ben)).rejects.toMatchObject({ message: 'You are already friends.' });
  });

  it('lets one of eight crossing requests through', async () => {
    const [ann, ben] = await pair();
    const results = await Promise.allSettled([...Array.from({ length: 4 }, () => send(ann, ben)), ...Array.from({ length: 4 }, () => send(ben, ann))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await h().sql("select id from social.friend_requests where status = 'pending' and (sender_id = $1 or receiver_id = $1)", [ann])).toHaveLength(1);
  });

  it('limits an account to 20 requests an hour, whoever they are for', async () => {
    const sender = (await h().user()).id;
    const others = await Promise.all(Array.from({ length: 21 }, () => h().user()));
    for (const other of others.slice(0, 20)) await send(sender, other.id);
    await expect(send(sender, others[20]!.id)).rejects.toMatchObject({ code: 'too_many_attempts' });
    await expect(send(others[20]!.id, sender)).resolves.toMatchObject({ receiverId: sender });
  });

  it('removes a friendship for both; removing a non-friend is not found', async () => {
    const [ann, ben] = await pair();
    const cat = (await h().user()).id;
    await respond(ben, (await send(ann, ben)).id, 'accept');
    await expect(h().execute(new RemoveFriendCommand(ann, cat))).rejects.toMatchObject({ kind: 'not_found' });
    await h().execute(new RemoveFriendCommand(ben, ann));
    expect(await h().ask(new ListFriendsQuery(ann))).toEqual([]);
    expect(await h().ask(new ListFriendsQuery(ben))).toEqual([]);
  });
});

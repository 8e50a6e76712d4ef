import { assertMayRequest, connectionState, FriendRequest, resolveRequest } from './friend-request';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

describe('friend requests', () => {
  it('refuses a request to yourself, to a friend, and a second one while one is pending', () => {
    expect(() => assertMayRequest({ senderId: A, receiverId: A, alreadyFriends: false, pendingBetween: false })).toThrow('yourself');
    expect(() => assertMayRequest({ senderId: A, receiverId: B, alreadyFriends: true, pendingBetween: false })).toThrow('already friends');
    expect(() => assertMayRequest({ senderId: A, receiverId: B, alreadyFriends: false, pendingBetween: true })).toThrow('already pending');
    expect(() => assertMayRequest({ senderId: A, receiverId: B, alreadyFriends: false, pendingBetween: false })).not.toThrow();
  });

  it('shows search results in exactly one state; yourself cannot connect', () => {
    expect(connectionState({ senderId: A, receiverId: B, alreadyFriends: true, pendingBetween: false })).toEqual({ alreadyFriends: true, requestPending: false, canSendRequest: false });
    expect(connectionState({ senderId: A, receiverId: B, alreadyFriends: false, pendingBetween: true })).toEqual({ alreadyFriends: false, requestPending: true, canSendRequest: false });
    expect(connectionState({ senderId: A, receiverId: B, alreadyFriends: false, pendingBetween: false })).toEqual({ alreadyFriends: false, requestPending: false, canSendRequest: true });
    expect(connectionState({ senderId: A, receiverId: A, alreadyFriends: false, pendingBetween: false }).canSendRequest).toBe(false);
  });

  it('lets the receiver accept or decline and the sender cancel, only while pending', () => {
    const pending = { senderId: A, receiverId: B, status: 'pending' as const };
    expect(resolveRequest(pending, B, 'accept')).toBe('accepted');
    expect(resolveRequest(pending, B, 'decline')).toBe('declined');
    expect(resolveRequest(pending, A, 'cancel')).toBe('cancelled');
    expect(() => resolveRequest(pending, A, 'accept')).toThrow('not found');
    expect(() => resolveRequest(pending, B, 'cancel')).toThrow('not found');
    expect(() => resolveRequest(pending, C, 'decline')).toThrow('not found');
    expect(() => resolveRequest({ ...pending, status: 'accepted' }, B, 'accept')).toThrow('no longer pending');
  });
});

describe('a friend request', () => {
  const request = (status: 'pending' | 'accepted' | 'declined' | 'cancelled' = 'pending') => FriendRequest.restore({ id: 'r-1', senderId: A, receiverId: B, status });

  it('is accepted by its receiver, once, raising accepted', () => {
    const accepted = request();
    expect(accepted.respond(B, 'accept')).toBe('accepted');
    expect(accepted.status).toBe('accepted');
    expect(accepted.pullEvents()).toEqual([{ type: 'accepted', requestId: 'r-1', senderUserId: A, receiverUserId: B }]);
    expect(() => accepted.respond(B, 'accept')).toThrow('no longer pending');
    expect(accepted.pullEvents()).toEqual([]);
  });

  it('is declined by its receiver or cancelled by its sender, raising nothing', () => {
    const declined = request();
    expect(declined.respond(B, 'decline')).toBe('declined');
    const cancelled = request();
    expect(cancelled.respond(A, 'cancel')).toBe('cancelled');
    expect([...declined.pullEvents(), ...cancelled.pullEvents()]).toEqual([]);
  });

  it.each(['accepted', 'declined', 'cancelled'] as const)('refuses any answer once %s, keeping its status', (status) => {
    const done = request(status);
    expect(() => done.respond(A, 'cancel')).toThrow('no longer pending');
    expect(done.status).toBe(status);
  });

  it('is invisible to anyone else and to the wrong side (404)', () => {
    const pending = request();
    expect(() => pending.respond(C, 'accept')).toThrow('not found');
    expect(() => pending.respond(A, 'accept')).toThrow('not found');
    expect(() => pending.respond(B, 'cancel')).toThrow('not found');
    expect(pending.status).toBe('pending');
  });
});

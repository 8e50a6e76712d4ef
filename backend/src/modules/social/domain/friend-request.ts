import { socialErrors } from './social.errors';

/** Friend requests one account may send per hour: a party's worth, not a mailing list. */
export const FRIEND_REQUESTS_PER_HOUR = 20;

export type FriendRequestStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/** What is known about two users when one asks to befriend the other. */
export interface RequestContext {
  senderId: string;
  receiverId: string;
  alreadyFriends: boolean;
  /** A pending request between the two, in either direction. */
  pendingBetween: boolean;
}

/** No friend request to yourself, to a friend, or twice while one is pending (either direction). */
export function assertMayRequest(ctx: RequestContext): void {
  if (ctx.senderId === ctx.receiverId) throw socialErrors.cannotFriendYourself();
  if (ctx.alreadyFriends) throw socialErrors.alreadyFriends();
  if (ctx.pendingBetween) throw socialErrors.requestPending();
}

/** The search result's states (spec): friends, pending, or may send; self is "Cannot Connect". */
export function connectionState(ctx: RequestContext): { canSendRequest: boolean; alreadyFriends: boolean; requestPending: boolean } {
  return {
    alreadyFriends: ctx.alreadyFriends,
    requestPending: !ctx.alreadyFriends && ctx.pendingBetween,
    canSendRequest: ctx.senderId !== ctx.receiverId && !ctx.alreadyFriends && !ctx.pendingBetween,
  };
}

export interface FriendRequestFacts {
  senderId: string;
  receiverId: string;
  status: FriendRequestStatus;
}

export type FriendRequestAction = 'accept' | 'decline' | 'cancel';

/**
 * Who may resolve a request and how: the receiver accepts or declines, the sender cancels, only
 * while pending. Anyone else does not see the request at all (404).
 */
export function resolveRequest(request: FriendRequestFacts, actorId: string, action: FriendRequestAction): FriendRequestStatus {
  const allowed = action === 'cancel' ? request.senderId === actorId : request.receiverId === actorId;
  if (!allowed) throw socialErrors.requestNotFound();
  if (request.status !== 'pending') throw socialErrors.requestNotPending();
  return action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'cancelled';
}

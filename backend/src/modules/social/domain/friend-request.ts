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

export type FriendRequestEvent = { type: 'accepted'; requestId: string; senderUserId: string; receiverUserId: string };

/**
 * A friend request's life cycle: pending → accepted | declined (by its receiver) | cancelled (by
 * its sender), once. An accepted request makes the two friends (the caller stores the friendship)
 * and raises `accepted`.
 */
export class FriendRequest {
  private readonly events: FriendRequestEvent[] = [];

  private constructor(
    readonly id: string,
    private readonly facts: FriendRequestFacts,
  ) {}

  static restore(request: FriendRequestFacts & { id: string }): FriendRequest {
    const { id, senderId, receiverId, status } = request;
    return new FriendRequest(id, { senderId, receiverId, status });
  }

  get senderId(): string {
    return this.facts.senderId;
  }

  get receiverId(): string {
    return this.facts.receiverId;
  }

  get status(): FriendRequestStatus {
    return this.facts.status;
  }

  /** `actorId` resolves the request (see resolveRequest for who may, and when). */
  respond(actorId: string, action: FriendRequestAction): FriendRequestStatus {
    this.facts.status = resolveRequest(this.facts, actorId, action);
    if (this.facts.status === 'accepted') this.events.push({ type: 'accepted', requestId: this.id, senderUserId: this.senderId, receiverUserId: this.receiverId });
    return this.facts.status;
  }

  pullEvents(): FriendRequestEvent[] {
    return this.events.splice(0, this.events.length);
  }
}

import type { FriendRequestStatus } from '../../domain/friend-request';
import type { InvitationMode, InvitationStatus } from '../../domain/invitation';
import type { ShareKind } from '../../domain/share-kind';

export const FRIENDS_REPOSITORY = Symbol('FRIENDS_REPOSITORY');
export const SHARES_REPOSITORY = Symbol('SHARES_REPOSITORY');
export const INVITATIONS_REPOSITORY = Symbol('INVITATIONS_REPOSITORY');

export interface FriendRequestRow {
  id: string;
  senderId: string;
  receiverId: string;
  status: FriendRequestStatus;
  message: string | null;
  createdAt: Date;
}

export interface FriendsRepository {
  areFriends(userId: string, otherId: string): Promise<boolean>;
  pendingBetween(userId: string, otherId: string): Promise<boolean>;
  /** Throws the "already pending" error when the unique pending-pair index refuses it (a race). */
  createRequest(request: { senderId: string; receiverId: string; message: string | null }): Promise<FriendRequestRow>;
  /** The request, locked until the transaction ends. */
  lockRequest(id: string): Promise<FriendRequestRow | null>;
  setRequestStatus(id: string, status: FriendRequestStatus): Promise<void>;
  /** Both directions; a second call changes nothing. Ends any pending request between the two. */
  befriend(userId: string, friendId: string): Promise<void>;
  /** Both directions; false when they were not friends. */
  unfriend(userId: string, friendId: string): Promise<boolean>;
  friendsOf(userId: string): Promise<{ friendId: string; since: Date }[]>;
  pendingReceived(userId: string): Promise<FriendRequestRow[]>;
  pendingSent(userId: string): Promise<FriendRequestRow[]>;
}

export interface FriendShareRow {
  id: string;
  songId: string;
  sharedByUserId: string;
  sharedWithUserId: string;
  shareType: ShareKind;
  message: string | null;
  /** The payment that bought it (a purchase from the owner's preview link); null when the owner gave it. */
  paymentId: string | null;
  isRead: boolean;
  createdAt: Date;
}

export interface PublicShareRow {
  id: string;
  songId: string;
  sharedByUserId: string;
  shareType: ShareKind;
  expiresAt: Date;
  firstReminderSent: Date | null;
  finalWarningSent: Date | null;
  isActive: boolean;
  createdAt: Date;
}

export interface SharesRepository {
  addFriendShare(share: Omit<FriendShareRow, 'id' | 'isRead' | 'createdAt'>): Promise<FriendShareRow>;
  friendSharesFor(userId: string): Promise<FriendShareRow[]>;
  /** Removes the share a payment bought (its refund); false when there is none. */
  removeBoughtShare(paymentId: string): Promise<boolean>;
  unreadCount(userId: string): Promise<number>;
  /** False when the recipient has no such share. */
  markRead(id: string, userId: string): Promise<boolean>;
  createLink(link: Pick<PublicShareRow, 'songId' | 'sharedByUserId' | 'shareType' | 'expiresAt'>): Promise<PublicShareRow>;
  findLink(id: string): Promise<PublicShareRow | null>;
  /** Whether the user holds a full friend share of the song that still stands (made by `ownerUserId`, or bought). */
  holdsStandingFullShare(songId: string, userId: string, ownerUserId: string | null): Promise<boolean>;
  /** Active links ending before `before` that still miss a reminder, oldest end first. */
  linksNearingExpiry(before: Date, limit: number): Promise<PublicShareRow[]>;
  /** Claims the reminder (false if another worker already did). */
  markLinkReminder(id: string, which: 'first' | 'final', at: Date): Promise<boolean>;
}

export interface InvitationRow {
  id: string;
  senderUserId: string;
  recipientEmail: string;
  referralCode: string;
  mode: InvitationMode;
  remindersSent: number;
  status: InvitationStatus;
  createdAt: Date;
}

export interface InvitationsRepository {
  /** A new invitation, or null when this sender already invited this address. */
  create(invitation: Pick<InvitationRow, 'senderUserId' | 'recipientEmail' | 'referralCode' | 'mode'>): Promise<InvitationRow | null>;
  /** Pending invitations created before `createdBefore` that have sent fewer than `reminder` reminders. */
  awaitingReminder(reminder: 1 | 2 | 3, createdBefore: Date, limit: number): Promise<InvitationRow[]>;
  /** Claims reminder n (false if it was already sent or the invitee joined meanwhile). */
  markReminder(id: string, reminder: 1 | 2 | 3, at: Date): Promise<boolean>;
  /** Every pending invitation to this address becomes joined; returns them. */
  markJoined(email: string, userId: string): Promise<InvitationRow[]>;
}

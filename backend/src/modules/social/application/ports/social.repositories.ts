import type { EntityManager } from '@mikro-orm/postgresql';
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
  areFriends(em: EntityManager, userId: string, otherId: string): Promise<boolean>;
  pendingBetween(em: EntityManager, userId: string, otherId: string): Promise<boolean>;
  /** Throws the "already pending" error when the unique pending-pair index refuses it (a race). */
  createRequest(em: EntityManager, request: { senderId: string; receiverId: string; message: string | null }): Promise<FriendRequestRow>;
  /** The request, locked until the transaction ends. */
  lockRequest(em: EntityManager, id: string): Promise<FriendRequestRow | null>;
  setRequestStatus(em: EntityManager, id: string, status: FriendRequestStatus): Promise<void>;
  /** Both directions; a second call changes nothing. Ends any pending request between the two. */
  befriend(em: EntityManager, userId: string, friendId: string): Promise<void>;
  /** Both directions; false when they were not friends. */
  unfriend(em: EntityManager, userId: string, friendId: string): Promise<boolean>;
  friendsOf(em: EntityManager, userId: string): Promise<{ friendId: string; since: Date }[]>;
  pendingReceived(em: EntityManager, userId: string): Promise<FriendRequestRow[]>;
  pendingSent(em: EntityManager, userId: string): Promise<FriendRequestRow[]>;
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
  addFriendShare(em: EntityManager, share: Omit<FriendShareRow, 'id' | 'isRead' | 'createdAt'>): Promise<FriendShareRow>;
  friendSharesFor(em: EntityManager, userId: string): Promise<FriendShareRow[]>;
  /** Removes the share a payment bought (its refund); false when there is none. */
  removeBoughtShare(em: EntityManager, paymentId: string): Promise<boolean>;
  unreadCount(em: EntityManager, userId: string): Promise<number>;
  /** False when the recipient has no such share. */
  markRead(em: EntityManager, id: string, userId: string): Promise<boolean>;
  createLink(em: EntityManager, link: Pick<PublicShareRow, 'songId' | 'sharedByUserId' | 'shareType' | 'expiresAt'>): Promise<PublicShareRow>;
  findLink(em: EntityManager, id: string): Promise<PublicShareRow | null>;
  /** Active links ending before `before` that still miss a reminder, oldest end first. */
  linksNearingExpiry(em: EntityManager, before: Date, limit: number): Promise<PublicShareRow[]>;
  /** Claims the reminder (false if another worker already did). */
  markLinkReminder(em: EntityManager, id: string, which: 'first' | 'final', at: Date): Promise<boolean>;
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
  create(em: EntityManager, invitation: Pick<InvitationRow, 'senderUserId' | 'recipientEmail' | 'referralCode' | 'mode'>): Promise<InvitationRow | null>;
  /** Pending invitations created before `createdBefore` that have sent fewer than `reminder` reminders. */
  awaitingReminder(em: EntityManager, reminder: 1 | 2 | 3, createdBefore: Date, limit: number): Promise<InvitationRow[]>;
  /** Claims reminder n (false if it was already sent or the invitee joined meanwhile). */
  markReminder(em: EntityManager, id: string, reminder: 1 | 2 | 3, at: Date): Promise<boolean>;
  /** Every pending invitation to this address becomes joined; returns them. */
  markJoined(em: EntityManager, email: string, userId: string): Promise<InvitationRow[]>;
}

import type { InvitationMode } from '../../domain/invitation';

/** The emails social sends; each is queued in the caller's transaction (notifications behind it). */
export const SOCIAL_MAILER = Symbol('SOCIAL_MAILER');

export interface SocialMailer {
  invitation(to: string, invite: { inviterName: string; referralCode: string; mode: InvitationMode }): Promise<void>;
  invitationReminder(to: string, invite: { inviterName: string; referralCode: string; reminder: 1 | 2 | 3 }): Promise<void>;
  shareLinkExpiring(to: string, link: { shareId: string; songTitle: string; expiresAt: Date; final: boolean }): Promise<void>;
  /** To the sender of a friend request the other person accepted. */
  friendRequestAccepted(to: string, friend: { name: string }): Promise<void>;
  /** To an inviter whose invitee made an account. */
  invitationAccepted(to: string, invitee: { name: string }): Promise<void>;
}

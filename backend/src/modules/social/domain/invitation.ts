export type InvitationMode = 'friend' | 'affiliate';
export type InvitationStatus = 'pending' | 'joined';

/** Reminders go 3, 7 and 14 days after the invitation, while the invitee has not joined. */
export const REMINDER_DAYS = [3, 7, 14] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationState {
  status: InvitationStatus;
  createdAt: Date;
  remindersSent: number;
}

/** The number (1–3) of the reminder due now, or null: one at a time, never after the invitee joined. */
export function dueInvitationReminder(invitation: InvitationState, now: Date): 1 | 2 | 3 | null {
  if (invitation.status !== 'pending' || invitation.remindersSent >= REMINDER_DAYS.length) return null;
  const next = invitation.remindersSent as 0 | 1 | 2;
  const dueAt = invitation.createdAt.getTime() + REMINDER_DAYS[next] * DAY_MS;
  return now.getTime() >= dueAt ? ((next + 1) as 1 | 2 | 3) : null;
}

/** The inviter's own address is no invitation. */
export const normalizeInviteEmail = (email: string) => email.trim().toLowerCase();

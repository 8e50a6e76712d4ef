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

/** How long an inviter's name may be where the invitee reads it (the subject first of all). */
export const INVITER_NAME_MAX_LENGTH = 40;
const FALLBACK_INVITER_NAME = 'A friend';

// Words an email client could turn into a link, or that carry one: schemes, www., addresses, paths, domains.
const LINK_LIKE = /:\/\/|^www\.|@|\/|^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}\.?$/iu;

/**
 * The inviter's name as an invitation shows it to a stranger: no control or invisible formatting
 * characters, nothing link-like, single spaces, at most 40 characters — a name, not an advert.
 */
export function inviterNameForEmail(name: string): string {
  const words = name
    .normalize('NFKC')
    .replace(/\u3002/g, '.') // the ideographic full stop separates domain labels too
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word && !LINK_LIKE.test(word));
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if ([...next].length > INVITER_NAME_MAX_LENGTH) {
      if (!kept) kept = [...word].slice(0, INVITER_NAME_MAX_LENGTH).join('');
      break;
    }
    kept = next;
  }
  return kept || FALLBACK_INVITER_NAME;
}

/** Abuse limits on invitation emails: per account and per network address, per day. */
export const INVITATIONS_PER_ACCOUNT_PER_DAY = 30;
export const INVITATIONS_PER_ADDRESS_PER_DAY = 60;

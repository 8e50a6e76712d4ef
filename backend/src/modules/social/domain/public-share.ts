/** A public share link (`/shared/{id}`) lasts 6 months from its creation. */
export const SHARE_LINK_MONTHS = 6;
/** Reminders before a link expires: the first 30 days before, the final warning 3 days before. */
export const FIRST_REMINDER_DAYS = 30;
export const FINAL_WARNING_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Six calendar months later (UTC); the 31st of a short month falls back to its last day. */
export function shareLinkExpiry(createdAt: Date): Date {
  const target = new Date(Date.UTC(createdAt.getUTCFullYear(), createdAt.getUTCMonth() + SHARE_LINK_MONTHS, 1,
    createdAt.getUTCHours(), createdAt.getUTCMinutes(), createdAt.getUTCSeconds(), createdAt.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(createdAt.getUTCDate(), lastDay));
  return target;
}

export interface ShareLinkState {
  isActive: boolean;
  expiresAt: Date;
  firstReminderSent: Date | null;
  finalWarningSent: Date | null;
}

export const isLinkValid = (link: Pick<ShareLinkState, 'isActive' | 'expiresAt'>, now: Date) => link.isActive && link.expiresAt.getTime() > now.getTime();

/** Which reminder is due now, if any: each is sent once; a link past its end gets none. */
export function dueLinkReminder(link: ShareLinkState, now: Date): 'first' | 'final' | null {
  if (!isLinkValid(link, now)) return null;
  const left = link.expiresAt.getTime() - now.getTime();
  if (left <= FINAL_WARNING_DAYS * DAY_MS) return link.finalWarningSent ? null : 'final';
  if (left <= FIRST_REMINDER_DAYS * DAY_MS) return link.firstReminderSent ? null : 'first';
  return null;
}

/** Payouts run weekly, Monday 10:00 UTC (docs/product-decisions.md): one setting every screen reads. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The day screens and the FAQ name; the cron and the next-payout date are derived from it. */
export const PAYOUT_WEEKDAY_NAME = 'Monday' satisfies (typeof WEEKDAYS)[number];
export const PAYOUT_WEEKDAY = WEEKDAYS.indexOf(PAYOUT_WEEKDAY_NAME); // getUTCDay numbering
export const PAYOUT_HOUR_UTC = 10;
export const PAYOUT_CRON = `0 ${PAYOUT_HOUR_UTC} * * ${PAYOUT_WEEKDAY}`;

/** The next payout moment strictly after `now`. */
export function nextPayoutAt(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), PAYOUT_HOUR_UTC));
  let days = (PAYOUT_WEEKDAY - now.getUTCDay() + 7) % 7;
  if (days === 0 && next.getTime() <= now.getTime()) days = 7;
  next.setUTCDate(next.getUTCDate() + days);
  return next;
}

/**
 * The run key of the payout week containing `now`: the date of the latest Monday 10:00 UTC at or
 * before it. It makes the PayPal sender_batch_id deterministic, so a retried run never pays twice.
 */
export function payoutRunKey(now: Date): string {
  const next = nextPayoutAt(now);
  const last = new Date(next.getTime() - 7 * 24 * 60 * 60 * 1000);
  return last.toISOString().slice(0, 10);
}

/**
 * Remembers the `?ref=` code a visitor arrived with, so a later sign-up can credit the referrer.
 * Stored as-is: the referral feature validates it with GET /api/referrals/validate/{code}.
 */
const STORAGE_KEY = 'boogy.referralCode';
/** Codes and slugs are short; anything longer is not a referral code worth keeping. */
const MAX_CODE_LENGTH = 64;

export function rememberReferralFromUrl(search: string = window.location.search): string | null {
  return rememberReferral(new URLSearchParams(search).get('ref'));
}

/** Keeps a referral code for a later sign-up (the invitation landing's Join, or a ?ref= link). */
export function rememberReferral(raw: string | null | undefined): string | null {
  const code = raw?.trim();
  if (!code || code.length > MAX_CODE_LENGTH) return null;
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage can be unavailable (private mode, quota): the referral is then simply not kept.
  }
  return code;
}

export function getRememberedReferral(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function forgetReferral(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}

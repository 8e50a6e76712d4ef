export const AFFILIATE_SETTINGS = Symbol('IdentityAffiliateSettings');

/** What identity shows or decides with of a user's settings as an affiliate. */
export interface AffiliateSettingsView {
  personalizedSlug: string | null;
  paypalEmail: string | null;
  /** The user's own referral code. */
  referralCode: string | null;
  /** The user whose code or slug this account signed up with (15 sign-up credits instead of 10). */
  referredBy: string | null;
}

/**
 * Personalised invitation slugs, payout emails, referral codes and referrers, which the affiliate
 * context owns; asked in the caller's unit of work (registration's transaction at sign-up).
 */
export interface AffiliateSettings {
  /** The user holding this (normalised) slug, whatever their account's state. */
  holderOf(slug: string): Promise<string | null>;
  /** The user whose referral code this is (any letter case), whatever their account's state; null for anything that cannot be a code. */
  referralCodeHolder(code: string): Promise<string | null>;
  settingsOf(userId: string): Promise<AffiliateSettingsView>;
  /** A new account's own referral code (unused, unique), recorded with who referred it. */
  issueReferralCode(userId: string, referredBy: string | null): Promise<string>;
  /** Sets (normalised, by a proved account) or forgets (null) where the user's payouts go. */
  setPayoutEmail(userId: string, paypalEmail: string | null): Promise<void>;
}

export const AFFILIATE_SETTINGS = Symbol('IdentityAffiliateSettings');

/** What the account page shows of a user's settings as an affiliate. */
export interface AffiliateSettingsView {
  personalizedSlug: string | null;
  paypalEmail: string | null;
}

/** Personalised invitation slugs and payout emails, which the affiliate context owns. */
export interface AffiliateSettings {
  /** The user holding this (normalised) slug, whatever their account's state. */
  holderOf(slug: string): Promise<string | null>;
  settingsOf(userId: string): Promise<AffiliateSettingsView>;
  /** Sets (normalised, by a proved account) or forgets (null) where the user's payouts go. */
  setPayoutEmail(userId: string, paypalEmail: string | null): Promise<void>;
}

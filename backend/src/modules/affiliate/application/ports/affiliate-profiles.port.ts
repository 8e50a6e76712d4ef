import { DEFAULT_PAYOUT_THRESHOLD_CENTS } from '../../domain/balance';

export const AFFILIATE_PROFILES = Symbol('AffiliateProfiles');

/** A user's settings as an affiliate. */
export interface AffiliateSettings {
  personalizedSlug: string | null;
  /** Cents; payouts wait until the mature balance reaches it. */
  minimumPayoutThreshold: number;
  /** Where payouts go (PayPal), set once the account proved its email; none: payouts wait. */
  paypalEmail: string | null;
}

/** The default settings of a user who never changed them. */
export const DEFAULT_AFFILIATE_SETTINGS: AffiliateSettings = { personalizedSlug: null, minimumPayoutThreshold: DEFAULT_PAYOUT_THRESHOLD_CENTS, paypalEmail: null };

/** affiliate.affiliate_profiles: each user's slug, payout threshold and payout email, in the open unit of work. */
export interface AffiliateProfiles {
  /** Every asked user's settings (the defaults for one who never set any). */
  settingsOf(userIds: readonly string[]): Promise<Map<string, AffiliateSettings>>;
  /** Who holds this (normalised) slug, whatever their account's state. */
  slugHolder(slug: string): Promise<string | null>;
  /** 'taken' when another user holds the slug (the unique constraint decides races). */
  setSlug(userId: string, slug: string): Promise<'set' | 'taken'>;
  /** null forgets it. */
  setPayoutEmail(userId: string, paypalEmail: string | null): Promise<void>;
  /** Whether both users set the same payout email (any letter case). */
  payoutEmailShared(userId: string, otherUserId: string): Promise<boolean>;
}

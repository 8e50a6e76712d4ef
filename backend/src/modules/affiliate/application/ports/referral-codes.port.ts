export const REFERRAL_CODES = Symbol('AffiliateReferralCodes');

/** A user's own referral code and the user whose code or slug they signed up with. */
export interface ReferralCodeOf {
  code: string;
  referredBy: string | null;
}

/** affiliate.referral_codes: every account's code (unique) and referrer, in the open unit of work. */
export interface ReferralCodes {
  /**
   * Stores the user's code and referrer; 'taken' when another user holds the code (the unique key
   * decides races: a concurrent sign-up that took it first, committed, wins). 'taken' leaves the
   * open unit of work usable, so the caller can try another code in the same transaction.
   */
  claim(userId: string, code: string, referredBy: string | null): Promise<'claimed' | 'taken'>;
  /** Who holds this code, compared as given (upper case), whatever their account's state. */
  holderOf(code: string): Promise<string | null>;
  /** The asked users' codes and referrers (a user without a row is left out). */
  of(userIds: readonly string[]): Promise<Map<string, ReferralCodeOf>>;
}

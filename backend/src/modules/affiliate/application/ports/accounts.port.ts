import type { HoldReason } from '../../domain/commission';

/** What the affiliate context needs to know about a user (identity's account, through its facade, with affiliate's own settings and referral code). */
export interface AffiliateAccount {
  id: string;
  email: string;
  displayName: string;
  isActive: boolean;
  /** Who referred the user at sign-up (affiliate.referral_codes). */
  referredBy: string | null;
  referralCode: string;
  personalizedSlug: string | null;
  paypalEmail: string | null;
  preferredCurrency: string;
  minimumPayoutThreshold: number;
}

export const ACCOUNTS_PORT = Symbol('AffiliateAccountsPort');

export interface AccountsPort {
  find(userId: string): Promise<AffiliateAccount | null>;
  findMany(userIds: string[]): Promise<AffiliateAccount[]>;
  findBySlug(slug: string): Promise<AffiliateAccount | null>;
  findByReferralCode(code: string): Promise<AffiliateAccount | null>;
  /** What two accounts share (a device, a payout email, a sign-up address within 30 days): empty when nothing. */
  sharedTraces(a: string, b: string): Promise<HoldReason[]>;
  /** 'taken' when another account holds the slug. */
  setSlug(userId: string, slug: string): Promise<'set' | 'taken'>;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { HoldReason } from '../../domain/commission';

/** What the affiliate context needs to know about a user (identity, through its facade). */
export interface AffiliateAccount {
  id: string;
  email: string;
  displayName: string;
  isActive: boolean;
  referredBy: string | null;
  referralCode: string;
  personalizedSlug: string | null;
  paypalEmail: string | null;
  preferredCurrency: string;
  minimumPayoutThreshold: number;
}

export const ACCOUNTS_PORT = Symbol('AffiliateAccountsPort');

export interface AccountsPort {
  find(em: EntityManager, userId: string): Promise<AffiliateAccount | null>;
  findMany(em: EntityManager, userIds: string[]): Promise<AffiliateAccount[]>;
  findBySlug(em: EntityManager, slug: string): Promise<AffiliateAccount | null>;
  findByReferralCode(em: EntityManager, code: string): Promise<AffiliateAccount | null>;
  /** What two accounts share (a device, a payout email, a sign-up address within 30 days): empty when nothing. */
  sharedTraces(em: EntityManager, a: string, b: string): Promise<HoldReason[]>;
  /** 'taken' when another account holds the slug. */
  setSlug(em: EntityManager, userId: string, slug: string): Promise<'set' | 'taken'>;
}

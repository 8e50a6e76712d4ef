import type { KeysetPosition } from '../../../../shared/ddd';

export const AFFILIATE_READ_MODEL = Symbol('AffiliateReadModel');

export interface EarningsFigures {
  /** Commissions still in their refund period. */
  inRefundPeriodCents: number;
  /** Mature commissions not paid yet. */
  matureUnpaidCents: number;
  /** Clawbacks not netted by a payout yet. */
  owedClawbackCents: number;
  matureCount: number;
  /** Every commission that was not voided, minus clawbacks. */
  lifetimeCents: number;
  /** Held for an admin's review: in no other figure until released. */
  heldCents: number;
  paidCents: number;
  commissionCredits: number;
  referralCredits: number;
  referralCount: number;
}

export interface CommissionRow {
  id: string;
  layer: number;
  amount: number;
  credits: number;
  currency: string;
  status: string;
  basePurchaseAmount: number;
  purchaserUserId: string;
  maturesAt: Date;
  createdAt: Date;
  clawedBack: boolean;
}

export interface PayoutRow {
  id: string;
  totalCashAmount: number;
  currency: string;
  createdAt: Date;
  commissionCount: number;
  paypalTransactionId: string | null;
  status: string;
  failureReason: string | null;
}

export interface ReferralRow {
  id: string;
  referredUserId: string;
  creditsAwarded: number;
  status: string;
  createdAt: Date;
}

export interface AffiliateReadModel {
  earnings(userId: string): Promise<EarningsFigures>;
  /** Up to `limit` of the user's commissions, newest first from just after `after` (keyset on creation time and id). */
  commissions(userId: string, page: { limit: number; after: KeysetPosition | null }): Promise<CommissionRow[]>;
  payouts(userId: string): Promise<PayoutRow[]>;
  referrals(userId: string, limit: number): Promise<ReferralRow[]>;
  referralCount(userId: string): Promise<number>;
}

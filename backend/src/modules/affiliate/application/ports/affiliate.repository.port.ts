import type { Commission, CommissionStatus, CommissionTerms, HoldReason, LayerRate } from '../../domain/commission';
import type { ReferralChain } from '../../domain/referral-chain';

export const AFFILIATE_REPOSITORY = Symbol('AffiliateRepository');

export interface PayableCommission {
  id: string;
  affiliateUserId: string;
  cashCents: number;
  credits: number;
  currency: string;
}

export interface OwedClawback {
  id: string;
  affiliateUserId: string;
  amountCents: number;
}

export interface PayoutRunRecord {
  id: string;
  runKey: string;
  senderBatchId: string;
  providerBatchId: string | null;
  status: 'prepared' | 'sent' | 'closed';
  createdAt: Date;
}

export interface PayoutRecord {
  id: string;
  runId: string;
  affiliateUserId: string;
  receiver: string;
  totalCashAmount: number;
  currency: string;
  status: 'pending' | 'processing' | 'completed' | 'failed' | 'unclaimed' | 'returned';
}

export interface HeldCommissionRecord {
  id: string;
  paymentId: string;
  affiliateUserId: string;
  purchaserUserId: string;
  layer: number;
  cashCents: number;
  credits: number;
  currency: string;
  reasons: HoldReason[];
  status: CommissionStatus;
  maturesAt: Date;
  createdAt: Date;
}

/** The affiliate context's tables. Every method runs in the transaction of the `em` it is given. */
export interface AffiliateRepository {
  findChain(userId: string): Promise<ReferralChain | null>;
  /** Stores the chain unless one exists; answers the stored one. */
  saveChain(chain: ReferralChain): Promise<ReferralChain>;
  /** False when this user's referral was recorded already. */
  /** False when the account, or the person (its mailbox), already counted as a referral. */
  recordReferral(referral: { referrerId: string; referredUserId: string; referredPerson: string; referralCode: string; creditsAwarded: number }): Promise<boolean>;
  /** Per layer, the latest active rate effective at `at`. */
  ratesInForce(at: Date): Promise<LayerRate[]>;
  /** False when this payment's layer has its commission already. With `heldFor`, it is stored held for review. */
  addCommission(commission: { paymentId: string; purchaserUserId: string; currency: string; terms: CommissionTerms; heldFor?: readonly HoldReason[] }): Promise<boolean>;
  /** Commissions held for review, oldest first. */
  heldCommissions(limit: number): Promise<HeldCommissionRecord[]>;
  /** The commission, row-locked until the transaction ends (whatever its status); null when there is no such id. */
  lockCommission(id: string): Promise<HeldCommissionRecord | null>;
  /** The payment's commissions, row-locked against maturation and payout runs. */
  lockCommissionsOfPayment(paymentId: string): Promise<HeldCommissionRecord[]>;
  /** Writes the commission's status (and when it was voided). */
  saveStatus(commission: Commission): Promise<void>;
  /** False when the commission was clawed back already. */
  addClawback(clawback: { commissionId: string; affiliateUserId: string; amountCents: number }): Promise<boolean>;
  /** pending → mature for commissions whose refund period ended; answers how many. */
  matureDue(now: Date): Promise<number>;

  /** Creates the run of this key, or answers the existing one (`created` false). */
  claimRun(runKey: string, senderBatchId: string): Promise<{ run: PayoutRunRecord; created: boolean }>;
  openRuns(): Promise<PayoutRunRecord[]>;
  /** The run of a payout week, if there is one. */
  findRun(runKey: string): Promise<PayoutRunRecord | null>;
  /**
   * Mature commissions not in any payout and unsettled clawbacks; locked when `lock`. With
   * `maturingBy`, pending commissions whose refund period has ended by then count too (what a run
   * at that moment would mature first): the dry run's view.
   */
  payable(lock: boolean, maturingBy?: Date): Promise<{ commissions: PayableCommission[]; clawbacks: OwedClawback[] }>;
  /** Creates one payout and ties its commissions and clawbacks to it. */
  createPayout(
    payout: { runId: string; affiliateUserId: string; receiver: string; totalCashAmount: number; clawbackAmount: number; totalCredits: number; currency: string; commissionIds: string[]; clawbackIds: string[] },
  ): Promise<string>;
  payoutsOfRun(runId: string): Promise<PayoutRecord[]>;
  markRunSent(runId: string, providerBatchId: string): Promise<void>;
  closeRun(runId: string): Promise<void>;
  /** Removes a run that turned out to have nothing to pay (in the transaction that created it). */
  discardRun(runId: string): Promise<void>;
  /** SUCCESS: the payout is completed and its commissions paid. */
  completePayout(payoutId: string, transactionId: string | null, itemId: string, at: Date): Promise<boolean>;
  /** A failed or returned item: its commissions and clawbacks go back to the balance. */
  releasePayout(payoutId: string, status: 'failed' | 'returned', reason: string | null, itemId: string | null): Promise<boolean>;
  setPayoutStatus(payoutId: string, status: 'processing' | 'unclaimed', itemId: string | null, transactionId: string | null): Promise<void>;
}

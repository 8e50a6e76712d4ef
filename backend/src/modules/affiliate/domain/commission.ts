import { AffiliateError } from './affiliate-errors';
import type { Layer } from './referral-chain';

/** One layer's terms: a cash rate in basis points (3500 = 35 %) and a credit reward. */
export interface LayerRate {
  layer: Layer;
  rateBasisPoints: number;
  creditReward: number;
}

/** The decided defaults (docs/product-decisions.md): 35 % + 5, 10 % + 1, 5 % + 0. */
export const DEFAULT_RATES: readonly LayerRate[] = [
  { layer: 1, rateBasisPoints: 3500, creditReward: 5 },
  { layer: 2, rateBasisPoints: 1000, creditReward: 1 },
  { layer: 3, rateBasisPoints: 500, creditReward: 0 },
];

/** A refund within this period voids the commission; after it, the commission is mature. */
export const REFUND_PERIOD_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "0.3500" (numeric 5,4) → 3500. Rates outside 0..1 are refused (spec: 'Commission rate must be between 0 and 1'). */
export function basisPointsOf(rate: string): number {
  if (!/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(rate.trim())) throw new AffiliateError('invalid', 'invalid_rate', 'Commission rate must be between 0 and 1');
  const [whole, fraction = ''] = rate.trim().split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

export interface CommissionTerms {
  layer: Layer;
  affiliateUserId: string;
  rateBasisPoints: number;
  baseCents: number;
  cashCents: number;
  credits: number;
  maturesAt: Date;
}

/**
 * What one layer earns from a purchase. Integer cents, rounded down (the house never pays a
 * fraction of a cent it did not receive); the base is what the buyer actually paid.
 */
export function commissionFor(input: { layer: Layer; affiliateUserId: string; purchaserUserId: string; baseCents: number; rate: LayerRate; capturedAt: Date }): CommissionTerms {
  if (input.affiliateUserId === input.purchaserUserId) throw new AffiliateError('invalid', 'own_purchase', 'Nobody earns from their own purchase');
  if (!Number.isSafeInteger(input.baseCents) || input.baseCents < 0) throw new AffiliateError('invalid', 'invalid_amount', `Invalid purchase amount ${input.baseCents}`);
  const { rateBasisPoints, creditReward } = input.rate;
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) throw new AffiliateError('invalid', 'invalid_rate', 'Commission rate must be between 0 and 1');
  return {
    layer: input.layer,
    affiliateUserId: input.affiliateUserId,
    rateBasisPoints,
    baseCents: input.baseCents,
    cashCents: Math.floor((input.baseCents * rateBasisPoints) / 10_000),
    credits: creditReward,
    maturesAt: new Date(input.capturedAt.getTime() + REFUND_PERIOD_DAYS * DAY_MS),
  };
}

/** The commissions of one purchase along a chain; a free download (0 paid) earns nothing at all. */
export function commissionsForPurchase(
  chain: { entries(): { layer: Layer; affiliateUserId: string }[]; userId: string },
  rates: readonly LayerRate[],
  baseCents: number,
  capturedAt: Date,
): CommissionTerms[] {
  if (baseCents <= 0) return [];
  return chain.entries().flatMap(({ layer, affiliateUserId }) => {
    const rate = rates.find((r) => r.layer === layer);
    return rate ? [commissionFor({ layer, affiliateUserId, purchaserUserId: chain.userId, baseCents, rate, capturedAt })] : [];
  });
}

/** 'held': waiting for an admin's review (self-referral signs); it matures, pays and earns credits only once released. */
export type CommissionStatus = 'pending' | 'mature' | 'in_payout' | 'paid' | 'voided' | 'held';

/** Why a commission is held: what the buyer and the affiliate share (identity tells). */
export type HoldReason = 'device' | 'payout_email' | 'signup_address';

/** What a refund does to a commission: inside the refund period (or still held) it is voided; after, it is clawed back. */
export function refundOutcome(status: CommissionStatus): 'void' | 'clawback' | 'none' {
  if (status === 'pending' || status === 'held') return 'void';
  if (status === 'voided') return 'none';
  return 'clawback';
}

/** A released commission goes where it would have been: still in its refund period, or mature. */
export function releasedStatus(maturesAt: Date, now: Date): 'pending' | 'mature' {
  return maturesAt.getTime() <= now.getTime() ? 'mature' : 'pending';
}

/** Credits the referrer gets when someone signs up with their code (the invitee's 15 are identity's). */
export const REFERRER_SIGNUP_REWARD = 5;

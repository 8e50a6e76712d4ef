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

export const commissionErrors = {
  notHeld: () => new AffiliateError('conflict', 'commission_not_held', 'This commission is no longer held for review'),
};

/** What the life-cycle rules need of a commission (the repository keeps the rest of the row). */
export interface CommissionState {
  id: string;
  affiliateUserId: string;
  status: CommissionStatus;
  cashCents: number;
  maturesAt: Date;
  voidedAt: Date | null;
}

/** What a refund did to a commission: voided, a clawback of `amountCents` owed, or nothing. */
export type RefundEffect = { kind: 'voided' } | { kind: 'clawback'; amountCents: number } | { kind: 'none' };

/**
 * A commission's life cycle: pending (its refund period) → mature → in a payout → paid, or held
 * for an admin's review first. A held commission is decided once: released to where it would have
 * been, or voided. A refund voids a commission still in its refund period (or held), claws back
 * one already mature or paid, and leaves a voided one alone.
 */
export class Commission {
  private constructor(private readonly state: CommissionState) {}

  static restore(state: CommissionState): Commission {
    const { id, affiliateUserId, status, cashCents, maturesAt, voidedAt } = state;
    return new Commission({ id, affiliateUserId, status, cashCents, maturesAt, voidedAt });
  }

  get id(): string {
    return this.state.id;
  }

  get status(): CommissionStatus {
    return this.state.status;
  }

  toState(): CommissionState {
    return { ...this.state };
  }

  /** An admin's decision: refused (409) unless the commission is still held. */
  decide(release: boolean, now: Date): 'pending' | 'mature' | 'voided' {
    if (this.state.status !== 'held') throw commissionErrors.notHeld();
    if (!release) return this.void(now);
    const status = releasedStatus(this.state.maturesAt, now);
    this.state.status = status;
    return status;
  }

  /** Its payment was refunded at `now`. */
  refund(now: Date): RefundEffect {
    const outcome = refundOutcome(this.state.status);
    if (outcome === 'void') {
      this.void(now);
      return { kind: 'voided' };
    }
    if (outcome === 'clawback' && this.state.cashCents > 0) return { kind: 'clawback', amountCents: this.state.cashCents };
    return { kind: 'none' };
  }

  private void(now: Date): 'voided' {
    Object.assign(this.state, { status: 'voided', voidedAt: now });
    return 'voided';
  }
}

/** Default minimum payout (docs/product-decisions.md): 2500 cents. */
export const DEFAULT_PAYOUT_THRESHOLD_CENTS = 2500;

/**
 * An affiliate's cash position. Clawbacks (refunds after maturity) are netted against mature
 * money; what is left to pay is never negative: a clawback larger than the balance stays owed
 * and is taken from later earnings.
 */
export class AffiliateBalance {
  private constructor(
    readonly matureCents: number,
    readonly clawbackCents: number,
  ) {}

  static of(matureCents: number, clawbackCents: number): AffiliateBalance {
    for (const v of [matureCents, clawbackCents]) if (!Number.isSafeInteger(v) || v < 0) throw new Error(`Invalid balance part ${v}`);
    return new AffiliateBalance(matureCents, clawbackCents);
  }

  /** What a payout would send now. */
  get payableCents(): number {
    return Math.max(0, this.matureCents - this.clawbackCents);
  }

  /** Clawbacks not covered by mature money yet. */
  get owedCents(): number {
    return Math.max(0, this.clawbackCents - this.matureCents);
  }

  reachesThreshold(thresholdCents: number): boolean {
    const threshold = Number.isSafeInteger(thresholdCents) && thresholdCents > 0 ? thresholdCents : DEFAULT_PAYOUT_THRESHOLD_CENTS;
    return this.payableCents > 0 && this.payableCents >= threshold;
  }
}

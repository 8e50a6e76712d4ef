import { discountedPrice, isChargeablePrice } from './pricing';
import { voucherErrors, voucherProblem, type VoucherState } from './voucher-rules';

/**
 * A voucher's rules: it is usable while active, unexpired and under maxUses; claiming a use
 * counts it, and a claim that did not lead to a payment is given back (never below zero); the
 * price it leaves is 0 (free) or at least $1.00. The conditional UPDATE in the repository applies
 * the same use limit under the row lock, so concurrent claims never pass maxUses.
 */
export class Voucher {
  private constructor(private readonly state: VoucherState) {}

  static of(state: VoucherState): Voucher {
    return new Voucher(state);
  }

  get currentUses(): number {
    return this.state.currentUses;
  }

  /** One more use, or the VoucherError saying why not (not valid, expired, used up). */
  claim(now: Date): Voucher {
    const problem = voucherProblem(this.state, now);
    if (problem) throw problem;
    return new Voucher({ ...this.state, currentUses: this.state.currentUses + 1 });
  }

  /** A claimed use given back; never below zero. */
  release(): Voucher {
    return new Voucher({ ...this.state, currentUses: Math.max(0, this.state.currentUses - 1) });
  }

  /**
   * What `listPriceCents` costs with this voucher now; a VoucherError when it cannot be used, or
   * when it would leave 1–99 cents (a price is 0 or at least $1.00).
   */
  priceOf(listPriceCents: number, now: Date): number {
    const problem = voucherProblem(this.state, now);
    if (problem) throw problem;
    const price = discountedPrice(listPriceCents, this.state);
    if (!isChargeablePrice(price)) throw voucherErrors.belowMinimum();
    return price;
  }
}

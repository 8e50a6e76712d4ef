import { voucherProblem, type VoucherState } from './voucher-rules';

/**
 * A voucher's uses. Claiming one succeeds only while the voucher is active, unexpired and under
 * maxUses, and counts it; a claim that did not lead to a payment is given back. The conditional
 * UPDATE in the repository applies the same rule under the row lock, so concurrent claims never
 * pass maxUses.
 */
export class VoucherUses {
  private constructor(private readonly state: VoucherState) {}

  static of(state: VoucherState): VoucherUses {
    return new VoucherUses(state);
  }

  get currentUses(): number {
    return this.state.currentUses;
  }

  /** One more use, or the VoucherError saying why not (not valid, expired, used up). */
  claim(now: Date): VoucherUses {
    const problem = voucherProblem(this.state, now);
    if (problem) throw problem;
    return new VoucherUses({ ...this.state, currentUses: this.state.currentUses + 1 });
  }

  /** A claimed use given back; never below zero. */
  release(): VoucherUses {
    return new VoucherUses({ ...this.state, currentUses: Math.max(0, this.state.currentUses - 1) });
  }
}

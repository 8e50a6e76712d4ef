import { fixedDomainError } from '../../../shared/ddd';

export class NoCreditsError extends fixedDomainError('payment_required', 'no_credits', "You're out of sample credits. Buy a sample pack or invite friends to earn more.") {}

/**
 * A user's sample credits. It never goes negative: spending more than there is is refused with
 * NoCreditsError (402) and changes nothing. Grants are positive whole numbers. (The ledger's
 * conditional UPDATE and the table's check constraint hold the same line in the database.)
 */
export class CreditBalance {
  private constructor(readonly credits: number) {}

  static of(credits: number): CreditBalance {
    if (!Number.isInteger(credits) || credits < 0) throw new Error(`CreditBalance: a balance is a whole number of at least 0, got ${credits}`);
    return new CreditBalance(credits);
  }

  spend(amount = 1): CreditBalance {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`CreditBalance.spend: amount must be a positive integer, got ${amount}`);
    if (amount > this.credits) throw new NoCreditsError();
    return new CreditBalance(this.credits - amount);
  }

  grant(amount: number): CreditBalance {
    return new CreditBalance(this.credits + CreditBalance.grantable(amount));
  }

  /** The amount of a grant: a positive whole number, or an error. */
  static grantable(amount: number): number {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`grantCredits: amount must be a positive integer, got ${amount}`);
    return amount;
  }
}

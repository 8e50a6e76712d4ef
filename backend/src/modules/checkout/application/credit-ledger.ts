import { Inject, Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/application/unit-of-work';
import { CreditBalance, NoCreditsError } from '../domain/credit-balance';
import { CREDIT_LEDGER, type CreditLedgerStore } from './ports/credit-ledger.port';

export { NoCreditsError };

export interface GrantCredits {
  userId: string;
  /** How many credits to add; a positive integer. */
  amount: number;
  /** Why, for the ledger ('signup_bonus', 'referral_reward', 'sample_pack', …). */
  reason: string;
  /** The same key twice grants once (a retried job, a redelivered event). */
  idempotencyKey: string;
}

export interface SpendCredit {
  userId: string;
  reason: string;
  idempotencyKey: string;
}

export interface LedgerResult {
  /** The balance after the call. */
  balance: number;
  /** False when the idempotency key had been used already and nothing changed. */
  applied: boolean;
}

/** The sample-credit ledger: every change is an entry, once per idempotency key, in the open unit of work (or its own). */
@Injectable()
export class CreditLedger {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(CREDIT_LEDGER) private readonly store: CreditLedgerStore,
  ) {}

  /** The user's current number of sample credits (0 for a user the ledger has never seen). */
  balanceOf(userId: string): Promise<number> {
    return this.store.balance(userId);
  }

  /** Adds credits, once per idempotency key. */
  async grant(grant: GrantCredits): Promise<LedgerResult> {
    CreditBalance.grantable(grant.amount);
    return this.uow.run(async () => {
      if (!(await this.store.addEntry({ ...grant, delta: grant.amount }))) {
        return { balance: await this.store.balance(grant.userId), applied: false };
      }
      return { balance: await this.store.increase(grant.userId, grant.amount), applied: true };
    });
  }

  /**
   * Takes one credit, once per idempotency key, or throws NoCreditsError (402) and changes nothing.
   * The balance is read under its row lock and the domain refuses to take it below zero; the
   * conditional update (and the table's check constraint) stay as the database's last word, so two
   * concurrent spends of the last credit cannot both succeed.
   */
  spend(spend: SpendCredit): Promise<LedgerResult> {
    return this.uow.run(async () => {
      if (!(await this.store.addEntry({ ...spend, delta: -1 }))) {
        return { balance: await this.store.balance(spend.userId), applied: false };
      }
      CreditBalance.of(await this.store.lockBalance(spend.userId)).spend(); // NoCreditsError rolls back the entry added above
      const balance = await this.store.decreaseByOne(spend.userId);
      if (balance === null) throw new NoCreditsError();
      return { balance, applied: true };
    });
  }
}

/** The sample-credit ledger's rows: one entry per change (unique idempotency key) and a balance per user. */
export const CREDIT_LEDGER = Symbol('CreditLedger');

export interface CreditLedgerStore {
  /** Writes a ledger entry; false when its idempotency key was used already (nothing written). */
  addEntry(entry: { userId: string; delta: number; reason: string; idempotencyKey: string }): Promise<boolean>;
  /** The user's balance (0 for a user the ledger has never seen). */
  balance(userId: string): Promise<number>;
  /** The user's balance under its row lock until the unit of work commits. */
  lockBalance(userId: string): Promise<number>;
  /** Adds to the user's balance (creating it); answers the new balance. */
  increase(userId: string, amount: number): Promise<number>;
  /** Takes one credit if the balance has one (the table's check constraint agrees); the new balance, or null. */
  decreaseByOne(userId: string): Promise<number | null>;
}

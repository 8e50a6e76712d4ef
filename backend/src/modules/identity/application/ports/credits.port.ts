
export const IDENTITY_CREDITS = Symbol('IdentityCreditsPort');

/** Sample credits, through checkout's ledger, in the caller's transaction. */
export interface CreditsPort {
  /** Once per idempotency key; answers the balance after it. */
  grant(grant: { userId: string; amount: number; reason: string; idempotencyKey: string }): Promise<{ balance: number }>;
  balanceOf(userId: string): Promise<number>;
}


export const CREDITS_PORT = Symbol('AffiliateCreditsPort');

/** Sample credits, through checkout's ledger: once per idempotency key, in the caller's transaction. */
export interface CreditsPort {
  grant(grant: { userId: string; amount: number; reason: string; idempotencyKey: string }): Promise<void>;
}

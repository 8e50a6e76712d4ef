import type { EntityManager } from '@mikro-orm/postgresql';

export const IDENTITY_CREDITS = Symbol('IdentityCreditsPort');

/** Sample credits, through checkout's ledger, in the caller's transaction. */
export interface CreditsPort {
  /** Once per idempotency key; answers the balance after it. */
  grant(em: EntityManager, grant: { userId: string; amount: number; reason: string; idempotencyKey: string }): Promise<{ balance: number }>;
  balanceOf(em: EntityManager, userId: string): Promise<number>;
}

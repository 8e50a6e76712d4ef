import type { EntityManager } from '@mikro-orm/postgresql';

export const CREDITS_PORT = Symbol('AffiliateCreditsPort');

/** Sample credits, through checkout's ledger: once per idempotency key, in the caller's transaction. */
export interface CreditsPort {
  grant(em: EntityManager, grant: { userId: string; amount: number; reason: string; idempotencyKey: string }): Promise<void>;
}

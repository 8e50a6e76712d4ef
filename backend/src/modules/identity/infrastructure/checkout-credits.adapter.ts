import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { creditBalance, grantCredits } from '../../checkout/public';
import type { CreditsPort } from '../application/ports/credits.port';

/** Checkout's credit ledger, as identity's credits port. */
@Injectable()
export class CheckoutCreditsAdapter implements CreditsPort {
  async grant(em: EntityManager, grant: { userId: string; amount: number; reason: string; idempotencyKey: string }): Promise<{ balance: number }> {
    const { balance } = await grantCredits(em, grant);
    return { balance };
  }

  balanceOf(em: EntityManager, userId: string): Promise<number> {
    return creditBalance(em, userId);
  }
}

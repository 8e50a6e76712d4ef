import { Injectable } from '@nestjs/common';
import { creditBalance, grantCredits } from '../../checkout/public';
import type { CreditsPort } from '../application/ports/credits.port';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

/** Checkout's credit ledger, as identity's credits port. */
@Injectable()
export class CheckoutCreditsAdapter implements CreditsPort {
  constructor(private readonly ems: EntityManagers) {}

  async grant(grant: { userId: string; amount: number; reason: string; idempotencyKey: string }): Promise<{ balance: number }> {
    const em = this.ems.current();
    const { balance } = await grantCredits(em, grant);
    return { balance };
  }

  balanceOf(userId: string): Promise<number> {
    const em = this.ems.current();
    return creditBalance(em, userId);
  }
}

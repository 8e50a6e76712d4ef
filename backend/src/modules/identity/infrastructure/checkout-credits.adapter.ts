import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetCreditBalanceQuery, GrantCreditsCommand } from '../../checkout/public';
import type { CreditsPort } from '../application/ports/credits.port';

/** Checkout's credit ledger, through the buses (a grant joins the caller's unit of work), as identity's credits port. */
@Injectable()
export class CheckoutCreditsAdapter implements CreditsPort {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async grant(grant: { userId: string; amount: number; reason: string; idempotencyKey: string }): Promise<{ balance: number }> {
    const { balance } = await this.commands.execute(new GrantCreditsCommand(grant));
    return { balance };
  }

  balanceOf(userId: string): Promise<number> {
    return this.queries.execute(new GetCreditBalanceQuery(userId));
  }
}

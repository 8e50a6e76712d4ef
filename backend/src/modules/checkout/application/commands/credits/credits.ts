import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CreditLedger, type LedgerResult } from '../../credit-ledger';
import { GetCreditBalanceQuery, GrantCreditsCommand, SpendCreditCommand } from './credits.messages';

export { GetCreditBalanceQuery, GrantCreditsCommand, SpendCreditCommand };

@QueryHandler(GetCreditBalanceQuery)
export class GetCreditBalanceHandler implements IQueryHandler<GetCreditBalanceQuery> {
  constructor(private readonly ledger: CreditLedger) {}

  execute({ userId }: GetCreditBalanceQuery): Promise<number> {
    return this.ledger.balanceOf(userId);
  }
}

@CommandHandler(SpendCreditCommand)
export class SpendCreditHandler implements ICommandHandler<SpendCreditCommand> {
  constructor(private readonly ledger: CreditLedger) {}

  execute({ userId, reason, idempotencyKey }: SpendCreditCommand): Promise<LedgerResult> {
    return this.ledger.spend({ userId, reason, idempotencyKey });
  }
}

@CommandHandler(GrantCreditsCommand)
export class GrantCreditsHandler implements ICommandHandler<GrantCreditsCommand> {
  constructor(private readonly ledger: CreditLedger) {}

  execute({ grant }: GrantCreditsCommand): Promise<LedgerResult> {
    return this.ledger.grant(grant);
  }
}

export const CREDIT_HANDLERS = [GetCreditBalanceHandler, SpendCreditHandler, GrantCreditsHandler];

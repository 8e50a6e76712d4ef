import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { creditBalance, spendCredit, type LedgerResult } from '../../credit-ledger';

/** GET /api/user/credits: the signed-in user's sample credits. */
export class GetCreditBalanceQuery extends Query<number> {
  constructor(readonly userId: string) {
    super();
  }
}

/** POST /api/user/use-credit: one sample credit spent, once per idempotency key. */
export class SpendCreditCommand extends Command<LedgerResult> {
  constructor(
    readonly userId: string,
    readonly reason: string,
    readonly idempotencyKey: string,
  ) {
    super();
  }
}

@QueryHandler(GetCreditBalanceQuery)
export class GetCreditBalanceHandler implements IQueryHandler<GetCreditBalanceQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: GetCreditBalanceQuery): Promise<number> {
    return creditBalance(this.em.fork(), userId);
  }
}

@CommandHandler(SpendCreditCommand)
export class SpendCreditHandler implements ICommandHandler<SpendCreditCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId, reason, idempotencyKey }: SpendCreditCommand): Promise<LedgerResult> {
    return spendCredit(this.em.fork(), { userId, reason, idempotencyKey });
  }
}

export const CREDIT_HANDLERS = [GetCreditBalanceHandler, SpendCreditHandler];

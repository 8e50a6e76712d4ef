import { Command, Query } from '@nestjs/cqrs';
import type { GrantCredits, LedgerResult } from '../../credit-ledger';

/** A user's sample credits (GET /api/user/credits; identity's and the admin's screens). */
export class GetCreditBalanceQuery extends Query<number> {
  constructor(readonly userId: string) {
    super();
  }
}

/** One sample credit spent, once per idempotency key (POST /api/user/use-credit; a song's preview); NoCreditsError when none is left. */
export class SpendCreditCommand extends Command<LedgerResult> {
  constructor(
    readonly userId: string,
    readonly reason: string,
    readonly idempotencyKey: string,
  ) {
    super();
  }
}

/** Credits added, once per idempotency key (sign-up, referral rewards, sample packs); joins the caller's unit of work. */
export class GrantCreditsCommand extends Command<LedgerResult> {
  constructor(readonly grant: GrantCredits) {
    super();
  }
}

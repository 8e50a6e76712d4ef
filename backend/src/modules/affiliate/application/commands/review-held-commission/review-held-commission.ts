import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Commission, commissionErrors, type HoldReason } from '../../../domain/commission';
import { AffiliateError } from '../../../domain/affiliate-errors';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { AFFILIATE_REPOSITORY, type AffiliateRepository } from '../../ports/affiliate.repository.port';
import { CREDITS_PORT, type CreditsPort } from '../../ports/credits.port';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

export interface HeldCommissionView {
  id: string;
  paymentId: string;
  layer: number;
  amount: number;
  credits: number;
  currency: string;
  affiliateEmail: string;
  purchaserEmail: string;
  reasons: HoldReason[];
  createdAt: string;
}

export const heldErrors = {
  notFound: () => new AffiliateError('not_found', 'commission_not_found', 'Commission not found'),
  notHeld: commissionErrors.notHeld,
};

/** GET /api/admin/held-commissions: what waits for an admin's review, oldest first. */
export class ListHeldCommissionsQuery extends Query<HeldCommissionView[]> {}

@QueryHandler(ListHeldCommissionsQuery)
export class ListHeldCommissionsHandler implements IQueryHandler<ListHeldCommissionsQuery> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async execute(): Promise<HeldCommissionView[]> {
    const held = await this.repo.heldCommissions(500);
    const emails = new Map((await this.accounts.findMany([...new Set(held.flatMap((h) => [h.affiliateUserId, h.purchaserUserId]))])).map((a) => [a.id, a.email]));
    return held.map((h) => ({
      id: h.id,
      paymentId: h.paymentId,
      layer: h.layer,
      amount: h.cashCents,
      credits: h.credits,
      currency: h.currency,
      affiliateEmail: emails.get(h.affiliateUserId) ?? '',
      purchaserEmail: emails.get(h.purchaserUserId) ?? '',
      reasons: h.reasons,
      createdAt: h.createdAt.toISOString(),
    }));
  }
}

/**
 * An admin's decision on a held commission: released, it goes where it would have been (refund
 * period or mature) and its credits are granted (the same ledger key as an unheld commission's, so
 * never twice); voided, nothing is paid. Exactly once: the row lock and the "still held" condition
 * make a second (or racing) decision a 409.
 */
export class DecideHeldCommissionCommand extends Command<{ id: string; status: 'pending' | 'mature' | 'voided' }> {
  constructor(
    readonly commissionId: string,
    readonly release: boolean,
  ) {
    super();
  }
}

@CommandHandler(DecideHeldCommissionCommand)
export class DecideHeldCommissionHandler implements ICommandHandler<DecideHeldCommissionCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
    @Inject(CREDITS_PORT) private readonly credits: CreditsPort,
  ) {}

  async execute({ commissionId, release }: DecideHeldCommissionCommand): Promise<{ id: string; status: 'pending' | 'mature' | 'voided' }> {
    return this.uow.run(async () => {
      // Locked: of two racing decisions, the second finds it no longer held.
      const decided = await this.repo.lockCommission(commissionId);
      if (!decided) throw heldErrors.notFound();
      const commission = Commission.restore({ ...decided, voidedAt: null });
      const status = commission.decide(release, new Date());
      await this.repo.saveStatus(commission);
      if (release && decided.credits > 0) {
        await this.credits.grant({
          userId: decided.affiliateUserId,
          amount: decided.credits,
          reason: 'affiliate_commission',
          idempotencyKey: `affiliate-commission:${decided.paymentId}:${decided.layer}`,
        });
      }
      return { id: decided.id, status };
    });
  }
}

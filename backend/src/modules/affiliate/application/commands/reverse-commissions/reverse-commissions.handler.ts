import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Commission } from '../../../domain/commission';
import { AFFILIATE_REPOSITORY, type AffiliateRepository } from '../../ports/affiliate.repository.port';
import { ReverseCommissionsCommand } from './reverse-commissions.command';

/**
 * A refund inside the 7-day period voids the payment's commissions; after it, each commission is
 * clawed back from the affiliate's next payout. The rows are locked first, so maturation or a
 * payout run cannot move them half-way. Credits already given stay (credits are non-refundable).
 */
@CommandHandler(ReverseCommissionsCommand)
export class ReverseCommissionsHandler implements ICommandHandler<ReverseCommissionsCommand> {
  constructor(@Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository) {}

  async execute({ event }: ReverseCommissionsCommand): Promise<{ voided: number; clawedBack: number }> {
    const now = new Date();
    let voided = 0;
    let clawedBack = 0;
    for (const locked of await this.repo.lockCommissionsOfPayment(event.paymentId)) {
      const commission = Commission.restore({ ...locked, voidedAt: null });
      const effect = commission.refund(now);
      if (effect.kind === 'voided') {
        await this.repo.saveStatus(commission);
        voided++;
      } else if (effect.kind === 'clawback') {
        if (await this.repo.addClawback({ commissionId: commission.id, affiliateUserId: locked.affiliateUserId, amountCents: effect.amountCents })) clawedBack++;
      }
    }
    return { voided, clawedBack };
  }
}

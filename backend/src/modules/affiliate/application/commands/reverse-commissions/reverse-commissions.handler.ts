import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { refundOutcome } from '../../../domain/commission';
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
    for (const commission of await this.repo.lockCommissionsOfPayment(event.paymentId)) {
      const outcome = refundOutcome(commission.status);
      if (outcome === 'void') {
        await this.repo.voidCommission(commission.id, now);
        voided++;
      } else if (outcome === 'clawback') {
        if (await this.repo.addClawback({ commissionId: commission.id, affiliateUserId: commission.affiliateUserId, amountCents: commission.cashCents })) clawedBack++;
      }
    }
    return { voided, clawedBack };
  }
}

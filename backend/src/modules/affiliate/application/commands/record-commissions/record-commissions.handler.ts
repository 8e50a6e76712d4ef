import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commissionsForPurchase } from '../../../domain/commission';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { AFFILIATE_REPOSITORY, type AffiliateRepository } from '../../ports/affiliate.repository.port';
import { CREDITS_PORT, type CreditsPort } from '../../ports/credits.port';
import { PAYMENTS_PORT, type PaymentsPort } from '../../ports/payments.port';
import { ensureChain } from '../../referral-chains';
import { RecordCommissionsCommand } from './record-commissions.command';

/**
 * A captured payment pays each layer of the buyer's chain at the rate in force when it was
 * captured, on the amount paid, plus that layer's credits (held for review instead when buyer and
 * affiliate look like one person). Exactly once: the inbox row, the unique
 * (payment, layer) and the ledger key make a redelivery or a racing worker a no-op.
 */
@CommandHandler(RecordCommissionsCommand)
export class RecordCommissionsHandler implements ICommandHandler<RecordCommissionsCommand> {
  constructor(
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
    @Inject(CREDITS_PORT) private readonly credits: CreditsPort,
    @Inject(PAYMENTS_PORT) private readonly payments: PaymentsPort,
  ) {}

  async execute({ event, capturedAt }: RecordCommissionsCommand): Promise<{ recorded: number }> {
    if (event.amountPaidCents <= 0) return { recorded: 0 };
    const chain = await ensureChain(this.accounts, this.repo, event.buyerUserId);
    if (chain.referrers.length === 0) return { recorded: 0 };
    // The refund's event may be handled before this one (another queue): a refunded payment earns
    // nothing, and a standing one is held until this commits, so the refund then finds what to reverse.
    if (!(await this.payments.holdUnlessRefunded(event.paymentId))) return { recorded: 0 };
    const rates = await this.repo.ratesInForce(capturedAt);
    let recorded = 0;
    for (const terms of commissionsForPurchase(chain, rates, event.amountPaidCents, capturedAt)) {
      // A buyer who shares a device, a payout email or a sign-up address with this affiliate may be
      // the affiliate themselves: held for an admin's review, no credits until it is released.
      const heldFor = await this.accounts.sharedTraces(event.buyerUserId, terms.affiliateUserId);
      const added = await this.repo.addCommission({ paymentId: event.paymentId, purchaserUserId: event.buyerUserId, currency: event.currency, terms, heldFor });
      if (!added) continue;
      recorded++;
      if (terms.credits > 0 && heldFor.length === 0) {
        await this.credits.grant({
          userId: terms.affiliateUserId,
          amount: terms.credits,
          reason: 'affiliate_commission',
          idempotencyKey: `affiliate-commission:${event.paymentId}:${terms.layer}`,
        });
      }
    }
    return { recorded };
  }
}

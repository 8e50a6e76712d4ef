import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { REFERRER_SIGNUP_REWARD } from '../../../domain/commission';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { AFFILIATE_REPOSITORY, type AffiliateRepository } from '../../ports/affiliate.repository.port';
import { CREDITS_PORT, type CreditsPort } from '../../ports/credits.port';
import { ensureChain } from '../../referral-chains';
import { RecordReferralCommand } from './record-referral.command';

/**
 * A signup through someone's code: the 3-layer chain, the referral record and the referrer's 5
 * credits, each once (the inbox, the unique referral per user and the ledger's idempotency key).
 */
@CommandHandler(RecordReferralCommand)
export class RecordReferralHandler implements ICommandHandler<RecordReferralCommand> {
  constructor(
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
    @Inject(CREDITS_PORT) private readonly credits: CreditsPort,
  ) {}

  async execute({ event, em }: RecordReferralCommand): Promise<{ referred: boolean }> {
    if (!event.referredByUserId) return { referred: false };
    const chain = await ensureChain(em, this.accounts, this.repo, event.userId);
    const referrerId = chain.layer(1);
    if (!referrerId) return { referred: false };
    const recorded = await this.repo.recordReferral(em, {
      referrerId,
      referredUserId: event.userId,
      referralCode: event.referralCode ?? '',
      creditsAwarded: REFERRER_SIGNUP_REWARD,
    });
    if (recorded) {
      await this.credits.grant(em, { userId: referrerId, amount: REFERRER_SIGNUP_REWARD, reason: 'referral_reward', idempotencyKey: `referral-reward:${event.userId}` });
    }
    return { referred: recorded };
  }
}

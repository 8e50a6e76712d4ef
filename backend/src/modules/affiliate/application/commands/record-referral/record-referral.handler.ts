import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { REFERRER_SIGNUP_REWARD } from '../../../domain/commission';
import { mailboxOf } from '../../../domain/person';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { AFFILIATE_REPOSITORY, type AffiliateRepository } from '../../ports/affiliate.repository.port';
import { CREDITS_PORT, type CreditsPort } from '../../ports/credits.port';
import { ensureChain } from '../../referral-chains';
import { BuildReferralChainCommand, RecordReferralCommand } from './record-referral.command';

/**
 * A signup through someone's code counts once the new account has proved its email (made-up
 * addresses never do): the referral record and the referrer's 5 credits, each once per account and
 * once per person (the inbox, the unique referral per user and per mailbox, the ledger's key).
 */
@CommandHandler(RecordReferralCommand)
export class RecordReferralHandler implements ICommandHandler<RecordReferralCommand> {
  constructor(
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
    @Inject(CREDITS_PORT) private readonly credits: CreditsPort,
  ) {}

  async execute({ event }: RecordReferralCommand): Promise<{ referred: boolean }> {
    if (!event.referredByUserId) return { referred: false };
    const chain = await ensureChain(this.accounts, this.repo, event.userId);
    const referrerId = chain.layer(1);
    if (!referrerId) return { referred: false };
    const referrer = await this.accounts.find(referrerId);
    const recorded = await this.repo.recordReferral({
      referrerId,
      referredUserId: event.userId,
      referredPerson: mailboxOf(event.email),
      referralCode: referrer?.referralCode ?? '',
      creditsAwarded: REFERRER_SIGNUP_REWARD,
    });
    if (recorded) {
      await this.credits.grant({ userId: referrerId, amount: REFERRER_SIGNUP_REWARD, reason: 'referral_reward', idempotencyKey: `referral-reward:${event.userId}` });
    }
    return { referred: recorded };
  }
}

/** The 3-layer chain of a new account, built once (whichever comes first: this or its first purchase). */
@CommandHandler(BuildReferralChainCommand)
export class BuildReferralChainHandler implements ICommandHandler<BuildReferralChainCommand> {
  constructor(
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId }: BuildReferralChainCommand): Promise<void> {
    await ensureChain(this.accounts, this.repo, userId);
  }
}

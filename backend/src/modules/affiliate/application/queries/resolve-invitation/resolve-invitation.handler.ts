import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { affiliateErrors } from '../../../domain/affiliate-errors';
import { checkSlug } from '../../../domain/slug';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { ResolveInvitationQuery } from './resolve-invitation.query';

/** /friend/{slug} and /{slug}: a personalised slug, else a referral code; reserved names never resolve. */
@QueryHandler(ResolveInvitationQuery)
export class ResolveInvitationHandler implements IQueryHandler<ResolveInvitationQuery> {
  constructor(
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async execute({ slug }: ResolveInvitationQuery): Promise<Schema<'InvitationResolution'>> {
    const verdict = checkSlug(slug);
    if (!verdict.ok) throw affiliateErrors.invitationNotFound();
    const referrer = (await this.accounts.findBySlug(verdict.slug)) ?? (await this.accounts.findByReferralCode(verdict.slug));
    if (!referrer?.isActive) throw affiliateErrors.invitationNotFound();
    return {
      referrerName: referrer.displayName,
      referralCode: referrer.referralCode,
      message: `${referrer.displayName} invited you to make personalised party songs together!`,
    };
  }
}

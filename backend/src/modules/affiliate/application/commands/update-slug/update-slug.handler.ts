import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { affiliateErrors } from '../../../domain/affiliate-errors';
import { checkSlug } from '../../../domain/slug';
import { referralLinks } from '../../links';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { userAccount } from '../../user-account';
import { UpdateSlugCommand } from './update-slug.command';

/** Saves a personalised slug; the unique constraint decides between two users racing for it. */
@CommandHandler(UpdateSlugCommand)
export class UpdateSlugHandler implements ICommandHandler<UpdateSlugCommand> {
  constructor(
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId, slug, origin }: UpdateSlugCommand): Promise<Schema<'PersonalizedLink'>> {
    const verdict = checkSlug(slug);
    if (!verdict.ok) throw affiliateErrors.invalidSlug(verdict.reason);
    // A slug must not read as somebody else's referral code either (both resolve on /{slug}).
    const codeHolder = await this.accounts.findByReferralCode(verdict.slug);
    if (codeHolder && codeHolder.id !== userId) throw affiliateErrors.slugTaken();
    if ((await this.accounts.setSlug(userId, verdict.slug)) === 'taken') throw affiliateErrors.slugTaken();
    const account = await userAccount(this.accounts, userId); // fresh: the slug was written with a plain UPDATE
    return referralLinks(origin, account);
  }
}

import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { checkSlug, suggestSlug } from '../../../domain/slug';
import { referralLinks } from '../../links';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { userAccount } from '../../user-account';
import { GeneratePersonalizedLinkCommand } from './generate-personalized-link.command';

/** Gives a user without a slug one made from their name (plus a short random suffix); keeps an existing one. */
@CommandHandler(GeneratePersonalizedLinkCommand)
export class GeneratePersonalizedLinkHandler implements ICommandHandler<GeneratePersonalizedLinkCommand> {
  constructor(
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId, origin }: GeneratePersonalizedLinkCommand): Promise<Schema<'PersonalizedLink'>> {
    // A fresh unit of work per read: the slug is written with a plain UPDATE the identity map would not see.
    let account = await userAccount(this.accounts, userId);
    for (let attempt = 0; !account.personalizedSlug && attempt < 5; attempt++) {
      const verdict = checkSlug(suggestSlug(account.displayName, randomBytes(3).toString('hex').slice(0, 4)));
      if (verdict.ok && !(await this.accounts.findByReferralCode(verdict.slug))) await this.accounts.setSlug(userId, verdict.slug);
      account = (await this.accounts.find(userId))!;
    }
    return referralLinks(origin, account);
  }
}

import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { referralLinks } from '../../links';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { userAccount } from '../../user-account';
import { MyLinksQuery } from './my-links.query';

@QueryHandler(MyLinksQuery)
export class MyLinksHandler implements IQueryHandler<MyLinksQuery> {
  constructor(
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId, origin }: MyLinksQuery): Promise<Schema<'PersonalizedLink'>> {
    const account = await userAccount(this.accounts, userId);
    return referralLinks(origin, account);
  }
}

import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindUserByIdQuery } from '../../identity/public';
import { IntegrationAccounts, type AccountStanding } from '../application/ports/integration-accounts.port';

@Injectable()
export class IdentityIntegrationAccounts extends IntegrationAccounts {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async standing(userId: string): Promise<AccountStanding> {
    const user = await this.queries.execute(new FindUserByIdQuery(userId));
    if (!user?.isActive) return 'gone';
    return user.emailVerified ? 'proved' : 'unproved';
  }
}

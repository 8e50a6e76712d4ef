import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindUserByIdQuery } from '../../identity/public';
import type { SenderAccounts } from '../application/ports/sender-accounts.port';

/** Identity's public facade, as community's view of a signed-in sender. */
@Injectable()
export class IdentitySenderAccountsAdapter implements SenderAccounts {
  constructor(private readonly queries: QueryBus) {}

  async provedEmailOf(userId: string): Promise<string | null> {
    const user = await this.queries.execute(new FindUserByIdQuery(userId));
    return user?.isActive && user.emailVerified ? user.email : null;
  }
}

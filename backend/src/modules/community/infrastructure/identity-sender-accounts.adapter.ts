import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { findUserById } from '../../identity/public';
import type { SenderAccounts } from '../application/ports/sender-accounts.port';

/** Identity's public facade, as community's view of a signed-in sender. */
@Injectable()
export class IdentitySenderAccountsAdapter implements SenderAccounts {
  constructor(private readonly orm: MikroORM) {}

  async provedEmailOf(userId: string): Promise<string | null> {
    const user = await findUserById(this.orm.em.fork(), userId);
    return user?.isActive && user.emailVerified ? user.email : null;
  }
}

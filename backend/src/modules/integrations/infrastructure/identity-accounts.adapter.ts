import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findUserById } from '../../identity/public';
import { IntegrationAccounts, type AccountStanding } from '../application/ports/integration-accounts.port';

@Injectable()
export class IdentityIntegrationAccounts extends IntegrationAccounts {
  async standing(em: EntityManager, userId: string): Promise<AccountStanding> {
    const user = await findUserById(em, userId);
    if (!user?.isActive) return 'gone';
    return user.emailVerified ? 'proved' : 'unproved';
  }
}

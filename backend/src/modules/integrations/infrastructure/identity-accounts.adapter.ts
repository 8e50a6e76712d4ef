import { Injectable } from '@nestjs/common';
import { findUserById } from '../../identity/public';
import { IntegrationAccounts, type AccountStanding } from '../application/ports/integration-accounts.port';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

@Injectable()
export class IdentityIntegrationAccounts extends IntegrationAccounts {
  constructor(private readonly ems: EntityManagers) {
    super();
  }

  async standing(userId: string): Promise<AccountStanding> {
    const em = this.ems.current();
    const user = await findUserById(em, userId);
    if (!user?.isActive) return 'gone';
    return user.emailVerified ? 'proved' : 'unproved';
  }
}

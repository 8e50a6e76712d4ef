import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxIntegrationEvents } from '../../../shared/messaging';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import { AdminUserDirectory } from '../application/admin-user-directory';
import { UserRegistration } from '../application/register-new-user';
import { UserDirectory } from '../application/user-directory';
import { CheckoutCreditsAdapter } from './checkout-credits.adapter';
import { OrmUsersRepository } from './users.repository';

/**
 * The directory services behind identity's facade, which other contexts call as plain functions
 * with their own `em` (outside Nest's container): wired per call on that em, so they join the
 * caller's transaction; the module binds the same classes for the handlers. Goes when the facade
 * becomes queries on the bus (ADR 0016).
 */
function wiredCredits(): CheckoutCreditsAdapter {
  if (!CheckoutCreditsAdapter.wired) throw new Error('identity directory services used before the application started');
  return CheckoutCreditsAdapter.wired;
}

export function directoryServices(em: EntityManager): { directory: UserDirectory; admin: AdminUserDirectory } {
  const ems = EntityManagers.fixed(em);
  const users = new OrmUsersRepository(ems);
  return { directory: new UserDirectory(users, new UserRegistration(users, wiredCredits(), new OutboxIntegrationEvents())), admin: new AdminUserDirectory(users) };
}

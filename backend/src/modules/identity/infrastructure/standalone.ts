import { AdminUserDirectory } from '../application/admin-user-directory';
import { UserRegistration } from '../application/register-new-user';
import { UserDirectory } from '../application/user-directory';
import { CheckoutCreditsAdapter } from './checkout-credits.adapter';
import { OrmUsersRepository } from './users.repository';

/**
 * The directory services behind identity's facade, which other contexts call as plain functions
 * with their own `em` (outside Nest's container). Their adapters hold no state, so one set wired
 * here on first use serves every caller; the module binds the same classes for the handlers.
 */
let services: { directory: UserDirectory; admin: AdminUserDirectory } | null = null;

export function directoryServices(): { directory: UserDirectory; admin: AdminUserDirectory } {
  if (!services) {
    const users = new OrmUsersRepository();
    services = { directory: new UserDirectory(users, new UserRegistration(users, new CheckoutCreditsAdapter())), admin: new AdminUserDirectory(users) };
  }
  return services;
}

import { normalizeEmail } from '../domain/email-address';
import type { UserAccount } from '../domain/user-account';
import type { IdentityEmails } from './identity-emails';
import type { UsersRepository } from './ports/users.repository.port';

/**
 * For a link asked for by address (a password reset, a sign-in link): the active account it
 * belongs to, or null. An address without an account is told so; a closed account hears nothing.
 */
export async function accountToEmail(users: UsersRepository, emails: IdentityEmails, email: string): Promise<UserAccount | null> {
  const address = normalizeEmail(email);
  const user = await users.findByEmail(address);
  if (!user) {
    await emails.noAccount(address);
    return null;
  }
  return user.isActive ? user : null;
}

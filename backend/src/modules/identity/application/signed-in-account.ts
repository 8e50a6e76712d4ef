import { SignedOutError } from '../domain/identity.errors';
import type { UserAccount } from '../domain/user-account';
import type { UsersRepository } from './ports/users.repository.port';

/** The signed-in user's active account, to change it; closed meanwhile (or gone), the session no longer stands: signed out. */
export async function signedInAccount(users: UsersRepository, userId: string): Promise<UserAccount> {
  const user = await users.findById(userId, { activeOnly: true });
  if (!user) throw new SignedOutError();
  return user;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserSummary } from '../application/user-directory';
import { directoryServices } from '../infrastructure/standalone';

// Each takes the caller's EntityManager, so it joins the caller's transaction.
const directory = (em: EntityManager) => directoryServices(em).directory;

export const findUserById = (em: EntityManager, id: string): Promise<UserSummary | null> => directory(em).findById(id);
/** Case-insensitive. */
export const findUserByEmail = (em: EntityManager, email: string): Promise<UserSummary | null> => directory(em).findByEmail(email);
/**
 * For a guest who buys or downloads a song: a passwordless account (sign-up credits, event) in the
 * caller's transaction; `created` false when the email has an account already (send them to sign in).
 */
export const createPasswordlessUser = (
  em: EntityManager,
  input: { email: string; firstName?: string | null; referralCode?: string | null },
): Promise<{ user: UserSummary; created: boolean }> => directory(em).createPasswordlessUser(input);

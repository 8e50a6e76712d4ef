import type { KeysetPosition } from '../../../shared/ddd';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserSummary } from '../application/user-directory';
import { directoryServices } from '../infrastructure/standalone';

// Each takes the caller's EntityManager, so it joins the caller's transaction.
const directory = (em: EntityManager) => directoryServices(em).directory;

export const findUserById = (em: EntityManager, id: string): Promise<UserSummary | null> => directory(em).findById(id);
/** Case-insensitive. */
export const findUserByEmail = (em: EntityManager, email: string): Promise<UserSummary | null> => directory(em).findByEmail(email);
export const findUsersByIds = (em: EntityManager, ids: string[]): Promise<UserSummary[]> => directory(em).findByIds(ids);
export const findUserByReferralCode = (em: EntityManager, code: string): Promise<UserSummary | null> => directory(em).findByReferralCode(code);
/**
 * For a guest who buys or downloads a song: a passwordless account (sign-up credits, event) in the
 * caller's transaction; `created` false when the email has an account already (send them to sign in).
 */
export const createPasswordlessUser = (
  em: EntityManager,
  input: { email: string; firstName?: string | null; referralCode?: string | null },
): Promise<{ user: UserSummary; created: boolean }> => directory(em).createPasswordlessUser(input);
export const findUserBySlug = (em: EntityManager, slug: string): Promise<UserSummary | null> => directory(em).findBySlug(slug);
/** 'taken' when another account holds the slug; the caller (affiliate) has validated it. */
export const setPersonalizedSlug = (em: EntityManager, userId: string, slug: string): Promise<'set' | 'taken'> => directory(em).setPersonalizedSlug(userId, slug);
export const countActiveUsers = (em: EntityManager): Promise<number> => directoryServices(em).admin.countActiveUsers();
export const searchActiveUsers = (
  em: EntityManager,
  options: { search?: string | null; limit: number; offset: number; after?: KeysetPosition | null },
): Promise<{ users: UserSummary[]; total: number }> => directoryServices(em).admin.searchActiveUsers(options);

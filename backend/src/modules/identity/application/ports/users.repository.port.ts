import type { KeysetPosition } from '../../../../shared/ddd';
import type { NewUserAccount, UserAccount } from '../../domain/user-account';

export const USERS_REPOSITORY = Symbol('IdentityUsersRepository');

/**
 * identity.users. Every method runs in the transaction of the `em` it is given; an account it
 * answers is tracked by that `em`, so `save` writes the fields a use case changed.
 */
export interface UsersRepository {
  /** `activeOnly` skips deactivated accounts; `lock` holds the row (FOR UPDATE) until the transaction ends. */
  findById(id: string, options?: { activeOnly?: boolean; lock?: boolean }): Promise<UserAccount | null>;
  /** `email` is compared as given: normalise it first. */
  findByEmail(email: string): Promise<UserAccount | null>;
  findByIds(ids: string[]): Promise<UserAccount[]>;
  /** Whether an account other than `exceptUserId` has this (normalised) email. */
  emailInUse(email: string, exceptUserId?: string): Promise<boolean>;
  /** Stores a new account; EmailTakenError when another one has its email (the unique constraint decides races). */
  add(account: NewUserAccount): Promise<UserAccount>;
  /** Writes the changes made to an account this repository answered. */
  save(account: UserAccount): Promise<void>;
  countActive(): Promise<number>;
  /** Active accounts, newest first, whose email or name contains `search` (any letter case): their ids, a page at a time. */
  searchActive(options: { search: string | null; limit: number; offset: number; after: KeysetPosition | null }): Promise<{ ids: string[]; total: number }>;
}

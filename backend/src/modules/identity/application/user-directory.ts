import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '../domain/email-address';
import type { UserAccount } from '../domain/user-account';
import { UserRegistration } from './register-new-user';
import { userNames } from './user-names';
import { USERS_REPOSITORY, type UsersRepository } from './ports/users.repository.port';

/** What other contexts may know about a user. */
export interface UserSummary {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  isActive: boolean;
  /** The owner of the address has opened a link we emailed there (invitations, API tokens and webhooks need it). */
  emailVerified: boolean;
  isAdmin: boolean;
  preferredCurrency: string;
  createdAt: Date;
}

export function userSummary(user: UserAccount): UserSummary {
  return {
    ...userNames(user),
    isActive: user.isActive,
    emailVerified: user.emailVerifiedAt !== null,
    isAdmin: user.isAdmin,
    preferredCurrency: user.preferredCurrency,
    createdAt: user.createdAt,
  };
}

const summaryOrNull = (user: UserAccount | null) => (user ? userSummary(user) : null);

/** Identity's answers to other contexts (through public/): lookups and guests' accounts, in the caller's transaction. */
@Injectable()
export class UserDirectory {
  constructor(
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    private readonly registration: UserRegistration,
  ) {}

  async findById(id: string): Promise<UserSummary | null> {
    return summaryOrNull(await this.users.findById(id));
  }

  /** Case-insensitive. */
  async findByEmail(email: string): Promise<UserSummary | null> {
    return summaryOrNull(await this.users.findByEmail(normalizeEmail(email)));
  }

  async findByIds(ids: string[]): Promise<UserSummary[]> {
    return (await this.users.findByIds(ids)).map(userSummary);
  }

  /**
   * For a guest who buys or downloads a song with a first name and email: makes a passwordless
   * account (sign-up credits, event) in the caller's transaction. When the email already has an
   * account, nothing is created and `created` is false: the caller must send them to sign in
   * (never sign an existing account in on the strength of an email address alone).
   */
  async createPasswordlessUser(
    input: { email: string; firstName?: string | null; referralCode?: string | null },
  ): Promise<{ user: UserSummary; created: boolean }> {
    const existing = await this.users.findByEmail(normalizeEmail(input.email));
    if (existing) return { user: userSummary(existing), created: false };
    const { user } = await this.registration.register({ email: input.email, passwordHash: null, firstName: input.firstName, referralCode: input.referralCode });
    return { user: userSummary(user), created: true };
  }
}

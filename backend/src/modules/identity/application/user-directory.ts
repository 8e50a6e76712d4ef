import type { EntityManager } from '@mikro-orm/postgresql';
import { displayName } from '../domain/display-name';
import { normalizeEmail } from '../domain/email-address';
import { User } from '../infrastructure/entities/user.entity';
import { registerNewUser } from './register-new-user';

/** What other contexts may know about a user. */
export interface UserSummary {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  isActive: boolean;
  isAdmin: boolean;
  paypalEmail: string | null;
  preferredCurrency: string;
  referralCode: string;
  personalizedSlug: string | null;
  referredBy: string | null;
  minimumPayoutThreshold: number;
  createdAt: Date;
}

function summary(user: User): UserSummary {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayName(user),
    isActive: user.isActive,
    isAdmin: user.isAdmin,
    paypalEmail: user.paypalEmail,
    preferredCurrency: user.preferredCurrency,
    referralCode: user.referralCode,
    personalizedSlug: user.personalizedSlug,
    referredBy: user.referredBy,
    minimumPayoutThreshold: user.minimumPayoutThreshold,
    createdAt: user.createdAt,
  };
}

export async function findUserById(em: EntityManager, id: string): Promise<UserSummary | null> {
  const user = await em.findOne(User, { id });
  return user ? summary(user) : null;
}

/** Case-insensitive. */
export async function findUserByEmail(em: EntityManager, email: string): Promise<UserSummary | null> {
  const user = await em.findOne(User, { email: normalizeEmail(email) });
  return user ? summary(user) : null;
}

export async function findUsersByIds(em: EntityManager, ids: string[]): Promise<UserSummary[]> {
  if (ids.length === 0) return [];
  return (await em.find(User, { id: { $in: [...new Set(ids)] } })).map(summary);
}

export async function findUserByReferralCode(em: EntityManager, code: string): Promise<UserSummary | null> {
  const user = await em.findOne(User, { referralCode: code.trim().toUpperCase() });
  return user ? summary(user) : null;
}

/**
 * For a guest who buys or downloads a song with a first name and email: makes a passwordless
 * account (sign-up credits, event) in the caller's transaction. When the email already has an
 * account, nothing is created and `created` is false: the caller must send them to sign in
 * (never sign an existing account in on the strength of an email address alone).
 */
export async function createPasswordlessUser(
  em: EntityManager,
  input: { email: string; firstName?: string | null; referralCode?: string | null },
): Promise<{ user: UserSummary; created: boolean }> {
  const existing = await em.findOne(User, { email: normalizeEmail(input.email) });
  if (existing) return { user: summary(existing), created: false };
  const { user } = await registerNewUser(em, { email: input.email, passwordHash: null, firstName: input.firstName, referralCode: input.referralCode });
  return { user: summary(user), created: true };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { findSlugProblem, normalizeSlug } from '@boogy/contracts/slug-rules';
import { recordEvent } from '../../../shared/messaging';
import { grantCredits } from '../../checkout/public';
import { REFERRED_SIGNUP_CREDITS, SIGNUP_CREDITS } from '../domain/credits';
import { signUpCreditsSplit } from '../domain/email-proof';
import { normalizeEmail } from '../domain/email-address';
import { EmailTakenError } from '../domain/identity.errors';
import { generateReferralCode, normalizeReferralCode } from '../domain/referral-code';
import { User } from '../infrastructure/entities/user.entity';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** A referral code typed or carried by ?ref=; an unknown one is ignored (no bonus, no referrer). */
  referralCode?: string | null;
  isAdmin?: boolean;
  /** Only for an address vouched for by the operator (ADMIN_EMAIL): every other sign-up proves its email by link. */
  emailProved?: boolean;
}

export interface Registered {
  user: User;
  referrer: User | null;
  credits: number;
}

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The active user owning a referral code, if any; else the one whose personalised slug it is
 * (`/?ref=rita-party` works like `/friend/rita-party`, as /{slug} resolves both).
 */
export async function findReferrer(em: EntityManager, code: string | null | undefined): Promise<User | null> {
  const normalized = normalizeReferralCode(code);
  const byCode = normalized ? await em.findOne(User, { referralCode: normalized, isActive: true }) : null;
  if (byCode || !code) return byCode;
  const slug = normalizeSlug(code);
  return findSlugProblem(slug) === null ? em.findOne(User, { personalizedSlug: slug, isActive: true }) : null;
}

async function unusedReferralCode(em: EntityManager): Promise<string> {
  for (;;) {
    const code = generateReferralCode();
    if ((await em.count(User, { referralCode: code })) === 0) return code;
  }
}

/** All the sign-up credits of an account: 15 when a referral code brought it in, else 10. */
export const signUpCredits = (user: User) => (user.referredBy ? REFERRED_SIGNUP_CREDITS : SIGNUP_CREDITS);

/**
 * Creates an account in the caller's transaction: its own referral code, the sign-up credits
 * through checkout's ledger (one until the email is proved, the rest of 10, or 15 with a valid
 * referral code, with the proof: see email-proof.ts) and the
 * identity.user-registered.v1 event through the outbox.
 */
export async function registerNewUser(em: EntityManager, input: NewUser): Promise<Registered> {
  const email = normalizeEmail(input.email);
  if ((await em.count(User, { email })) > 0) throw new EmailTakenError();
  const referrer = await findReferrer(em, input.referralCode);
  const user = em.create(User, {
    email,
    passwordHash: input.passwordHash,
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    referralCode: await unusedReferralCode(em),
    referredBy: referrer?.id ?? null,
    isAdmin: input.isAdmin ?? false,
    emailVerifiedAt: input.emailProved ? new Date() : null,
  });
  em.persist(user);
  try {
    await em.flush();
  } catch (error) {
    // Two sign-ups with the same email at the same moment: the unique constraint decides.
    if (error instanceof UniqueConstraintViolationException && String(error.message).includes('users_email_unique')) throw new EmailTakenError();
    throw error;
  }
  const total = signUpCredits(user);
  const { balance } = await grantCredits(em, {
    userId: user.id,
    amount: input.emailProved ? total : signUpCreditsSplit(total).atSignUp,
    reason: referrer ? 'referred_signup_bonus' : 'signup_bonus',
    idempotencyKey: `signup-bonus:${user.id}`,
  });
  recordEvent(em, 'identity.user-registered.v1', {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    referredByUserId: referrer?.id ?? null,
    referralCode: referrer ? referrer.referralCode : null,
  });
  return { user, referrer, credits: balance };
}

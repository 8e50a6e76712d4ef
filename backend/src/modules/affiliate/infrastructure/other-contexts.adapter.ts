import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { grantCredits, paymentWasRefunded } from '../../checkout/public';
import type { PaymentsPort } from '../application/ports/payments.port';
import { findUserById, findUserByReferralCode, findUserBySlug, findUsersByIds, setPersonalizedSlug, sharedTraces, type UserSummary } from '../../identity/public';
import type { HoldReason } from '../domain/commission';
import type { AccountsPort, AffiliateAccount } from '../application/ports/accounts.port';
import type { CreditsPort } from '../application/ports/credits.port';
import type { FriendsPort } from '../application/ports/friends.port';

const account = (u: UserSummary): AffiliateAccount => ({
  id: u.id,
  email: u.email,
  displayName: u.displayName,
  isActive: u.isActive,
  referredBy: u.referredBy,
  referralCode: u.referralCode,
  personalizedSlug: u.personalizedSlug,
  paypalEmail: u.paypalEmail,
  preferredCurrency: u.preferredCurrency,
  minimumPayoutThreshold: u.minimumPayoutThreshold,
});

/** Identity's public facade, as the affiliate context's accounts port. */
@Injectable()
export class IdentityAccountsAdapter implements AccountsPort {
  async find(em: EntityManager, userId: string): Promise<AffiliateAccount | null> {
    const u = await findUserById(em, userId);
    return u ? account(u) : null;
  }

  async findMany(em: EntityManager, userIds: string[]): Promise<AffiliateAccount[]> {
    return (await findUsersByIds(em, userIds)).map(account);
  }

  async findBySlug(em: EntityManager, slug: string): Promise<AffiliateAccount | null> {
    const u = await findUserBySlug(em, slug);
    return u ? account(u) : null;
  }

  async findByReferralCode(em: EntityManager, code: string): Promise<AffiliateAccount | null> {
    const u = await findUserByReferralCode(em, code);
    return u?.isActive ? account(u) : null;
  }

  sharedTraces(em: EntityManager, a: string, b: string): Promise<HoldReason[]> {
    return sharedTraces(em, a, b);
  }

  setSlug(em: EntityManager, userId: string, slug: string): Promise<'set' | 'taken'> {
    return setPersonalizedSlug(em, userId, slug);
  }
}

/** Checkout's payments, as the affiliate context's payments port. */
@Injectable()
export class CheckoutPaymentsAdapter implements PaymentsPort {
  async holdUnlessRefunded(em: EntityManager, paymentId: string): Promise<boolean> {
    return !(await paymentWasRefunded(em, paymentId));
  }
}

/** Checkout's credit ledger, as the affiliate context's credits port. */
@Injectable()
export class CheckoutCreditsAdapter implements CreditsPort {
  async grant(em: EntityManager, grant: { userId: string; amount: number; reason: string; idempotencyKey: string }): Promise<void> {
    await grantCredits(em, grant);
  }
}

/**
 * "Friends Linked": the people who joined through the user's link or invitation (each earned them
 * credits), not the social context's friend list, which holds people who were already members.
 */
@Injectable()
export class ReferralCountFriendsAdapter implements FriendsPort {
  async friendsLinked(em: EntityManager, userId: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>('select count(*)::int as n from affiliate.referrals where referrer_id = ?', [userId]);
    return Number(row?.n ?? 0);
  }
}

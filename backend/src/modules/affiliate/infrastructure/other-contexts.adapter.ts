import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GrantCreditsCommand, PaymentWasRefundedQuery } from '../../checkout/public';
import type { PaymentsPort } from '../application/ports/payments.port';
import { findUserById, findUserByReferralCode, findUserBySlug, findUsersByIds, setPersonalizedSlug, sharedTraces, type UserSummary } from '../../identity/public';
import type { HoldReason } from '../domain/commission';
import type { AccountsPort, AffiliateAccount } from '../application/ports/accounts.port';
import type { CreditsPort } from '../application/ports/credits.port';
import type { FriendsPort } from '../application/ports/friends.port';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

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
  constructor(private readonly ems: EntityManagers) {}

  async find(userId: string): Promise<AffiliateAccount | null> {
    const em = this.ems.current();
    const u = await findUserById(em, userId);
    return u ? account(u) : null;
  }

  async findMany(userIds: string[]): Promise<AffiliateAccount[]> {
    const em = this.ems.current();
    return (await findUsersByIds(em, userIds)).map(account);
  }

  async findBySlug(slug: string): Promise<AffiliateAccount | null> {
    const em = this.ems.current();
    const u = await findUserBySlug(em, slug);
    return u ? account(u) : null;
  }

  async findByReferralCode(code: string): Promise<AffiliateAccount | null> {
    const em = this.ems.current();
    const u = await findUserByReferralCode(em, code);
    return u?.isActive ? account(u) : null;
  }

  sharedTraces(a: string, b: string): Promise<HoldReason[]> {
    const em = this.ems.current();
    return sharedTraces(em, a, b);
  }

  setSlug(userId: string, slug: string): Promise<'set' | 'taken'> {
    const em = this.ems.current();
    return setPersonalizedSlug(em, userId, slug);
  }
}

/** Checkout's payments, as the affiliate context's payments port. */
@Injectable()
export class CheckoutPaymentsAdapter implements PaymentsPort {
  constructor(private readonly queries: QueryBus) {}

  /** The query joins the caller's unit of work, so the share lock lasts until it commits. */
  async holdUnlessRefunded(paymentId: string): Promise<boolean> {
    return !(await this.queries.execute(new PaymentWasRefundedQuery(paymentId)));
  }
}

/** Checkout's credit ledger, as the affiliate context's credits port. */
@Injectable()
export class CheckoutCreditsAdapter implements CreditsPort {
  constructor(private readonly commands: CommandBus) {}

  async grant(grant: { userId: string; amount: number; reason: string; idempotencyKey: string }): Promise<void> {
    await this.commands.execute(new GrantCreditsCommand(grant));
  }
}

/**
 * "Friends Linked": the people who joined through the user's link or invitation (each earned them
 * credits), not the social context's friend list, which holds people who were already members.
 */
@Injectable()
export class ReferralCountFriendsAdapter implements FriendsPort {
  constructor(private readonly ems: EntityManagers) {}

  async friendsLinked(userId: string): Promise<number> {
    const em = this.ems.current();
    const [row] = await em.execute<{ n: number }[]>('select count(*)::int as n from affiliate.referrals where referrer_id = ?', [userId]);
    return Number(row?.n ?? 0);
  }
}

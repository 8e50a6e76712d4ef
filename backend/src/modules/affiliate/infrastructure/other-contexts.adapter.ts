import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GrantCreditsCommand, PaymentWasRefundedQuery } from '../../checkout/public';
import type { PaymentsPort } from '../application/ports/payments.port';
import { FindSharedTracesQuery, FindUsersByIdsQuery, type UserSummary } from '../../identity/public';
import { AFFILIATE_PROFILES, DEFAULT_AFFILIATE_SETTINGS, type AffiliateProfiles, type AffiliateSettings } from '../application/ports/affiliate-profiles.port';
import type { HoldReason } from '../domain/commission';
import type { AccountsPort, AffiliateAccount } from '../application/ports/accounts.port';
import { REFERRAL_CODES, type ReferralCodeOf, type ReferralCodes } from '../application/ports/referral-codes.port';
import type { CreditsPort } from '../application/ports/credits.port';
import type { FriendsPort } from '../application/ports/friends.port';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

const account = (u: UserSummary, settings: AffiliateSettings, referral: ReferralCodeOf | undefined): AffiliateAccount => ({
  id: u.id,
  email: u.email,
  displayName: u.displayName,
  isActive: u.isActive,
  referredBy: referral?.referredBy ?? null,
  referralCode: referral?.code ?? '',
  personalizedSlug: settings.personalizedSlug,
  paypalEmail: settings.paypalEmail,
  preferredCurrency: u.preferredCurrency,
  minimumPayoutThreshold: settings.minimumPayoutThreshold,
});

/**
 * The affiliate context's accounts port: identity's accounts (through its facade, in the caller's
 * unit of work when one is open) with affiliate's own settings (slug, payout threshold, payout
 * email) and referral codes and referrers.
 */
@Injectable()
export class IdentityAccountsAdapter implements AccountsPort {
  constructor(
    private readonly queries: QueryBus,
    @Inject(AFFILIATE_PROFILES) private readonly profiles: AffiliateProfiles,
    @Inject(REFERRAL_CODES) private readonly codes: ReferralCodes,
  ) {}

  async find(userId: string): Promise<AffiliateAccount | null> {
    return (await this.findMany([userId]))[0] ?? null;
  }

  async findMany(userIds: string[]): Promise<AffiliateAccount[]> {
    const users = await this.queries.execute(new FindUsersByIdsQuery(userIds));
    const ids = users.map((u) => u.id);
    const settings = await this.profiles.settingsOf(ids);
    const referrals = await this.codes.of(ids);
    return users.map((u) => account(u, settings.get(u.id) ?? DEFAULT_AFFILIATE_SETTINGS, referrals.get(u.id)));
  }

  /** The active account holding the slug. */
  async findBySlug(slug: string): Promise<AffiliateAccount | null> {
    const holder = await this.profiles.slugHolder(slug.trim().toLowerCase());
    const found = holder ? await this.find(holder) : null;
    return found?.isActive ? found : null;
  }

  /** The active account holding the code (any letter case). */
  async findByReferralCode(code: string): Promise<AffiliateAccount | null> {
    const holder = await this.codes.holderOf(code.trim().toUpperCase());
    const found = holder ? await this.find(holder) : null;
    return found?.isActive ? found : null;
  }

  /** Identity's traces (device, sign-up address) and a payout email both set, in that order. */
  async sharedTraces(a: string, b: string): Promise<HoldReason[]> {
    const traces = await this.queries.execute(new FindSharedTracesQuery(a, b));
    const payout = a !== b && (await this.profiles.payoutEmailShared(a, b));
    return [...traces.filter((t) => t === 'device'), ...(payout ? (['payout_email'] as const) : []), ...traces.filter((t) => t !== 'device')];
  }

  setSlug(userId: string, slug: string): Promise<'set' | 'taken'> {
    return this.profiles.setSlug(userId, slug);
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

import { Inject, Injectable } from '@nestjs/common';
import { findSlugProblem, normalizeSlug } from '@boogy/contracts/slug-rules';
import { IntegrationEvents } from '../../../shared/application/integration-events';
import { signUpCreditsOf } from '../domain/credits';
import { signUpCreditsSplit } from '../domain/email-proof';
import { normalizeEmail } from '../domain/email-address';
import { EmailTakenError } from '../domain/identity.errors';
import type { UserAccount } from '../domain/user-account';
import { AFFILIATE_SETTINGS, type AffiliateSettings } from './ports/affiliate-settings.port';
import { IDENTITY_CREDITS, type CreditsPort } from './ports/credits.port';
import { USERS_REPOSITORY, type UsersRepository } from './ports/users.repository.port';

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
  user: UserAccount;
  /** The new account's own referral code (kept by the affiliate context). */
  referralCode: string;
  referrer: UserAccount | null;
  credits: number;
}

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Every way of making an account (password, email only, a guest's purchase, the operator's admin) goes through here. */
@Injectable()
export class UserRegistration {
  constructor(
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(IDENTITY_CREDITS) private readonly credits: CreditsPort,
    private readonly events: IntegrationEvents,
    @Inject(AFFILIATE_SETTINGS) private readonly affiliate: Pick<AffiliateSettings, 'holderOf' | 'referralCodeHolder' | 'settingsOf' | 'issueReferralCode'>,
  ) {}

  /**
   * The active user owning a referral code, if any; else the one whose personalised slug it is
   * (`/?ref=rita-party` works like `/friend/rita-party`, as /{slug} resolves both). Both are the
   * affiliate context's, asked in the caller's unit of work.
   */
  async findReferrer(code: string | null | undefined): Promise<UserAccount | null> {
    const codeHolder = code ? await this.affiliate.referralCodeHolder(code) : null;
    const byCode = codeHolder ? await this.users.findById(codeHolder, { activeOnly: true }) : null;
    if (byCode || !code) return byCode;
    const slug = normalizeSlug(code);
    const holder = findSlugProblem(slug) === null ? await this.affiliate.holderOf(slug) : null;
    return holder ? this.users.findById(holder, { activeOnly: true }) : null;
  }

  /**
   * Creates an account in the caller's transaction: its own referral code and its referrer (kept by
   * the affiliate context, which joins the transaction), the sign-up credits through checkout's
   * ledger (one until the email is proved, the rest of 10, or 15 with a valid referral code, with
   * the proof: see email-proof.ts) and the identity.user-registered.v1 event through the outbox.
   * All of it commits, or none: a sign-up that loses a race (its email, or the code it was about to
   * take) never leaves an account without a code or credits.
   */
  async register(input: NewUser): Promise<Registered> {
    const email = normalizeEmail(input.email);
    if (await this.users.emailInUse(email)) throw new EmailTakenError();
    const referrer = await this.findReferrer(input.referralCode);
    const user = await this.users.add({
      email,
      passwordHash: input.passwordHash,
      firstName: clean(input.firstName),
      lastName: clean(input.lastName),
      isAdmin: input.isAdmin ?? false,
      emailVerifiedAt: input.emailProved ? new Date() : null,
    });
    const referralCode = await this.affiliate.issueReferralCode(user.id, referrer?.id ?? null);
    const total = signUpCreditsOf({ referredBy: referrer?.id ?? null });
    const { balance } = await this.credits.grant({
      userId: user.id,
      amount: input.emailProved ? total : signUpCreditsSplit(total).atSignUp,
      reason: referrer ? 'referred_signup_bonus' : 'signup_bonus',
      idempotencyKey: `signup-bonus:${user.id}`,
    });
    const referrerCode = referrer ? (await this.affiliate.settingsOf(referrer.id)).referralCode : null;
    this.events.record('identity.user-registered.v1', {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      referredByUserId: referrer?.id ?? null,
      referralCode: referrerCode,
    });
    return { user, referralCode, referrer, credits: balance };
  }
}

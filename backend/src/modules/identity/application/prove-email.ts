import { Inject, Injectable } from '@nestjs/common';
import { IntegrationEvents } from '../../../shared/application/integration-events';
import { recordEmailProof } from '../domain/email-proof';
import type { UserAccount } from '../domain/user-account';
import { IdentityEmails } from './identity-emails';
import { AFFILIATE_SETTINGS, type AffiliateSettings } from './ports/affiliate-settings.port';
import { IDENTITY_CREDITS, type CreditsPort } from './ports/credits.port';
import { ONE_TIME_TOKENS, type OneTimeTokens } from './ports/one-time-tokens.port';
import { SESSION_REGISTRY, type SessionRegistry } from './ports/sessions.port';
import { USERS_REPOSITORY, type UsersRepository } from './ports/users.repository.port';

/**
 * Someone just opened a link emailed to `user.email` (sign-in, confirmation or reset): they own the
 * address. The first time, in the caller's transaction: the account is marked proved, the rest of
 * its sign-up credits unlock (once: idempotency key), every session of the account ends (the caller
 * then starts this browser's own), and — unless this browser was already signed in to the account —
 * whatever was set before the proof goes too (rules: domain/email-proof.ts); an email tells the
 * owner what happened, and identity.email-proved.v1 tells the other contexts.
 */
@Injectable()
export class EmailProver {
  constructor(
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
    @Inject(SESSION_REGISTRY) private readonly sessions: SessionRegistry,
    @Inject(IDENTITY_CREDITS) private readonly credits: CreditsPort,
    private readonly emails: IdentityEmails,
    private readonly events: IntegrationEvents,
    @Inject(AFFILIATE_SETTINGS) private readonly affiliate: Pick<AffiliateSettings, 'setPayoutEmail' | 'settingsOf'>,
  ) {}

  async prove(user: UserAccount, context: { sessionUserId: string | null; passwordIsBeingReplaced?: boolean }): Promise<{ firstProof: boolean }> {
    if (user.emailVerifiedAt !== null) return { firstProof: false };
    const { referredBy } = await this.affiliate.settingsOf(user.id);
    const proof = recordEmailProof(user, { ...context, referredBy });
    if (!proof) return { firstProof: false };
    if (proof.revokeEmailChange) await this.tokens.revoke(user.id, 'email_verification');
    if (proof.forgetPayoutEmail) await this.affiliate.setPayoutEmail(user.id, null);
    await this.users.save(user);
    if (proof.creditsToUnlock > 0) {
      await this.credits.grant({ userId: user.id, amount: proof.creditsToUnlock, reason: 'signup_bonus_email_proved', idempotencyKey: `signup-bonus-email-proved:${user.id}` });
    }
    if (proof.endOtherSessions) await this.sessions.endAllOf(user.id);
    await this.tokens.revoke(user.id, 'email_confirmation');
    await this.emails.emailProved(user.email, { password: proof.droppedPassword });
    // Others act on a proved address only (a referral counts from now on), once: this is the first proof.
    this.events.record('identity.email-proved.v1', { userId: user.id, email: user.email, referredByUserId: referredBy });
    return { firstProof: true };
  }
}

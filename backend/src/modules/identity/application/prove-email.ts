import type { EntityManager } from '@mikro-orm/postgresql';
import { grantCredits } from '../../checkout/public';
import { firstProofEffects, signUpCreditsSplit } from '../domain/email-proof';
import type { User } from '../infrastructure/entities/user.entity';
import { revokeTokens } from '../infrastructure/one-time-tokens';
import { endAllSessionsOf } from '../infrastructure/sessions';
import type { IdentityEmails } from './identity-emails';
import { signUpCredits } from './register-new-user';

/**
 * Someone just opened a link emailed to `user.email` (sign-in, confirmation or reset): they own the
 * address. The first time, in the caller's transaction: the account is marked proved, the rest of
 * its sign-up credits unlock (once: idempotency key), every session of the account ends (the caller
 * then starts this browser's own), and — unless this browser was already signed in to the account —
 * whatever was set before the proof goes too; an email tells the owner what happened.
 */
export async function proveEmail(
  em: EntityManager,
  emails: IdentityEmails,
  user: User,
  context: { sessionUserId: string | null; passwordIsBeingReplaced?: boolean },
): Promise<{ firstProof: boolean }> {
  const effects = firstProofEffects({ alreadyProved: user.emailVerifiedAt !== null, fromBrowserOfThisAccount: context.sessionUserId === user.id });
  if (!effects.unlockCredits) return { firstProof: false };
  user.emailVerifiedAt = new Date();
  const droppedPassword = effects.dropUnprovedSettings && !context.passwordIsBeingReplaced && user.passwordHash !== null;
  if (effects.dropUnprovedSettings) {
    if (!context.passwordIsBeingReplaced) user.passwordHash = null;
    user.paypalEmail = null;
    user.pendingEmail = null;
    await revokeTokens(em, user.id, 'email_verification');
  }
  await em.flush();
  const { onProof } = signUpCreditsSplit(signUpCredits(user));
  if (onProof > 0) await grantCredits(em, { userId: user.id, amount: onProof, reason: 'signup_bonus_email_proved', idempotencyKey: `signup-bonus-email-proved:${user.id}` });
  if (effects.endOtherSessions) await endAllSessionsOf(em, user.id);
  await revokeTokens(em, user.id, 'email_confirmation');
  await emails.emailProved(em, user.email, { password: droppedPassword });
  return { firstProof: true };
}

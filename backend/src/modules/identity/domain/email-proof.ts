import { fixedDomainError } from '../../../shared/ddd';
import { signUpCreditsOf } from './credits';

/**
 * Until an account's email is proved (an emailed link opened), anyone could have typed that
 * address: the account gets one free generation, and the rest of its sign-up credits unlock with
 * the proof. Sign-up with a referral code makes the total 15 instead of 10 (DECISIONS).
 */
export const CREDITS_BEFORE_EMAIL_PROOF = 1;

export function signUpCreditsSplit(total: number): { atSignUp: number; onProof: number } {
  const atSignUp = Math.min(total, CREDITS_BEFORE_EMAIL_PROOF);
  return { atSignUp, onProof: total - atSignUp };
}

/**
 * What the first proof of an email undoes. Whoever signed up before the owner proved the address
 * may have kept a session, set a password or asked for an email change (account pre-hijacking):
 * every other session ends, and unless the proof comes from a browser already signed in to this
 * account (the one that signed up), the unproved password, payout email and pending change go too.
 */
export function firstProofEffects(input: { alreadyProved: boolean; fromBrowserOfThisAccount: boolean }): {
  endOtherSessions: boolean;
  dropUnprovedSettings: boolean;
  unlockCredits: boolean;
} {
  if (input.alreadyProved) return { endOtherSessions: false, dropUnprovedSettings: false, unlockCredits: false };
  return { endOtherSessions: true, dropUnprovedSettings: !input.fromBrowserOfThisAccount, unlockCredits: true };
}

/** The fields of an account that the first proof of its email changes. */
export interface ProvableAccount {
  readonly id: string;
  emailVerifiedAt: Date | null;
  passwordHash: string | null;
  pendingEmail: string | null;
}

/** What the caller must do after `recordEmailProof` changed the account (null: it was proved before). */
export interface FirstProof {
  /** Whoever typed the address set a password, and it was removed (the owner is told). */
  droppedPassword: boolean;
  /** The pending email change was dropped: its link must stop working. */
  revokeEmailChange: boolean;
  /** A payout email set before the proof must go too (affiliate keeps it). */
  forgetPayoutEmail: boolean;
  endOtherSessions: boolean;
  /** The rest of the sign-up credits, unlocked now. */
  creditsToUnlock: number;
}

/**
 * Someone just opened a link emailed to the account's address: they own it. The first time, the
 * account is marked proved and, unless this browser was already signed in to the account,
 * whatever was set before the proof goes (a password that is being replaced stays for the caller
 * to overwrite).
 */
export function recordEmailProof(
  account: ProvableAccount,
  context: {
    sessionUserId: string | null;
    passwordIsBeingReplaced?: boolean;
    /** Who referred the account at sign-up (affiliate keeps it): 15 sign-up credits instead of 10. */
    referredBy: string | null;
  },
  now: Date = new Date(),
): FirstProof | null {
  const effects = firstProofEffects({ alreadyProved: account.emailVerifiedAt !== null, fromBrowserOfThisAccount: context.sessionUserId === account.id });
  if (!effects.unlockCredits) return null;
  account.emailVerifiedAt = now;
  const droppedPassword = effects.dropUnprovedSettings && !context.passwordIsBeingReplaced && account.passwordHash !== null;
  if (effects.dropUnprovedSettings) {
    if (!context.passwordIsBeingReplaced) account.passwordHash = null;
    account.pendingEmail = null;
  }
  return {
    droppedPassword,
    revokeEmailChange: effects.dropUnprovedSettings,
    forgetPayoutEmail: effects.dropUnprovedSettings,
    endOtherSessions: effects.endOtherSessions,
    creditsToUnlock: signUpCreditsSplit(signUpCreditsOf(context)).onProof,
  };
}

export class EmailNotVerifiedError extends fixedDomainError('forbidden', 'email_not_verified', 'Confirm your email address first: open the link we emailed you (or ask for a sign-in link), then set your payout email.') {}

export class SignInLinkExpiredError extends fixedDomainError('invalid', 'link_expired', 'This sign-in link is invalid, has expired or was already used. Ask for a new one.') {}

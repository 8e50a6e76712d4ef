import { DomainError } from '../../../shared/ddd';

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

export class EmailNotVerifiedError extends DomainError {
  constructor() {
    super(
      'forbidden',
      'email_not_verified',
      'Confirm your email address first: open the link we emailed you (or ask for a sign-in link), then set your payout email.',
    );
  }
}

export class SignInLinkExpiredError extends DomainError {
  constructor() {
    super('invalid', 'link_expired', 'This sign-in link is invalid, has expired or was already used. Ask for a new one.');
  }
}

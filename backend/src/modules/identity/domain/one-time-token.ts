/**
 * email_verification: an email change's new address; email_confirmation: a new account's address;
 * receipt_sign_in: the sign-in link of a payment receipt (a guest buyer's way back to their song).
 */
export type TokenPurpose = 'password_reset' | 'sign_in' | 'email_verification' | 'email_confirmation' | 'receipt_sign_in';

/** How long each kind of emailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  sign_in: 15 * 60 * 1000,
  email_verification: 24 * 60 * 60 * 1000,
  email_confirmation: 24 * 60 * 60 * 1000,
  // A receipt is read later than a link one just asked for; it still works once only.
  receipt_sign_in: 7 * 24 * 60 * 60 * 1000,
};

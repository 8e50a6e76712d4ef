/** email_verification: an email change's new address; email_confirmation: a new account's address. */
export type TokenPurpose = 'password_reset' | 'sign_in' | 'email_verification' | 'email_confirmation';

/** How long each kind of emailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  sign_in: 15 * 60 * 1000,
  email_verification: 24 * 60 * 60 * 1000,
  email_confirmation: 24 * 60 * 60 * 1000,
};

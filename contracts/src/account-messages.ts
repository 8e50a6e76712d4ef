// The account forms' validation messages, word for word from the spec (account-social-earnings-admin.md
// §5, generator-purchase-sharing.md §5), shared by the screens and the server's request checks.
// Dependency-free on purpose: the backend loads this file at run time as it is.
import { INVALID_EMAIL_MESSAGE } from '@boogy/contracts/email';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const ACCOUNT_MESSAGES = {
  email: INVALID_EMAIL_MESSAGE,
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordRequired: 'Password is required',
  passwordsDiffer: "Passwords don't match",
  firstName: 'First name is required',
  nameTooLong: 'Name must be less than 100 characters',
  resetToken: 'Reset token is required',
  currency: 'Please choose a supported currency',
} as const;

import { fixedDomainError } from '../../../shared/ddd';

export class EmailTakenError extends fixedDomainError('conflict', 'email_taken', 'An account with this email already exists. Sign in instead, or reset your password.') {}

/** Said for an unknown email, a wrong password, a passwordless or a deactivated account alike. */
export class InvalidCredentialsError extends fixedDomainError('unauthorized', 'invalid_credentials', 'Invalid email or password') {}

export class InvalidResetTokenError extends fixedDomainError('invalid', 'invalid_token', 'This password reset link is invalid or has expired. Please request a new one.') {}

export class WrongPasswordError extends fixedDomainError('invalid', 'wrong_password', 'Current password is incorrect') {}

export class NoPasswordError extends fixedDomainError('invalid', 'no_password', 'Your account has no password yet. Use "Forgot password" to set one, then try again.') {}

export class SameEmailError extends fixedDomainError('invalid', 'same_email', 'New email must be different from your current email') {}

export class SignedOutError extends fixedDomainError('unauthorized', 'signed_out', 'Please sign in to continue') {}

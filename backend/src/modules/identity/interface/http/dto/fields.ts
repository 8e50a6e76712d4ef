import { INVALID_EMAIL_MESSAGE } from '@boogy/contracts/email';
import { Transform } from 'class-transformer';
import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

// The spec's messages, word for word (account-social-earnings-admin.md §5, generator-purchase-sharing.md §5).
export const MESSAGES = {
  email: INVALID_EMAIL_MESSAGE,
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 200 characters',
  passwordRequired: 'Password is required',
  passwordsDiffer: "Passwords don't match",
  firstName: 'First name is required',
  nameTooLong: 'Name must be less than 100 characters',
  resetToken: 'Reset token is required',
  currency: 'Please choose a supported currency',
} as const;

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A required, trimmed email address. */
export const EmailField = () =>
  applyDecorators(trim, IsString({ message: MESSAGES.email }), MaxLength(254, { message: MESSAGES.email }), IsEmail({}, { message: MESSAGES.email }));

/** A new password: 8 to 200 characters (the upper bound keeps hashing cheap for everyone). */
export const NewPasswordField = () =>
  applyDecorators(IsString({ message: MESSAGES.passwordMin }), MinLength(8, { message: MESSAGES.passwordMin }), MaxLength(200, { message: MESSAGES.passwordMax }));

/** An existing password: anything non-empty. */
export const PasswordField = () =>
  applyDecorators(IsString({ message: MESSAGES.passwordRequired }), MinLength(1, { message: MESSAGES.passwordRequired }), MaxLength(200, { message: MESSAGES.passwordMax }));

export const FirstNameField = () =>
  applyDecorators(trim, IsString({ message: MESSAGES.firstName }), MinLength(1, { message: MESSAGES.firstName }), MaxLength(100, { message: MESSAGES.nameTooLong }));

export const OptionalNameField = () => applyDecorators(IsOptional(), trim, IsString({ message: MESSAGES.nameTooLong }), MaxLength(100, { message: MESSAGES.nameTooLong }));

export const OptionalReferralCodeField = () =>
  applyDecorators(IsOptional(), trim, IsString({ message: 'Referral code must be text' }), MaxLength(64, { message: 'Referral code is too long' }));

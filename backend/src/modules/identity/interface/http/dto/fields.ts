import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@boogy/contracts/account-messages';
import { EMAIL_MAX_LENGTH } from '@boogy/contracts/email';
import { Transform } from 'class-transformer';
import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

// The spec's messages, word for word, shared with the screens.
export const MESSAGES = ACCOUNT_MESSAGES;

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A required, trimmed email address. */
export const EmailField = () =>
  applyDecorators(trim, IsString({ message: MESSAGES.email }), MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.email }), IsEmail({}, { message: MESSAGES.email }));

/** A new password: 8 to 200 characters (the upper bound keeps hashing cheap for everyone). */
export const NewPasswordField = () =>
  applyDecorators(IsString({ message: MESSAGES.passwordMin }), MinLength(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordMin }), MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordMax }));

/** An existing password: anything non-empty. */
export const PasswordField = () =>
  applyDecorators(IsString({ message: MESSAGES.passwordRequired }), MinLength(1, { message: MESSAGES.passwordRequired }), MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordMax }));

export const FirstNameField = () =>
  applyDecorators(trim, IsString({ message: MESSAGES.firstName }), MinLength(1, { message: MESSAGES.firstName }), MaxLength(100, { message: MESSAGES.nameTooLong }));

export const OptionalNameField = () => applyDecorators(IsOptional(), trim, IsString({ message: MESSAGES.nameTooLong }), MaxLength(100, { message: MESSAGES.nameTooLong }));

export const OptionalReferralCodeField = () =>
  applyDecorators(IsOptional(), trim, IsString({ message: 'Referral code must be text' }), MaxLength(64, { message: 'Referral code is too long' }));

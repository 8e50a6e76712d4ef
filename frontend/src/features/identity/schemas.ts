import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@boogy/contracts/account-messages';
import { z } from 'zod';

// The spec's validation messages, word for word, shared with the API (@boogy/contracts/account-messages).
export const MESSAGES = ACCOUNT_MESSAGES;

const email = z.string().trim().pipe(z.email({ error: MESSAGES.email }));
const newPassword = z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordMax);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, MESSAGES.passwordRequired),
});

export const registerSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string(),
    firstName: z.string().trim().min(1, MESSAGES.firstName).max(100, 'Name must be less than 100 characters'),
    lastName: z.string().trim().max(100, 'Name must be less than 100 characters'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsDiffer, path: ['confirmPassword'] });

export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, MESSAGES.resetToken),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsDiffer, path: ['confirmPassword'] });

export const forgotPasswordSchema = z.object({ email });

/** The email-capture dialog and the generator's sign-up modal. */
export const emailCaptureSchema = z.object({
  firstName: z.string().trim().min(1, MESSAGES.firstName).max(100, 'Name must be less than 100 characters'),
  email,
  referralCode: z.string().trim().max(64),
});

export const emailOnlySchema = z.object({ email });

export const emailChangeSchema = (currentEmail: string) =>
  z.object({
    newEmail: email.refine((v) => v.toLowerCase() !== currentEmail.toLowerCase(), 'New email must be different from your current email'),
    currentPassword: z.string().min(1, MESSAGES.passwordRequired),
  });

export const paypalEmailSchema = z.object({ paypalEmail: email });

export type SignInValues = z.infer<typeof signInSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type EmailCaptureValues = z.infer<typeof emailCaptureSchema>;

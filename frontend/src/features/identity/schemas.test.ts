// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailChangeSchema, emailCaptureSchema, registerSchema, resetPasswordSchema, signInSchema } from './schemas';

const firstError = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];
const REGISTER = { email: 'ada@example.com', password: 'long enough', confirmPassword: 'long enough', firstName: 'Ada', lastName: '' };

describe('the account forms’ rules', () => {
  it('trims the email and names before checking them', () => {
    const parsed = registerSchema.parse({ ...REGISTER, email: '  ada@example.com ', firstName: '  Ada ' });
    expect(parsed).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' });
  });

  it.each([
    [{ email: 'ada@' }, 'Please enter a valid email address', 'email'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters', 'password'],
    [{ confirmPassword: 'different' }, "Passwords don't match", 'confirmPassword'],
    [{ firstName: '  ' }, 'First name is required', 'firstName'],
    [{ lastName: 'x'.repeat(101) }, 'Name must be less than 100 characters', 'lastName'],
  ])('registration refuses %j with "%s" on %s', (change, message, field) => {
    expect(firstError(registerSchema.safeParse({ ...REGISTER, ...change }))).toMatchObject({ message, path: [field] });
  });

  it('sign-in needs a password but no rule on its length', () => {
    expect(signInSchema.safeParse({ email: 'ada@example.com', password: 'x' }).success).toBe(true);
    expect(firstError(signInSchema.safeParse({ email: 'ada@example.com', password: '' }))?.message).toBe('Password is required');
  });

  it('a reset needs its token and a matching new password', () => {
    expect(firstError(resetPasswordSchema.safeParse({ token: ' ', newPassword: 'long enough', confirmPassword: 'long enough' }))?.message).toBe('Reset token is required');
    expect(firstError(resetPasswordSchema.safeParse({ token: 't', newPassword: 'long enough', confirmPassword: 'long enougH' }))?.message).toBe("Passwords don't match");
  });

  it('an email change refuses the current address in any case', () => {
    const schema = emailChangeSchema('ada@example.com');
    expect(firstError(schema.safeParse({ newEmail: 'ADA@example.com', currentPassword: 'x' }))?.message).toBe('New email must be different from your current email');
    expect(schema.safeParse({ newEmail: 'ada2@example.com', currentPassword: 'x' }).success).toBe(true);
  });

  it('the email-capture form keeps a referral code of at most 64 characters', () => {
    expect(emailCaptureSchema.safeParse({ firstName: 'Ada', email: 'ada@example.com', referralCode: 'x'.repeat(64) }).success).toBe(true);
    expect(emailCaptureSchema.safeParse({ firstName: 'Ada', email: 'ada@example.com', referralCode: 'x'.repeat(65) }).success).toBe(false);
  });
});

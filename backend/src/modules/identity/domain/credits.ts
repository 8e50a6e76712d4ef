/** Sample credits a new account starts with, and with a valid referral code (DECISIONS: 10 / 15). */
export const SIGNUP_CREDITS = 10;
export const REFERRED_SIGNUP_CREDITS = 15;

/** All the sign-up credits of an account: 15 when a referral code brought it in, else 10. */
export const signUpCreditsOf = (account: { referredBy: string | null }) => (account.referredBy ? REFERRED_SIGNUP_CREDITS : SIGNUP_CREDITS);

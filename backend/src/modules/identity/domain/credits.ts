/** Sample credits a new account starts with, and with a valid referral code (DECISIONS: 10 / 15). */
export const SIGNUP_CREDITS = 10;
export const REFERRED_SIGNUP_CREDITS = 15;

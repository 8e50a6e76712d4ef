import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: codes are read aloud and typed from screenshots.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are matched case-insensitively; anything that cannot be a code is null. */
export function normalizeReferralCode(input: string | null | undefined): string | null {
  const code = input?.trim().toUpperCase();
  return code && /^[A-Z0-9]{4,32}$/.test(code) ? code : null;
}

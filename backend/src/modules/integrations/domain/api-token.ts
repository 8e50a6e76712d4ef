import { createHash, randomBytes } from 'node:crypto';

/** Every token starts so: secret scanners (and people) can tell a leaked Boogy token at a glance. */
export const API_TOKEN_PREFIX = 'boogy_pat_';
/** What a token may do: act for its account on every operation a signed-in user may call, administration excepted. */
export const API_TOKEN_SCOPES = ['account'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const MAX_API_TOKENS_PER_USER = 20;
const MAX_LIFETIME_MS = 366 * 24 * 60 * 60 * 1000;

/** 32 random bytes: the token is shown once, only its SHA-256 is kept (a fast hash is enough for 256 random bits). */
export function issueApiToken(): { token: string; hash: string; hint: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashApiToken(token), hint: `${token.slice(0, API_TOKEN_PREFIX.length + 4)}…${token.slice(-4)}` };
}

export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Cheap shape check before any database read: most garbage never reaches a query. */
export const looksLikeApiToken = (token: string): boolean => /^boogy_pat_[A-Za-z0-9_-]{43}$/.test(token);

/** A requested expiry is kept when it is in the future and within a year. */
export function acceptableExpiry(expiresAt: Date | null, now: Date): boolean {
  if (expiresAt === null) return true;
  const ms = expiresAt.getTime() - now.getTime();
  return Number.isFinite(ms) && ms > 0 && ms <= MAX_LIFETIME_MS;
}

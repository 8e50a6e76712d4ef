import type { TokenPurpose } from '../../domain/one-time-token';

export const ONE_TIME_TOKENS = Symbol('IdentityOneTimeTokens');

/** The secrets of emailed links (stored hashed): each works once, until it expires. In the caller's transaction. */
export interface OneTimeTokens {
  /** A new random secret for the link; only its hash is kept. */
  issue(userId: string, purpose: TokenPurpose, newEmail?: string | null): Promise<string>;
  /** Uses a token up, atomically; null when unknown, of another kind, expired or used. */
  consume(token: string, purpose: TokenPurpose | TokenPurpose[]): Promise<{ userId: string; newEmail: string | null } | null>;
  /** The user a still-usable token is for, leaving it usable. */
  peek(token: string, purposes: TokenPurpose[]): Promise<{ userId: string; purpose: TokenPurpose } | null>;
  /** Retires a user's outstanding tokens of one kind. */
  revoke(userId: string, purpose: TokenPurpose): Promise<void>;
  /** Deletes tokens that can no longer be used; answers how many. */
  prune(): Promise<number>;
}

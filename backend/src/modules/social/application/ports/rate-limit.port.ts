/** Abuse limits (identity's PostgreSQL counters behind this port). */
export const SOCIAL_RATE_LIMIT = Symbol('SOCIAL_RATE_LIMIT');

export interface SocialRateLimit {
  /** Throws a 429 error once `key` has used up `points` within `windowSeconds`. */
  consume(key: string, points: number, windowSeconds: number): Promise<void>;
}

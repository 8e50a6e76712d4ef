import { RateLimit, type RateLimitPolicy } from '../../../../shared/http/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits of the endpoints that create accounts or send email (password sign-in has its own:
 * login-throttle.guard.ts). Per-IP limits leave room for a party's guests signing up over one
 * Wi-Fi; per-email limits are the tight ones.
 */
export const RATE_LIMITS = {
  register: { perIp: { points: 30, windowSeconds: HOUR }, perEmail: { points: 5, windowSeconds: HOUR } },
  'simple-register': { perIp: { points: 30, windowSeconds: HOUR }, perEmail: { points: 5, windowSeconds: HOUR } },
  'simple-signin': {
    perIp: { points: 20, windowSeconds: 15 * MINUTE },
    perEmail: { points: 5, windowSeconds: 15 * MINUTE },
    // Only sent links count, and each works for 15 minutes: the inbox holds one that works.
    perEmailMessage: () => "We've already emailed this address several times in the last few minutes: open the newest sign-in link there. Each works once, for 15 minutes.",
  },
  'forgot-password': { perIp: { points: 10, windowSeconds: 15 * MINUTE }, perEmail: { points: 5, windowSeconds: HOUR } },
  'email-change': { perIp: { points: 10, windowSeconds: 15 * MINUTE } },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** One of identity's own limits. */
export const RateLimited = (name: RateLimitName) => RateLimit(name, RATE_LIMITS[name]);

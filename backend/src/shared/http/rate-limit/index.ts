/**
 * Abuse limits counted in PostgreSQL (one count across all instances), for every context: list
 * `RateLimiter` (and `RateLimitGuard`) in the module's providers, then use `@UseGuards(RateLimitGuard)`
 * with `@RateLimit(name, policy)`, or call `RateLimiter.hit` where the key depends on more than the
 * request (429 with Retry-After either way).
 */
export { RateLimiter, type RateLimitRule, type RateLimitVerdict } from './rate-limiter';
export { RateLimit, RateLimitGuard, TooManyAttemptsError, emailKey, inMinutes, type RateLimitPolicy } from './rate-limit.guard';
export { RateLimitBucket } from './rate-limit-bucket.entity';

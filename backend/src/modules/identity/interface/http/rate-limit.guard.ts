import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { DomainError } from '../../../../shared/ddd';
import { normalizeEmail } from '../../domain/email-address';
import { RateLimiter, type RateLimitRule } from '../../infrastructure/rate-limiter';

export interface RateLimitPolicy {
  perIp: RateLimitRule;
  /** Keyed by the email in the body: slows guessing one account's password from many addresses. */
  perEmail?: RateLimitRule;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits of the endpoints that create accounts or send email (password sign-in has its own:
 * login-throttle.guard.ts). Per-IP limits
 * leave room for a party's guests signing up over one Wi-Fi; per-email limits are the tight ones.
 */
export const RATE_LIMITS = {
  register: { perIp: { points: 30, windowSeconds: HOUR }, perEmail: { points: 5, windowSeconds: HOUR } },
  'simple-register': { perIp: { points: 30, windowSeconds: HOUR }, perEmail: { points: 5, windowSeconds: HOUR } },
  'simple-signin': { perIp: { points: 20, windowSeconds: 15 * MINUTE }, perEmail: { points: 5, windowSeconds: 15 * MINUTE } },
  'forgot-password': { perIp: { points: 10, windowSeconds: 15 * MINUTE }, perEmail: { points: 5, windowSeconds: HOUR } },
  'email-change': { perIp: { points: 10, windowSeconds: 15 * MINUTE } },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const RATE_LIMIT_KEY = Symbol('RATE_LIMIT');

/**
 * `@UseGuards(RateLimitGuard)` + `@RateLimit(name, policy)`: routes sharing a name share their
 * counters (e.g. every route that checks a voucher code).
 */
export const RateLimit = (name: string, policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_KEY, { name, policy });
/** One of identity's own limits. */
export const RateLimited = (name: RateLimitName) => RateLimit(name, RATE_LIMITS[name]);

export class TooManyAttemptsError extends DomainError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super('rate_limited', 'too_many_attempts', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

export const emailKey = (name: string, email: string) => `${name}:email:${normalizeEmail(email)}`;

/** 429 with Retry-After once an IP, or an email address, has used up its attempts. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const limit = this.reflector.get<{ name: string; policy: RateLimitPolicy } | undefined>(RATE_LIMIT_KEY, ctx.getHandler());
    if (!limit) return true;
    const { name, policy } = limit;
    const req = ctx.switchToHttp().getRequest<Request>();
    const checks = [this.limiter.hit(`${name}:ip:${req.ip ?? 'unknown'}`, policy.perIp)];
    const email = (req.body as { email?: unknown } | undefined)?.email;
    if (policy.perEmail && typeof email === 'string' && email.trim()) checks.push(this.limiter.hit(emailKey(name, email), policy.perEmail));
    const refused = (await Promise.all(checks)).filter((v) => !v.allowed);
    if (refused.length === 0) return true;
    const retryAfter = Math.max(...refused.map((v) => v.retryAfterSeconds));
    ctx.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new TooManyAttemptsError(retryAfter);
  }
}

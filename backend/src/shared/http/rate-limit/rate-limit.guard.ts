import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../../ddd';
import { normalizeEmail } from '../../ddd/email-address';
import { RateLimiter, type RateLimitRule } from './rate-limiter';

export interface RateLimitPolicy {
  perIp: RateLimitRule;
  /** Keyed by the email in the body: slows guessing one account's password from many addresses. */
  perEmail?: RateLimitRule;
  /** What a 429 says when the email's counter (not the address's) is used up. */
  perEmailMessage?: (retryAfterSeconds: number) => string;
}

const RATE_LIMIT_KEY = Symbol('RATE_LIMIT');

/**
 * `@UseGuards(RateLimitGuard)` + `@RateLimit(name, policy)`: routes sharing a name share their
 * counters (e.g. every route that checks a voucher code).
 */
export const RateLimit = (name: string, policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_KEY, { name, policy });

/** A 429; the errors filter sends `retryAfterSeconds` as Retry-After, wherever the limit was hit. */
export class TooManyAttemptsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Please try again in ${inMinutes(retryAfterSeconds)}.`,
  ) {
    super('rate_limited', 'too_many_attempts', message);
  }
}

/** "1 minute", "14 minutes", "3 hours": how long a 429 lasts, as a person reads it. */
export function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes > 90) {
    const hours = Math.ceil(minutes / 60);
    return `${hours} hours`;
  }
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const emailKey = (name: string, email: string) => `${name}:email:${normalizeEmail(email)}`;

/** 429 with Retry-After once an IP (or an API token), or an email address, has used up its attempts. */
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
    // An API token has its own counters (a partner's server calls for many accounts from one address).
    const caller = req.apiToken ? `token:${req.apiToken.tokenId}` : `ip:${req.ip ?? 'unknown'}`;
    const email = (req.body as { email?: unknown } | undefined)?.email;
    const [byIp, byEmail] = await Promise.all([
      this.limiter.hit(`${name}:${caller}`, policy.perIp),
      policy.perEmail && typeof email === 'string' && email.trim() ? this.limiter.hit(emailKey(name, email), policy.perEmail) : null,
    ]);
    const refused = [byIp, byEmail].filter((v) => v !== null && !v.allowed);
    if (refused.length === 0) return true;
    const retryAfter = Math.max(...refused.map((v) => v!.retryAfterSeconds));
    const emailRefused = byEmail !== null && !byEmail.allowed;
    throw new TooManyAttemptsError(retryAfter, emailRefused && policy.perEmailMessage ? policy.perEmailMessage(retryAfter) : undefined);
  }
}

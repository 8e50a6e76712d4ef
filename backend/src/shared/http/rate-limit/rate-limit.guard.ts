import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { DomainError } from '../../ddd';
import { normalizeEmail } from '../../ddd/email-address';
import { RateLimiter, type RateLimitRule } from './rate-limiter';

export interface RateLimitPolicy {
  perIp: RateLimitRule;
  /** Keyed by the email in the body: slows guessing one account's password from many addresses. */
  perEmail?: RateLimitRule;
}

const RATE_LIMIT_KEY = Symbol('RATE_LIMIT');

/**
 * `@UseGuards(RateLimitGuard)` + `@RateLimit(name, policy)`: routes sharing a name share their
 * counters (e.g. every route that checks a voucher code).
 */
export const RateLimit = (name: string, policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_KEY, { name, policy });

export class TooManyAttemptsError extends DomainError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super('rate_limited', 'too_many_attempts', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
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
    const checks = [this.limiter.hit(`${name}:${caller}`, policy.perIp)];
    const email = (req.body as { email?: unknown } | undefined)?.email;
    if (policy.perEmail && typeof email === 'string' && email.trim()) checks.push(this.limiter.hit(emailKey(name, email), policy.perEmail));
    const refused = (await Promise.all(checks)).filter((v) => !v.allowed);
    if (refused.length === 0) return true;
    const retryAfter = Math.max(...refused.map((v) => v.retryAfterSeconds));
    ctx.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new TooManyAttemptsError(retryAfter);
  }
}

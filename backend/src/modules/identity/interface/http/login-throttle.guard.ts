import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { normalizeEmail } from '../../domain/email-address';
import { inMinutes, RateLimiter, TooManyAttemptsError, type RateLimitRule } from '../../../../shared/http/rate-limit';
import { DeviceCookie } from './device-cookie';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Password sign-in limits, after OWASP's guidance on lockout. Counting failures per email alone
 * let anyone lock an owner out with ten wrong passwords; instead:
 * - a browser with a device cookie for this email (it signed in here before) has its own counter;
 * - any other client is counted per IP, per (email, IP), and per email across all untrusted
 *   clients, with a ceiling high enough that only a many-address attack reaches it (and even then
 *   the owner's known browsers and the sign-in-link and reset paths, limited apart, still work).
 */
export const LOGIN_LIMITS = {
  perDevice: { points: 10, windowSeconds: FIFTEEN_MINUTES },
  perIp: { points: 50, windowSeconds: FIFTEEN_MINUTES },
  perEmailAndIp: { points: 10, windowSeconds: FIFTEEN_MINUTES },
  perEmailUntrusted: { points: 100, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitRule>;

/**
 * The password path pauses; the emailed link never does (its use is not throttled, and asking for
 * one is limited apart), so the 429 says how the owner gets in now.
 */
export const passwordSignInPaused = (retryAfterSeconds: number) =>
  `Too many sign-in attempts. Password sign-in is paused here for ${inMinutes(retryAfterSeconds)}, but you can still sign in now with a link by email: choose "No password? Get a sign-in link by email".`;

/** The counters a successful sign-in clears (its own failures no longer count). */
export function loginKeysToClear(req: Request, email: string, device: string | null): string[] {
  return device ? [`login:device:${device}`] : [`login:email-ip:${normalizeEmail(email)}|${req.ip ?? 'unknown'}`];
}

@Injectable()
export class LoginThrottleGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(DeviceCookie) private readonly devices: DeviceCookie,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const ip = req.ip ?? 'unknown';
    const rawEmail = (req.body as { email?: unknown } | undefined)?.email;
    const email = typeof rawEmail === 'string' && rawEmail.trim() ? normalizeEmail(rawEmail) : null;
    const device = email ? this.devices.trustedFor(req, email) : null;
    const checks = device
      ? [this.limiter.hit(`login:device:${device}`, LOGIN_LIMITS.perDevice)]
      : [
          this.limiter.hit(`login:ip:${ip}`, LOGIN_LIMITS.perIp),
          ...(email
            ? [this.limiter.hit(`login:email-ip:${email}|${ip}`, LOGIN_LIMITS.perEmailAndIp), this.limiter.hit(`login:email:${email}`, LOGIN_LIMITS.perEmailUntrusted)]
            : []),
        ];
    const refused = (await Promise.all(checks)).filter((v) => !v.allowed);
    (req as Request & { loginDevice?: string | null }).loginDevice = device;
    if (refused.length === 0) return true;
    const retryAfter = Math.max(...refused.map((v) => v.retryAfterSeconds));
    throw new TooManyAttemptsError(retryAfter, passwordSignInPaused(retryAfter));
  }
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { readCookie } from '../../../../shared/http/cookies';
import { normalizeEmail } from '../../domain/email-address';

export const DEVICE_COOKIE = 'boogy.device';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/**
 * OWASP's "device cookie" against lockout: a browser where an account signed in with its password
 * gets a cookie naming that account (signed with HMAC-SHA256: a random nonce and the email), so its
 * later attempts are counted apart from everyone else's and an attacker's failures never lock it out.
 */
export class DeviceCookie {
  private readonly key: Buffer;

  constructor(secret: string | undefined, private readonly secure: boolean) {
    this.key = Buffer.from(secret ?? randomBytes(32).toString('hex'));
  }

  private sign(nonce: string, email: string): string {
    return createHmac('sha256', this.key).update(`device:${nonce}:${normalizeEmail(email)}`).digest('base64url');
  }

  /** The device's nonce when this browser signed in to `email` before (a valid cookie), else null. */
  trustedFor(req: Request, email: string): string | null {
    const raw = readCookie(req, DEVICE_COOKIE);
    const dot = raw?.indexOf('.') ?? -1;
    if (!raw || dot < 0) return null;
    const nonce = raw.slice(0, dot);
    if (!NONCE.test(nonce)) return null;
    const given = Buffer.from(raw.slice(dot + 1));
    const expected = Buffer.from(this.sign(nonce, email));
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  /**
   * The browser's own nonce, whichever account its cookie names (not checked: it only ever says
   * "this browser", and a made-up one matches nobody's).
   */
  nonceIn(req: Request): string | null {
    const raw = readCookie(req, DEVICE_COOKIE);
    const nonce = raw?.slice(0, Math.max(0, raw.indexOf('.')));
    return nonce && NONCE.test(nonce) ? nonce : null;
  }

  /**
   * After a successful sign-in or sign-up: this browser is now a known device of `email`. It keeps
   * its nonce (one browser, one device, whoever signs in on it); answers that nonce.
   */
  issue(res: Response, email: string, req?: Request): string {
    const nonce = (req && this.nonceIn(req)) ?? randomBytes(16).toString('base64url');
    res.cookie(DEVICE_COOKIE, `${nonce}.${this.sign(nonce, email)}`, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/api', maxAge: ONE_YEAR_MS });
    return nonce;
  }
}

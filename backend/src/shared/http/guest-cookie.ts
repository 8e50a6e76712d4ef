import { randomBytes, randomUUID } from 'node:crypto';
import { sign, unsign } from 'cookie-signature';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { readCookie } from './cookies';

export const GUEST_COOKIE = 'boogy.guest';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The guest's identity: a random id signed with HMAC-SHA256 (cookie-signature, as express-session
 * signs its cookie), so a guest cannot pose as another guest (whose songs they would then own) by
 * editing the cookie.
 */
export class GuestCookie {
  private readonly secret: string;
  private readonly verified = new LRUCache<string, { id: string | null }>({ max: 50_000 });

  constructor(secret: string | undefined, private readonly secure: boolean) {
    // Same rule as the session: without a configured secret a per-process one keeps local runs safe.
    this.secret = `guest:${secret ?? randomBytes(32).toString('hex')}`;
  }

  /** The verified guest id of this request, or null. */
  read(req: Request): string | null {
    const raw = readCookie(req, GUEST_COOKIE);
    return raw ? this.verify(raw) : null;
  }

  /** The guest id a cookie value carries when its signature holds, or null. */
  verify(value: string): string | null {
    // Every poll carries the same cookie: its HMAC is checked once.
    const known = this.verified.get(value);
    if (known) return known.id;
    const id = unsign(value, this.secret);
    const verified = { id: id && UUID.test(id) ? id : null };
    this.verified.set(value, verified);
    return verified.id;
  }

  /** The guest id of this request, issuing a new signed cookie when there is none. */
  ensure(req: Request, res: Response): string {
    const existing = this.read(req);
    if (existing) return existing;
    const id = randomUUID();
    res.cookie(GUEST_COOKIE, sign(id, this.secret), { httpOnly: true, sameSite: 'lax', secure: this.secure, maxAge: ONE_YEAR_MS, path: '/' });
    return id;
  }

  clear(res: Response): void {
    res.clearCookie(GUEST_COOKIE, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' });
  }
}

import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

export const GUEST_COOKIE = 'boogy.guest';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The guest's identity: a random id signed with HMAC-SHA256, so a guest cannot pose as another
 * guest (whose songs they would then own) by editing the cookie.
 */
export class GuestCookie {
  private readonly key: Buffer;

  constructor(secret: string | undefined, private readonly secure: boolean) {
    // Same rule as the session: without a configured secret a per-process one keeps local runs safe.
    this.key = Buffer.from(secret ?? randomBytes(32).toString('hex'));
  }

  private sign(id: string): string {
    return createHmac('sha256', this.key).update(`guest:${id}`).digest('base64url');
  }

  /** The verified guest id of this request, or null. */
  read(req: Request): string | null {
    const raw = readCookie(req.headers.cookie, GUEST_COOKIE);
    if (!raw) return null;
    const dot = raw.indexOf('.');
    const id = raw.slice(0, dot);
    if (dot < 0 || !UUID.test(id)) return null;
    const given = Buffer.from(raw.slice(dot + 1));
    const expected = Buffer.from(this.sign(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /** The guest id of this request, issuing a new signed cookie when there is none. */
  ensure(req: Request, res: Response): string {
    const existing = this.read(req);
    if (existing) return existing;
    const id = randomUUID();
    res.cookie(GUEST_COOKIE, `${id}.${this.sign(id)}`, { httpOnly: true, sameSite: 'lax', secure: this.secure, maxAge: ONE_YEAR_MS, path: '/' });
    return id;
  }

  clear(res: Response): void {
    res.clearCookie(GUEST_COOKIE, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' });
  }
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

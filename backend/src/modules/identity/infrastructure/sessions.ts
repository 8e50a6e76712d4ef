import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { SessionRegistry } from '../application/ports/sessions.port';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

const SESSION_COOKIE = 'boogy.sid';

const promisified = (fn: (cb: (err?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve())));

/** Signing in is the shared session's own move (a guest purchase signs its new buyer in too). */
export { startSession } from '../../../shared/http/session-user';

/** Signs the current visitor out: the session row is deleted and the cookie cleared. */
export async function endSession(req: Request, res: Response): Promise<void> {
  if (req.session) await promisified((cb) => req.session.destroy(cb));
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
}

/** Signs a user out everywhere (deactivation, password reset). */
export async function endAllSessionsOf(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`delete from identity.sessions where sess->>'userId' = ?`, [userId]);
}

/** The session registry port, on identity.sessions (express-session's PostgreSQL store). */
@Injectable()
export class PgSessionRegistry implements SessionRegistry {
  constructor(private readonly ems: EntityManagers) {}

  endAllOf(userId: string): Promise<void> {
    const em = this.ems.current();
    return endAllSessionsOf(em, userId);
  }
}

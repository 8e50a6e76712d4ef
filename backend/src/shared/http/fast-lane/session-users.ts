import { unsign } from 'cookie-signature';
import type { Store } from 'express-session';
import { LRUCache } from 'lru-cache';
import type { Pool } from 'pg';

/**
 * How long this process may answer a hot read for a session it looked up, before asking the
 * session table again. It is only a backstop: an ending session is forgotten at once, in every
 * API process (the `session_ended` notification, `SessionEndings`), and nothing is kept while
 * that notification channel is down.
 */
export const SESSION_USER_TTL_MS = 2000;
const MAX_SESSIONS = 50_000;

/**
 * Who is signed in, for the fast lane: the session cookie (express-session's format, `s:` + id +
 * HMAC signature) checked against the session secret, then the session row's user. Signatures are
 * checked once per distinct cookie value and rows read at most once per TTL per session — while
 * this process hears of every session that ends (`following(true)`); until then, and whenever that
 * channel is lost, each read asks the table.
 */
export class SessionUsers {
  private readonly users: LRUCache<string, { userId: string | null }>;
  private readonly verified = new LRUCache<string, { sid: string | null }>({ max: MAX_SESSIONS });
  private readonly loading = new Map<string, Promise<string | null>>();
  private hearsEndings = false;

  constructor(
    private readonly pool: Pick<Pool, 'query'>,
    private readonly secret: string,
    ttlMs = SESSION_USER_TTL_MS,
  ) {
    this.users = new LRUCache({ max: MAX_SESSIONS, ttl: ttlMs });
  }

  /** The signed-in user of this session cookie value, or null (no such session, expired, forged). */
  async userOf(cookieValue: string): Promise<string | null> {
    const sid = this.sessionId(cookieValue);
    if (!sid) return null;
    if (!this.hearsEndings) return this.read(sid);
    const hit = this.users.get(sid);
    if (hit) return hit.userId;
    const pending = this.loading.get(sid);
    if (pending) return pending;
    // Kept only when the session did not change while it was read (forget() drops the pending read).
    const read: Promise<string | null> = this.read(sid).then(
      (userId) => {
        if (this.loading.get(sid) !== read) return userId;
        this.loading.delete(sid);
        this.users.set(sid, { userId });
        return userId;
      },
      (error: unknown) => {
        if (this.loading.get(sid) === read) this.loading.delete(sid);
        throw error;
      },
    );
    this.loading.set(sid, read);
    return read;
  }

  /** The session was saved (sign-in), regenerated or destroyed (sign-out) through this process. */
  forget(sid: string): void {
    this.users.delete(sid);
    this.loading.delete(sid);
  }

  /**
   * Whether this process now hears of every session that ends. Either way what it knew is dropped:
   * endings may have been missed before the channel opened, and are no longer heard once it closed.
   */
  following(hearsEndings: boolean): void {
    this.hearsEndings = hearsEndings;
    this.users.clear();
    this.loading.clear();
  }

  private sessionId(cookieValue: string): string | null {
    let known = this.verified.get(cookieValue);
    if (!known) {
      const sid = cookieValue.startsWith('s:') ? unsign(cookieValue.slice(2), this.secret) : false;
      known = { sid: sid || null };
      this.verified.set(cookieValue, known);
    }
    return known.sid;
  }

  private async read(sid: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ user_id: string | null }>(
      `select sess->>'userId' as user_id from identity.sessions where sid = $1 and expire >= now()`,
      [sid],
    );
    return rows[0]?.user_id ?? null;
  }
}

/** Drops a session from the fast lane's memory whenever the store saves or destroys it. */
export function forgetOnChange<S extends Store>(store: S, users: SessionUsers): S {
  const set = store.set.bind(store);
  store.set = (sid, session, callback) => {
    users.forget(sid);
    set(sid, session, (error?: unknown) => {
      users.forget(sid);
      (callback as ((error?: unknown) => void) | undefined)?.(error);
    });
  };
  const destroy = store.destroy.bind(store);
  store.destroy = (sid, callback) => {
    users.forget(sid);
    destroy(sid, (error?: unknown) => {
      users.forget(sid);
      (callback as ((error?: unknown) => void) | undefined)?.(error);
    });
  };
  return store;
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_LIFETIME_MS, type TokenPurpose } from '../domain/one-time-token';
import type { OneTimeTokens } from '../application/ports/one-time-tokens.port';
import { OneTimeToken } from './entities/one-time-token.entity';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a random link secret and stores its hash; the secret itself is only ever emailed. */
export async function issueToken(em: EntityManager, userId: string, purpose: TokenPurpose, newEmail: string | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  em.persist(
    em.create(OneTimeToken, { userId, purpose, tokenHash: sha256(token), newEmail, expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]) }),
  );
  await em.flush();
  return token;
}

/**
 * Uses a token up: one atomic update, so two requests racing with the same link cannot both win.
 * Null when the token is unknown, of another kind, expired or already used.
 */
export async function consumeToken(
  em: EntityManager,
  token: string,
  purpose: TokenPurpose | TokenPurpose[],
): Promise<{ userId: string; newEmail: string | null } | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
  const purposes = [purpose].flat();
  const rows = await em.execute<{ user_id: string; new_email: string | null }[]>(
    `update identity.one_time_tokens set used_at = now()
      where token_hash = ? and purpose in (${placeholders(purposes)}) and used_at is null and expires_at > now()
      returning user_id, new_email`,
    [sha256(token), ...purposes],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}

/** The user a still-usable token is for, without using it up (the page that asks before signing in). */
export async function peekToken(em: EntityManager, token: string, purposes: TokenPurpose[]): Promise<{ userId: string; purpose: TokenPurpose } | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
  const rows = await em.execute<{ user_id: string; purpose: TokenPurpose }[]>(
    `select user_id, purpose from identity.one_time_tokens
      where token_hash = ? and purpose in (${placeholders(purposes)}) and used_at is null and expires_at > now()`,
    [sha256(token), ...purposes],
  );
  return rows[0] ? { userId: rows[0].user_id, purpose: rows[0].purpose } : null;
}

/**
 * Retires a user's outstanding tokens of one kind (a newer link replaces older ones). A token another
 * transaction is using up right now is skipped, not waited for: that transaction retires it anyway,
 * and waiting would deadlock links of one account opened at once (each holds its own token).
 */
export async function revokeTokens(em: EntityManager, userId: string, purpose: TokenPurpose): Promise<void> {
  await em.execute(
    `update identity.one_time_tokens set used_at = now()
      where id in (select id from identity.one_time_tokens where user_id = ? and purpose = ? and used_at is null for update skip locked)`,
    [userId, purpose],
  );
}

/** Deletes tokens that can no longer be used (expired or used more than a day ago). */
export async function pruneTokens(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `delete from identity.one_time_tokens where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day' returning id`,
  );
  return rows.length;
}

/** The one-time tokens port, on identity.one_time_tokens. */
@Injectable()
export class SqlOneTimeTokens implements OneTimeTokens {
  constructor(private readonly ems: EntityManagers) {}

  issue(userId: string, purpose: TokenPurpose, newEmail: string | null = null): Promise<string> {
    const em = this.ems.current();
    return issueToken(em, userId, purpose, newEmail);
  }

  consume(token: string, purpose: TokenPurpose | TokenPurpose[]): Promise<{ userId: string; newEmail: string | null } | null> {
    const em = this.ems.current();
    return consumeToken(em, token, purpose);
  }

  peek(token: string, purposes: TokenPurpose[]): Promise<{ userId: string; purpose: TokenPurpose } | null> {
    const em = this.ems.current();
    return peekToken(em, token, purposes);
  }

  revoke(userId: string, purpose: TokenPurpose): Promise<void> {
    const em = this.ems.current();
    return revokeTokens(em, userId, purpose);
  }

  prune(): Promise<number> {
    const em = this.ems.current();
    return pruneTokens(em);
  }
}

import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { IDEMPOTENCY_KEY_RETENTION_HOURS, type IdempotencyClaim, type IdempotencyStore } from '../../../shared/http/idempotency';

/** Rows deleted per statement by the prune, so no delete holds locks for long. */
const PRUNE_BATCH = 5_000;

/**
 * One row per key: the insert decides who runs (the primary key settles a race). A key is kept
 * IDEMPOTENCY_KEY_RETENTION_HOURS; one left running by a crash may be taken again after 5 minutes.
 */
@Injectable()
export class SqlIdempotencyStore implements IdempotencyStore {
  constructor(private readonly orm: MikroORM) {}

  async claim(scopeKey: string, fingerprint: string): Promise<IdempotencyClaim> {
    const em = this.orm.em.fork();
    const claimed = await em.execute<{ scope_key: string }[]>(
      `insert into integrations.idempotency_keys (scope_key, fingerprint) values (?, ?)
       on conflict (scope_key) do update set fingerprint = excluded.fingerprint, status = null, body = null, created_at = now()
         where idempotency_keys.created_at < now() - make_interval(hours => ?)
            or (idempotency_keys.status is null and idempotency_keys.created_at < now() - interval '5 minutes')
       returning scope_key`,
      [scopeKey, fingerprint, IDEMPOTENCY_KEY_RETENTION_HOURS],
    );
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row] = await em.execute<{ fingerprint: string; status: number | null; body: unknown }[]>('select fingerprint, status, body from integrations.idempotency_keys where scope_key = ?', [scopeKey]);
    if (!row) return this.claim(scopeKey, fingerprint);
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status === null) return { kind: 'running' };
    return { kind: 'done', status: row.status, body: row.body };
  }

  async complete(scopeKey: string, status: number, body: unknown): Promise<void> {
    await this.orm.em.fork().execute('update integrations.idempotency_keys set status = ?, body = ?::jsonb where scope_key = ?', [status, JSON.stringify(body ?? null), scopeKey]);
  }

  async release(scopeKey: string): Promise<void> {
    await this.orm.em.fork().execute('delete from integrations.idempotency_keys where scope_key = ? and status is null', [scopeKey]);
  }

  async pruneExpired(): Promise<number> {
    const em = this.orm.em.fork();
    let total = 0;
    for (;;) {
      const deleted = await em.execute<{ scope_key: string }[]>(
        `delete from integrations.idempotency_keys where scope_key in (
           select scope_key from integrations.idempotency_keys where created_at < now() - make_interval(hours => ?) limit ?)
         returning scope_key`,
        [IDEMPOTENCY_KEY_RETENTION_HOURS, PRUNE_BATCH],
      );
      total += deleted.length;
      if (deleted.length < PRUNE_BATCH) return total;
    }
  }
}

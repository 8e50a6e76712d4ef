import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';

export interface RateLimitRule {
  /** Allowed hits per window. */
  points: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

const keyOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Fixed-window counters in PostgreSQL (platform.rate_limit_buckets): one atomic upsert per hit, so
 * the limits hold across any number of app instances. Kept over rate-limiter-flexible's Postgres
 * store (docs/adr/0009): that one wants its own pg pool beside the ORM's and manages its own table.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly em: EntityManager) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitVerdict> {
    const rows = await this.em.fork().execute<{ hits: number; seconds_left: number }[]>(
      `insert into platform.rate_limit_buckets (key, hits, resets_at) values (?, 1, now() + make_interval(secs => ?))
       on conflict (key) do update set
         hits = case when rate_limit_buckets.resets_at <= now() then 1 else rate_limit_buckets.hits + 1 end,
         resets_at = case when rate_limit_buckets.resets_at <= now() then excluded.resets_at else rate_limit_buckets.resets_at end
       returning hits, extract(epoch from (resets_at - now()))::float8 as seconds_left`,
      [keyOf(key), rule.windowSeconds],
    );
    const { hits, seconds_left } = rows[0]!;
    return { allowed: hits <= rule.points, retryAfterSeconds: Math.max(1, Math.ceil(seconds_left)) };
  }

  /** Forgets a key (after a successful sign-in, its failed attempts no longer count). */
  async reset(key: string): Promise<void> {
    await this.em.fork().execute('delete from platform.rate_limit_buckets where key = ?', [keyOf(key)]);
  }

  async prune(): Promise<void> {
    await this.em.fork().execute('delete from platform.rate_limit_buckets where resets_at < now()');
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Rate limiting is the shared kernel's (every context limits its own endpoints): its table leaves identity's schema. */
export class Migration20261122150300PlatformRateLimits extends Migration {
  override up(): void {
    this.addSql(`create schema if not exists "platform";`);
    this.addSql(`alter table "identity"."rate_limit_buckets" set schema "platform";`);
  }

  override down(): void {
    this.addSql(`alter table "platform"."rate_limit_buckets" set schema "identity";`);
  }
}

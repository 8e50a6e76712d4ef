import { Migration } from '@mikro-orm/migrations';

/**
 * The scheduled release of stale voucher claims looks for open orders (status 'created') whose
 * capture claimed a voucher, per provider, oldest first: a partial index keeps that scan to the few
 * such orders instead of every order ever made.
 */
export class Migration20261122110100OrdersStaleVoucherClaimsIndex extends Migration {
  override up(): void {
    this.addSql(
      `create index "orders_stale_voucher_claims_idx" on "checkout"."orders" ("provider", "updated_at") where "status" = 'created' and "voucher_claimed" and "voucher_id" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "checkout"."orders_stale_voucher_claims_idx";`);
  }
}

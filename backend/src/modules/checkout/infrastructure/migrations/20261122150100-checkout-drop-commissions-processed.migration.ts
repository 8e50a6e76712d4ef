import { Migration } from '@mikro-orm/migrations';

/** Commissions are exactly-once through affiliate's own ledger (one row per payment and layer), not a flag on the payment. */
export class Migration20261122150100CheckoutDropCommissionsProcessed extends Migration {
  override up(): void {
    this.addSql(`alter table "checkout"."payments" drop column if exists "commissions_processed";`);
  }

  override down(): void {
    this.addSql(`alter table "checkout"."payments" add column "commissions_processed" boolean not null default false;`);
  }
}

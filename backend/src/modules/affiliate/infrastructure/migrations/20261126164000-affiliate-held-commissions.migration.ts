import { Migration } from '@mikro-orm/migrations';

/**
 * Commissions held for an admin's review: a buyer and their referrer share a device, a payout email
 * or a sign-up address (30 days). A held commission says why.
 */
export class Migration20261126164000AffiliateHeldCommissions extends Migration {
  override up(): void {
    this.addSql(`alter table "affiliate"."affiliate_commissions" add column "held_reasons" jsonb null;`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" drop constraint "affiliate_commissions_status_check";`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" add constraint "affiliate_commissions_status_check" check (status in ('pending', 'mature', 'in_payout', 'paid', 'voided', 'held'));`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" add constraint "affiliate_commissions_held_reasons_check" check (status <> 'held' or held_reasons is not null);`);
    this.addSql(`create index "affiliate_commissions_held_idx" on "affiliate"."affiliate_commissions" ("created_at") where "status" = 'held';`);
  }

  override down(): void {
    this.addSql(`drop index if exists "affiliate"."affiliate_commissions_held_idx";`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" drop constraint if exists "affiliate_commissions_held_reasons_check";`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" drop constraint "affiliate_commissions_status_check";`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" add constraint "affiliate_commissions_status_check" check (status in ('pending', 'mature', 'in_payout', 'paid', 'voided'));`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" drop column "held_reasons";`);
  }
}

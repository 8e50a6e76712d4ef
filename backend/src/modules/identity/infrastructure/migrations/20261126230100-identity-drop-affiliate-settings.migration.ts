import { Migration } from '@mikro-orm/migrations';

/** The personalised slug, the payout threshold and the payout email now live in affiliate.affiliate_profiles (copied by the migration before this one). */
export class Migration20261126230100IdentityDropAffiliateSettings extends Migration {
  override up(): void {
    this.addSql(`alter table "identity"."users" drop constraint if exists "users_personalized_slug_unique";`);
    this.addSql(`alter table "identity"."users" drop column "personalized_slug", drop column "minimum_payout_threshold", drop column "paypal_email";`);
  }

  override down(): void {
    this.addSql(`alter table "identity"."users" add column "personalized_slug" text null, add column "minimum_payout_threshold" int not null default 2500, add column "paypal_email" text null;`);
    this.addSql(`alter table "identity"."users" add constraint "users_personalized_slug_unique" unique ("personalized_slug");`);
    this.addSql(`update "identity"."users" u set "personalized_slug" = p."personalized_slug", "minimum_payout_threshold" = p."minimum_payout_threshold", "paypal_email" = p."paypal_email"
      from "affiliate"."affiliate_profiles" p where p."user_id" = u."id";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Affiliate's own settings leave identity.users: the personalised slug, the payout threshold and the
 * payout email move to affiliate.affiliate_profiles (copied here; identity's migration after this one drops the columns).
 */
export class Migration20261126230000AffiliateProfiles extends Migration {
  override up(): void {
    this.addSql(`create table "affiliate"."affiliate_profiles" (
      "user_id" uuid not null primary key,
      "personalized_slug" text null,
      "minimum_payout_threshold" int not null default 2500,
      "paypal_email" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "affiliate"."affiliate_profiles" add constraint "affiliate_profiles_personalized_slug_unique" unique ("personalized_slug");`);
    this.addSql(`insert into "affiliate"."affiliate_profiles" ("user_id", "personalized_slug", "minimum_payout_threshold", "paypal_email")
      select "id", "personalized_slug", "minimum_payout_threshold", "paypal_email" from "identity"."users"
       where "personalized_slug" is not null or "minimum_payout_threshold" <> 2500 or "paypal_email" is not null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "affiliate"."affiliate_profiles";`);
  }
}

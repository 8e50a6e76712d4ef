import { Migration } from '@mikro-orm/migrations';

/**
 * Referral codes and "referred by" leave identity.users for affiliate.referral_codes (copied here,
 * one row per account; identity's migration after this one drops the columns).
 */
export class Migration20261127060000AffiliateReferralCodes extends Migration {
  override up(): void {
    this.addSql(`create table "affiliate"."referral_codes" (
      "user_id" uuid not null primary key,
      "code" text not null,
      "referred_by" uuid null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "affiliate"."referral_codes" add constraint "referral_codes_code_unique" unique ("code");`);
    this.addSql(`insert into "affiliate"."referral_codes" ("user_id", "code", "referred_by", "created_at")
      select "id", "referral_code", "referred_by", "created_at" from "identity"."users";`);
  }

  override down(): void {
    this.addSql(`drop table if exists "affiliate"."referral_codes";`);
  }
}

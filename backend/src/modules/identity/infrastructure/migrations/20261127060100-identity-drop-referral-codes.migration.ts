import { Migration } from '@mikro-orm/migrations';

/** Referral codes and "referred by" now live in affiliate.referral_codes (copied by the migration before this one). */
export class Migration20261127060100IdentityDropReferralCodes extends Migration {
  override up(): void {
    this.addSql(`alter table "identity"."users" drop constraint if exists "users_referral_code_unique";`);
    this.addSql(`alter table "identity"."users" drop column "referral_code", drop column "referred_by";`);
  }

  override down(): void {
    this.addSql(`alter table "identity"."users" add column "referral_code" text null, add column "referred_by" uuid null;`);
    this.addSql(`update "identity"."users" u set "referral_code" = r."code", "referred_by" = r."referred_by"
      from "affiliate"."referral_codes" r where r."user_id" = u."id";`);
    this.addSql(`alter table "identity"."users" alter column "referral_code" set not null;`);
    this.addSql(`alter table "identity"."users" add constraint "users_referral_code_unique" unique ("referral_code");`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** A referral counts once per person: the referred mailbox, unique (older referrals keep null). */
export class Migration20261126162000AffiliateReferralPerson extends Migration {
  override up(): void {
    this.addSql(`alter table "affiliate"."referrals" add column "referred_person" text null;`);
    this.addSql(`create unique index "referrals_referred_person_unique" on "affiliate"."referrals" ("referred_person") where "referred_person" is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "affiliate"."referrals_referred_person_unique";`);
    this.addSql(`alter table "affiliate"."referrals" drop column if exists "referred_person";`);
  }
}

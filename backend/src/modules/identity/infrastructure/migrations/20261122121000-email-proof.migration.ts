import { Migration } from '@mikro-orm/migrations';

/**
 * When each account's email was proved by an emailed link. Existing accounts start unproved: their
 * owners prove the address the next time they use a sign-in or reset link.
 */
export class Migration20261122121000EmailProof extends Migration {
  override up(): void {
    this.addSql(`alter table "identity"."users" add column "email_verified_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "identity"."users" drop column "email_verified_at";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Device nonces and sign-up addresses per account (hashed), to tell a self-referral from a friend's purchase. */
export class Migration20261126163000IdentityAccountTraces extends Migration {
  override up(): void {
    this.addSql(`create table "identity"."account_traces" (
      "user_id" uuid not null,
      "kind" text not null,
      "value_hash" text not null,
      "first_seen_at" timestamptz not null default now(),
      "last_seen_at" timestamptz not null default now(),
      constraint "account_traces_pkey" primary key ("user_id", "kind", "value_hash"),
      constraint "account_traces_kind_check" check (kind in ('device', 'signup_address'))
    );`);
    this.addSql(`create index "account_traces_value_idx" on "identity"."account_traces" ("kind", "value_hash");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "identity"."account_traces";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** The sample-credit ledger and the balance it sums to. */
export class Migration20261122100000CreditLedger extends Migration {
  override up(): void {
    this.addSql(`create table "checkout"."credit_entries" (
      "id" uuid not null primary key,
      "user_id" uuid not null,
      "delta" int not null,
      "reason" text not null,
      "idempotency_key" text not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "checkout"."credit_entries" add constraint "credit_entries_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "credit_entries_user_id_idx" on "checkout"."credit_entries" ("user_id");`);
    this.addSql(`create table "checkout"."credit_balances" (
      "user_id" uuid not null primary key,
      "balance" int not null default 0,
      "updated_at" timestamptz not null default now(),
      constraint "credit_balances_balance_check" check (balance >= 0)
    );`);
  }
}

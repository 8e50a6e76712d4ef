import { Migration } from '@mikro-orm/migrations';

/** The local mailbox that stands in for SMTP on a laptop and in tests. */
export class Migration20261122100100Mailbox extends Migration {
  override up(): void {
    this.addSql(`create table "notifications"."mailbox" (
      "id" uuid not null primary key,
      "from" text not null,
      "to" text not null,
      "subject" text not null,
      "text" text not null,
      "html" text not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "mailbox_created_at_idx" on "notifications"."mailbox" ("created_at");`);
  }
}

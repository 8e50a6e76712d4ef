import { Migration } from '@mikro-orm/migrations';

/** The admin context's only table: its audit log (docs/adr/0005-admin-audit-log.md). */
export class Migration20261122150100AdminAuditLog extends Migration {
  override up(): void {
    this.addSql(`create schema if not exists "admin";`);
    this.addSql(`create table "admin"."audit_log" (
      "id" uuid not null primary key,
      "admin_user_id" uuid not null,
      "admin_email" text null,
      "action" text not null,
      "method" text not null,
      "path" text not null,
      "target_id" text null,
      "details" jsonb not null,
      "outcome_status" smallint not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "audit_log_created_idx" on "admin"."audit_log" ("created_at");`);
  }
}

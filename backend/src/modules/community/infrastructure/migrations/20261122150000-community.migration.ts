import { Migration } from '@mikro-orm/migrations';

/** Suggestions, their votes (one per suggestion per user, email and IP, enforced here) and support messages. */
export class Migration20261122150000Community extends Migration {
  override up(): void {
    this.addSql(`create schema if not exists "community";`);
    this.addSql(`create table "community"."suggestions" (
      "id" uuid not null primary key,
      "title" text not null,
      "description" text not null,
      "submitter_name" text null,
      "submitter_email" text null,
      "user_id" uuid null,
      "votes" int not null default 0,
      "status" text not null default 'pending',
      "admin_notes" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "suggestions_votes_check" check (votes >= 0),
      constraint "suggestions_status_check" check (status in ('pending', 'under_review', 'completed', 'rejected'))
    );`);
    this.addSql(`create index "suggestions_votes_idx" on "community"."suggestions" ("votes", "created_at");`);
    this.addSql(`create table "community"."suggestion_votes" (
      "id" uuid not null primary key,
      "suggestion_id" uuid not null,
      "user_id" uuid null,
      "voter_email" text null,
      "ip_address" text not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "suggestion_votes_user_unique" on "community"."suggestion_votes" ("suggestion_id", "user_id") where "user_id" is not null;`);
    this.addSql(`create unique index "suggestion_votes_email_unique" on "community"."suggestion_votes" ("suggestion_id", "voter_email") where "voter_email" is not null;`);
    this.addSql(`create unique index "suggestion_votes_ip_unique" on "community"."suggestion_votes" ("suggestion_id", "ip_address");`);
    this.addSql(`create table "community"."support_messages" (
      "id" uuid not null primary key,
      "name" text not null,
      "email" text not null,
      "subject" text not null,
      "message" text not null,
      "user_id" uuid null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "support_messages_created_idx" on "community"."support_messages" ("created_at");`);
  }
}

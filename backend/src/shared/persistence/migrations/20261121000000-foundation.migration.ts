import { Migration } from '@mikro-orm/migrations';

/** One PostgreSQL schema per bounded context, the messaging tables and the session store. */
export class Migration20261121000000Foundation extends Migration {
  override up(): void {
    for (const schema of ['identity', 'catalog', 'checkout', 'social', 'affiliate', 'community', 'messaging', 'notifications']) {
      this.addSql(`create schema if not exists "${schema}";`);
    }
    this.addSql(`create table "messaging"."outbox_messages" (
      "id" uuid not null primary key,
      "type" text not null,
      "payload" jsonb not null,
      "occurred_at" timestamptz not null default now(),
      "published_at" timestamptz null
    );`);
    this.addSql(`create index "outbox_messages_unpublished_idx" on "messaging"."outbox_messages" ("occurred_at") where "published_at" is null;`);
    this.addSql(`create table "messaging"."inbox_messages" (
      "message_id" uuid not null,
      "handler" text not null,
      "processed_at" timestamptz not null default now(),
      primary key ("message_id", "handler")
    );`);
    // connect-pg-simple's table: kept out of the ORM's diff by schemaGenerator.skipTables.
    this.addSql(`create table "identity"."sessions" (
      "sid" varchar not null primary key,
      "sess" json not null,
      "expire" timestamp(6) not null
    );`);
    this.addSql(`create index "sessions_expire_idx" on "identity"."sessions" ("expire");`);
  }
}

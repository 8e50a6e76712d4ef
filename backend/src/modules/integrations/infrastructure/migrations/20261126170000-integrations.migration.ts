import { Migration } from '@mikro-orm/migrations';

/** API tokens (only their hashes), webhooks and their deliveries (one per webhook per fact, enforced here), idempotency keys' first answers. */
export class Migration20261126170000Integrations extends Migration {
  override up(): void {
    this.addSql(`create schema if not exists "integrations";`);
    this.addSql(`create table "integrations"."api_tokens" (
      "id" uuid not null primary key,
      "user_id" uuid not null,
      "name" text not null,
      "token_hash" text not null,
      "token_hint" text not null,
      "scopes" text[] not null,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz null,
      "expires_at" timestamptz null,
      "revoked_at" timestamptz null,
      constraint "api_tokens_name_check" check (char_length(name) <= 100)
    );`);
    this.addSql(`create unique index "api_tokens_hash_unique" on "integrations"."api_tokens" ("token_hash");`);
    this.addSql(`create index "api_tokens_user_idx" on "integrations"."api_tokens" ("user_id", "created_at");`);
    this.addSql(`create table "integrations"."webhooks" (
      "id" uuid not null primary key,
      "user_id" uuid not null,
      "url" text not null,
      "events" text[] not null,
      "secret" text not null,
      "created_at" timestamptz not null default now(),
      "deleted_at" timestamptz null
    );`);
    this.addSql(`create index "webhooks_user_idx" on "integrations"."webhooks" ("user_id", "created_at");`);
    this.addSql(`create table "integrations"."webhook_deliveries" (
      "id" uuid not null primary key,
      "webhook_id" uuid not null,
      "event_id" uuid not null,
      "event_type" text not null,
      "event_key" text not null,
      "body" text not null,
      "status" text not null default 'pending',
      "attempts" int not null default 0,
      "last_status_code" int null,
      "last_error" text null,
      "next_attempt_at" timestamptz null,
      "delivered_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "webhook_deliveries_status_check" check (status in ('pending', 'delivered', 'failed'))
    );`);
    this.addSql(`create unique index "webhook_deliveries_event_unique" on "integrations"."webhook_deliveries" ("webhook_id", "event_key");`);
    this.addSql(`create index "webhook_deliveries_webhook_idx" on "integrations"."webhook_deliveries" ("webhook_id", "created_at");`);
    this.addSql(`create table "integrations"."idempotency_keys" (
      "scope_key" text not null primary key,
      "fingerprint" text not null,
      "status" int null,
      "body" jsonb null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "idempotency_keys_created_idx" on "integrations"."idempotency_keys" ("created_at");`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Users, their emailed one-time tokens, and the rate-limit buckets of the sign-in endpoints. */
export class Migration20261122100200Identity extends Migration {
  override up(): void {
    this.addSql(`create table "identity"."users" (
      "id" uuid not null primary key,
      "email" text not null,
      "password_hash" text null,
      "first_name" text null,
      "last_name" text null,
      "stripe_customer_id" text null,
      "paypal_email" text null,
      "preferred_currency" text not null default 'USD',
      "pending_email" text null,
      "is_admin" boolean not null default false,
      "is_active" boolean not null default true,
      "referral_code" text not null,
      "personalized_slug" text null,
      "referred_by" uuid null,
      "minimum_payout_threshold" int not null default 2500,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "deactivated_at" timestamptz null
    );`);
    this.addSql(`alter table "identity"."users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "identity"."users" add constraint "users_referral_code_unique" unique ("referral_code");`);
    this.addSql(`alter table "identity"."users" add constraint "users_personalized_slug_unique" unique ("personalized_slug");`);

    this.addSql(`create table "identity"."one_time_tokens" (
      "id" uuid not null primary key,
      "user_id" uuid not null,
      "purpose" text not null,
      "token_hash" text not null,
      "new_email" text null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "identity"."one_time_tokens" add constraint "one_time_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "one_time_tokens_user_id_idx" on "identity"."one_time_tokens" ("user_id");`);

    this.addSql(`create table "identity"."rate_limit_buckets" (
      "key" text not null primary key,
      "hits" int not null,
      "resets_at" timestamptz not null
    );`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Friend requests, friendships, friend shares, public share links and invitations. */
export class Migration20261122140000Social extends Migration {
  override up(): void {
    this.addSql(`create table "social"."friend_requests" (
      "id" uuid not null primary key,
      "sender_id" uuid not null,
      "receiver_id" uuid not null,
      "status" text not null default 'pending',
      "message" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "friend_requests_not_self_check" check (sender_id <> receiver_id)
    );`);
    this.addSql(`create index "friend_requests_receiver_idx" on "social"."friend_requests" ("receiver_id", "status");`);
    this.addSql(`create index "friend_requests_sender_idx" on "social"."friend_requests" ("sender_id", "status");`);
    this.addSql(`create unique index "friend_requests_pending_pair_unique" on "social"."friend_requests" (least("sender_id", "receiver_id"), greatest("sender_id", "receiver_id")) where "status" = 'pending';`);

    this.addSql(`create table "social"."friendships" (
      "id" uuid not null primary key,
      "user_id" uuid not null,
      "friend_id" uuid not null,
      "created_at" timestamptz not null default now(),
      constraint "friendships_not_self_check" check (user_id <> friend_id)
    );`);
    this.addSql(`alter table "social"."friendships" add constraint "friendships_pair_unique" unique ("user_id", "friend_id");`);
    this.addSql(`create index "friendships_friend_idx" on "social"."friendships" ("friend_id");`);

    this.addSql(`create table "social"."friend_shares" (
      "id" uuid not null primary key,
      "song_id" uuid not null,
      "shared_by_user_id" uuid not null,
      "shared_with_user_id" uuid not null,
      "share_type" text not null,
      "message" text null,
      "is_read" boolean not null default false,
      "created_at" timestamptz not null default now(),
      constraint "friend_shares_type_check" check (share_type in ('full', 'preview'))
    );`);
    this.addSql(`create index "friend_shares_recipient_idx" on "social"."friend_shares" ("shared_with_user_id", "created_at");`);
    this.addSql(`create index "friend_shares_song_recipient_idx" on "social"."friend_shares" ("song_id", "shared_with_user_id");`);

    this.addSql(`create table "social"."shares" (
      "id" uuid not null primary key,
      "song_id" uuid not null,
      "shared_by_user_id" uuid not null,
      "share_type" text not null,
      "expires_at" timestamptz not null,
      "first_reminder_sent" timestamptz null,
      "final_warning_sent" timestamptz null,
      "is_active" boolean not null default true,
      "created_at" timestamptz not null default now(),
      constraint "shares_type_check" check (share_type in ('full', 'preview'))
    );`);
    this.addSql(`create index "shares_song_idx" on "social"."shares" ("song_id");`);
    this.addSql(`create index "shares_active_expiry_idx" on "social"."shares" ("expires_at") where "is_active" = true;`);

    this.addSql(`create table "social"."invitations" (
      "id" uuid not null primary key,
      "sender_user_id" uuid not null,
      "recipient_email" text not null,
      "referral_code" text not null,
      "mode" text not null default 'friend',
      "reminders_sent" smallint not null default 0,
      "first_reminder_sent" timestamptz null,
      "second_reminder_sent" timestamptz null,
      "third_reminder_sent" timestamptz null,
      "status" text not null default 'pending',
      "joined_user_id" uuid null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "social"."invitations" add constraint "invitations_sender_recipient_unique" unique ("sender_user_id", "recipient_email");`);
    this.addSql(`create index "invitations_recipient_idx" on "social"."invitations" ("recipient_email");`);
    this.addSql(`create index "invitations_pending_idx" on "social"."invitations" ("created_at") where "status" = 'pending';`);
  }
}

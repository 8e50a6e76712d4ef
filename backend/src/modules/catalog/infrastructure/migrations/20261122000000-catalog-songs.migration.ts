import { Migration } from '@mikro-orm/migrations';

/** Songs, their rendered tracks and the guests' spent free samples (schema catalog). */
export class Migration20261122000000CatalogSongs extends Migration {
  override up(): void {
    this.addSql(`create table "catalog"."songs" (
      "id" uuid not null primary key,
      "user_id" uuid null,
      "guest_id" uuid null,
      "title" text not null,
      "names" text[] not null,
      "lyrics" text not null,
      "dance_moves" jsonb null,
      "style" text not null default 'hip-hop',
      "vocal_gender" text not null default 'male',
      "is_birthday" boolean not null default false,
      "birthday_person" text null,
      "is_wedding" boolean not null default false,
      "bride" text null,
      "groom" text null,
      "task_id" uuid null,
      "status" text not null default 'pending',
      "progress" smallint not null default 0,
      "failure_reason" text null,
      "tempolor_track_id" text null,
      "audio_url" text null,
      "preview_url" text null,
      "all_tracks" jsonb null,
      "stored_audio_path" text null,
      "stored_preview_path" text null,
      "image_url" text null,
      "video_url" text null,
      "video_expires_at" timestamptz null,
      "timestamped_lyrics" jsonb null,
      "is_paid" boolean not null default false,
      "payment_id" uuid null,
      "expires_at" timestamptz null,
      "is_shared" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "songs_user_idx" on "catalog"."songs" ("user_id", "created_at");`);
    this.addSql(`create index "songs_guest_idx" on "catalog"."songs" ("guest_id");`);
    this.addSql(`create index "songs_task_idx" on "catalog"."songs" ("task_id");`);
    this.addSql(`create index "songs_unpaid_expiry_idx" on "catalog"."songs" ("expires_at") where "is_paid" = false;`);

    this.addSql(`create table "catalog"."tracks" (
      "id" uuid not null primary key,
      "song_id" uuid not null,
      "version" smallint not null,
      "title" text not null,
      "audio_key" text null,
      "preview_key" text not null,
      "cover_key" text null,
      "duration_sec" real null,
      "preview_duration_sec" real not null,
      "timestamped_lyrics" jsonb null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "catalog"."tracks" add constraint "tracks_song_version_unique" unique ("song_id", "version");`);
    this.addSql(`create index "tracks_song_idx" on "catalog"."tracks" ("song_id");`);

    this.addSql(`create table "catalog"."guest_samples" (
      "id" uuid not null primary key,
      "guest_id" uuid not null,
      "ip_address" text not null,
      "song_id" uuid not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "guest_samples_guest_idx" on "catalog"."guest_samples" ("guest_id");`);
    this.addSql(`create index "guest_samples_ip_idx" on "catalog"."guest_samples" ("ip_address", "created_at");`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Songs' karaoke videos: one row per song and kind (preview, full), which keeps a video to one render. */
export class Migration20261126190000CatalogSongVideos extends Migration {
  override up(): void {
    this.addSql(`create table "catalog"."song_videos" (
      "id" uuid not null primary key,
      "song_id" uuid not null,
      "kind" text not null,
      "status" text not null default 'rendering',
      "progress" smallint not null default 0,
      "job_id" uuid not null,
      "media_key" text null,
      "duration_sec" real null,
      "bytes" int null,
      "failure_reason" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "catalog"."song_videos" add constraint "song_videos_song_kind_unique" unique ("song_id", "kind");`);
    this.addSql(`create index "song_videos_song_idx" on "catalog"."song_videos" ("song_id");`);
  }

  override down(): void {
    this.addSql(`drop table "catalog"."song_videos";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Each version of a song (track 1 or 2) has its own videos: one row per song, kind and track. */
export class Migration20261126230000CatalogSongVideoTracks extends Migration {
  override up(): void {
    this.addSql(`alter table "catalog"."song_videos" add column "track" smallint not null default 1;`);
    this.addSql(`alter table "catalog"."song_videos" drop constraint "song_videos_song_kind_unique";`);
    this.addSql(`alter table "catalog"."song_videos" add constraint "song_videos_song_kind_track_unique" unique ("song_id", "kind", "track");`);
  }

  override down(): void {
    this.addSql(`delete from "catalog"."song_videos" where "track" <> 1;`);
    this.addSql(`alter table "catalog"."song_videos" drop constraint "song_videos_song_kind_track_unique";`);
    this.addSql(`alter table "catalog"."song_videos" add constraint "song_videos_song_kind_unique" unique ("song_id", "kind");`);
    this.addSql(`alter table "catalog"."song_videos" drop column "track";`);
  }
}

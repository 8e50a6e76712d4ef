import { Migration } from '@mikro-orm/migrations';

/**
 * Song columns nothing reads: media locations, karaoke timings and the provider's track id
 * live on `catalog.tracks`, one row per version; the video columns belonged to a feature never built.
 */
const DEAD = ['tempolor_track_id', 'audio_url', 'preview_url', 'all_tracks', 'stored_audio_path', 'stored_preview_path', 'image_url', 'video_url', 'video_expires_at', 'timestamped_lyrics'];

export class Migration20261122150000CatalogDropDeadSongColumns extends Migration {
  override up(): void {
    this.addSql(`alter table "catalog"."songs" ${DEAD.map((c) => `drop column if exists "${c}"`).join(', ')};`);
  }

  override down(): void {
    this.addSql(`alter table "catalog"."songs" add column "tempolor_track_id" text null, add column "audio_url" text null, add column "preview_url" text null, add column "all_tracks" jsonb null, add column "stored_audio_path" text null, add column "stored_preview_path" text null, add column "image_url" text null, add column "video_url" text null, add column "video_expires_at" timestamptz null, add column "timestamped_lyrics" jsonb null;`);
  }
}

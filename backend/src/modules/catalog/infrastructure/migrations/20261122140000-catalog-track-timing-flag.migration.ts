import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a track has karaoke timings, as a column: song lists need only this yes/no, and reading
 * it from the timings themselves meant loading (or at least de-TOASTing) ~30 KB of JSON per track.
 */
export class Migration20261122140000CatalogTrackTimingFlag extends Migration {
  override up(): void {
    this.addSql(`alter table "catalog"."tracks" add column "has_timestamped_lyrics" boolean not null default false;`);
    this.addSql(`update "catalog"."tracks" set "has_timestamped_lyrics" = true where coalesce(jsonb_array_length("timestamped_lyrics"), 0) > 0;`);
  }

  override down(): void {
    this.addSql(`alter table "catalog"."tracks" drop column "has_timestamped_lyrics";`);
  }
}

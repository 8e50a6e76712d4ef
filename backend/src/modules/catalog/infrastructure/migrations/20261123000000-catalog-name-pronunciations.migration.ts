import { Migration } from '@mikro-orm/migrations';

/** The user's "sounds like" spellings of a song's names (sung by the voice, never shown). */
export class Migration20261123000000CatalogNamePronunciations extends Migration {
  override up(): void {
    this.addSql(`alter table "catalog"."songs" add column "pronunciations" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "catalog"."songs" drop column "pronunciations";`);
  }
}

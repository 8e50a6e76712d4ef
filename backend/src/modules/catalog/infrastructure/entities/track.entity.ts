import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { StoredTimedLine } from './song.entity';

/**
 * One rendered version of a song ("Song 1", "Song 2"). Files live in media storage under the keys
 * below; the full file appears after the preview, so `audioKey` may still be null.
 */
@Entity({ schema: 'catalog', tableName: 'tracks' })
@Unique({ name: 'tracks_song_version_unique', properties: ['songId', 'version'] })
@Index({ name: 'tracks_song_idx', properties: ['songId'] })
export class Track {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) songId!: string;
  @Property({ type: 'smallint' }) version!: number;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'text', nullable: true }) audioKey: string | null = null;
  @Property({ type: 'text' }) previewKey!: string;
  @Property({ type: 'text', nullable: true }) coverKey: string | null = null;
  @Property({ type: 'real', nullable: true }) durationSec: number | null = null;
  @Property({ type: 'real' }) previewDurationSec!: number;
  @Property({ type: 'json', nullable: true }) timestampedLyrics: StoredTimedLine[] | null = null;

  /** Set with the timings: lists read this flag, never the timings (fetched when karaoke opens). */
  @Property({ type: 'boolean', default: false }) hasTimestampedLyrics: boolean & Opt = false;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

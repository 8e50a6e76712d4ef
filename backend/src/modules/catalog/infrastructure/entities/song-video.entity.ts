import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { VideoKind, VideoStatus, VideoTrack } from '../../domain/song-video';

/**
 * A song's karaoke video of one version (track 1 or 2) and kind (preview or full). The unique
 * (song, kind, track) triple is what keeps parallel requests to one render; the file lives with the
 * song's media (under its prefix), so deleting or expiring the song removes it.
 */
@Entity({ schema: 'catalog', tableName: 'song_videos' })
@Unique({ name: 'song_videos_song_kind_track_unique', properties: ['songId', 'kind', 'track'] })
@Index({ name: 'song_videos_song_idx', properties: ['songId'] })
export class SongVideo {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) songId!: string;
  @Property({ type: 'text' }) kind!: VideoKind;
  @Property({ type: 'smallint', default: 1 }) track: VideoTrack & Opt = 1;
  @Property({ type: 'text', default: 'rendering' }) status: VideoStatus & Opt = 'rendering';
  @Property({ type: 'smallint', default: 0 }) progress: number & Opt = 0;
  @Property({ type: 'uuid' }) jobId!: string;
  @Property({ type: 'text', nullable: true }) mediaKey: string | null = null;
  @Property({ type: 'real', nullable: true }) durationSec: number | null = null;
  @Property({ type: 'integer', nullable: true }) bytes: number | null = null;
  @Property({ type: 'text', nullable: true }) failureReason: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date & Opt = new Date();
}

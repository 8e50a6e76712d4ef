import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { StoredTimedLine } from '../../application/ports/song-store.port';
import type { SongStatus, StoredDanceMove } from '../../domain/song';

export type { SongStatus, StoredDanceMove, StoredTimedLine };


export interface TrackSummary {
  id: string;
  version: number;
  title: string;
  audioUrl: string | null;
  previewUrl: string | null;
  imageUrl: string | null;
}

export interface NamePronunciation {
  name: string;
  soundsLike: string;
}



/**
 * A personalised song (the spec's `songs` entity). Its owner is a user (`userId`) or, before the
 * guest signs up, a guest cookie id (`guestId`). The audio columns point at our own media URLs and
 * are set only when a render completes.
 */
@Entity({ schema: 'catalog', tableName: 'songs' })
@Index({ name: 'songs_user_idx', properties: ['userId', 'createdAt'] })
@Index({ name: 'songs_guest_idx', properties: ['guestId'] })
@Index({ name: 'songs_task_idx', properties: ['taskId'] })
@Index({ name: 'songs_unpaid_expiry_idx', expression: 'create index "songs_unpaid_expiry_idx" on "catalog"."songs" ("expires_at") where "is_paid" = false' })
export class Song {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid', nullable: true }) userId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) guestId: string | null = null;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'text[]' }) names!: string[];
  @Property({ type: 'text' }) lyrics!: string;
  @Property({ type: 'json', nullable: true }) danceMoves: StoredDanceMove[] | null = null;

  /** "Sounds like" spellings the voice sings for some names (lyrics keep the names as written). */
  @Property({ type: 'json', nullable: true }) pronunciations: NamePronunciation[] | null = null;
  @Property({ type: 'text', default: 'hip-hop' }) style: string & Opt = 'hip-hop';
  @Property({ type: 'text', default: 'male' }) vocalGender: string & Opt = 'male';
  @Property({ type: 'boolean', default: false }) isBirthday: boolean & Opt = false;
  @Property({ type: 'text', nullable: true }) birthdayPerson: string | null = null;
  @Property({ type: 'boolean', default: false }) isWedding: boolean & Opt = false;
  @Property({ type: 'text', nullable: true }) bride: string | null = null;
  @Property({ type: 'text', nullable: true }) groom: string | null = null;

  /** The render job's id while a render is queued or running, then kept for status look-ups. */
  @Property({ type: 'uuid', nullable: true }) taskId: string | null = null;
  @Property({ type: 'text', default: 'pending' }) status: SongStatus & Opt = 'pending';

  /** Render progress, 0–100. */
  @Property({ type: 'smallint', default: 0 }) progress: number & Opt = 0;
  @Property({ type: 'text', nullable: true }) failureReason: string | null = null;
  @Property({ type: 'boolean', default: false }) isPaid: boolean & Opt = false;

  /** The checkout payment that unlocked the song (an id in another context: no foreign key). */
  @Property({ type: 'uuid', nullable: true }) paymentId: string | null = null;

  /** Unpaid songs are removed after this moment; null once paid (paid songs never expire). */
  @Property({ type: 'datetime', nullable: true }) expiresAt: Date | null = null;
  @Property({ type: 'boolean', default: false }) isShared: boolean & Opt = false;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date & Opt = new Date();
}

import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ShareKind } from '../../domain/share-kind';

/** A song shared with one friend (or given to its buyer from a preview link). */
@Entity({ schema: 'social', tableName: 'friend_shares' })
@Index({ name: 'friend_shares_recipient_idx', properties: ['sharedWithUserId', 'createdAt'] })
@Index({ name: 'friend_shares_song_recipient_idx', properties: ['songId', 'sharedWithUserId'] })
@Check({ name: 'friend_shares_type_check', expression: "share_type in ('full', 'preview')" })
export class FriendShare {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  songId!: string;

  @Property({ type: 'uuid' })
  sharedByUserId!: string;

  @Property({ type: 'uuid' })
  sharedWithUserId!: string;

  @Property({ type: 'text' })
  shareType!: ShareKind;

  @Property({ type: 'text', nullable: true })
  message: (string & Opt) | null = null;

  @Property({ type: 'boolean', default: false })
  isRead: boolean & Opt = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ShareKind } from '../../domain/share-kind';

/** A song shared with one friend (or given to its buyer from a preview link). */
@Entity({ schema: 'social', tableName: 'friend_shares' })
@Index({ name: 'friend_shares_recipient_idx', properties: ['sharedWithUserId', 'createdAt'] })
@Index({ name: 'friend_shares_song_recipient_idx', properties: ['songId', 'sharedWithUserId'] })
@Check({ name: 'friend_shares_type_check', expression: "share_type in ('full', 'preview')" })
/** A bought share names its payment, once: the refund of that payment takes exactly it back. */
@Unique({
  name: 'friend_shares_payment_unique',
  expression: 'create unique index "friend_shares_payment_unique" on "social"."friend_shares" ("payment_id") where "payment_id" is not null',
})
export class FriendShare {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) songId!: string;
  @Property({ type: 'uuid' }) sharedByUserId!: string;
  @Property({ type: 'uuid' }) sharedWithUserId!: string;
  @Property({ type: 'text' }) shareType!: ShareKind;

  /** The payment that bought this share (someone paid for the owner's song); null for a share the owner gave. */
  @Property({ type: 'uuid', nullable: true }) paymentId: (string & Opt) | null = null;
  @Property({ type: 'text', nullable: true }) message: (string & Opt) | null = null;
  @Property({ type: 'boolean', default: false }) isRead: boolean & Opt = false;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

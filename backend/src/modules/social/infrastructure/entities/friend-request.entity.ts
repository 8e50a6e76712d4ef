import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { FriendRequestStatus } from '../../domain/friend-request';

/** A friend request; at most one pending between two users, whoever sent it (unique index). */
@Entity({ schema: 'social', tableName: 'friend_requests' })
@Index({ name: 'friend_requests_receiver_idx', properties: ['receiverId', 'status'] })
@Index({ name: 'friend_requests_sender_idx', properties: ['senderId', 'status'] })
@Index({
  name: 'friend_requests_pending_pair_unique',
  expression: `create unique index "friend_requests_pending_pair_unique" on "social"."friend_requests" (least("sender_id", "receiver_id"), greatest("sender_id", "receiver_id")) where "status" = 'pending'`,
})
@Check({ name: 'friend_requests_not_self_check', expression: 'sender_id <> receiver_id' })
export class FriendRequestRecord {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) senderId!: string;
  @Property({ type: 'uuid' }) receiverId!: string;
  @Property({ type: 'text', default: 'pending' }) status: FriendRequestStatus & Opt = 'pending';
  @Property({ type: 'text', nullable: true }) message: (string & Opt) | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date & Opt = new Date();
}

import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One row per direction (user → friend), so "my friends" is one indexed look-up. */
@Entity({ schema: 'social', tableName: 'friendships' })
@Unique({ name: 'friendships_pair_unique', properties: ['userId', 'friendId'] })
@Index({ name: 'friendships_friend_idx', properties: ['friendId'] })
@Check({ name: 'friendships_not_self_check', expression: 'user_id <> friend_id' })
export class Friendship {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'uuid' }) friendId!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

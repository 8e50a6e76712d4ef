import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ShareKind } from '../../domain/share-kind';

/** A public share link, `/shared/{id}`: the id is the link's secret; valid 6 months. */
@Entity({ schema: 'social', tableName: 'shares' })
@Index({ name: 'shares_song_idx', properties: ['songId'] })
@Index({ name: 'shares_active_expiry_idx', expression: 'create index "shares_active_expiry_idx" on "social"."shares" ("expires_at") where "is_active" = true' })
@Check({ name: 'shares_type_check', expression: "share_type in ('full', 'preview')" })
export class PublicShare {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) songId!: string;
  @Property({ type: 'uuid' }) sharedByUserId!: string;
  @Property({ type: 'text' }) shareType!: ShareKind;
  @Property({ type: 'datetime' }) expiresAt!: Date;
  @Property({ type: 'datetime', nullable: true }) firstReminderSent: (Date & Opt) | null = null;
  @Property({ type: 'datetime', nullable: true }) finalWarningSent: (Date & Opt) | null = null;
  @Property({ type: 'boolean', default: true }) isActive: boolean & Opt = true;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/**
 * A song's one purchase: taken by the capture in flight (orderId) or a free download, and kept by
 * the payment it became (paymentId). The primary key is the song, so the database lets one win.
 * A refund, or a capture that definitely failed, gives it up.
 */
@Entity({ schema: 'checkout', tableName: 'song_purchases' })
@Unique({ name: 'song_purchases_order_unique', properties: ['orderId'] })
export class SongPurchase {
  @PrimaryKey({ type: 'uuid' }) songId!: string;
  @Property({ type: 'uuid', nullable: true }) orderId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) paymentId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) voucherId: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

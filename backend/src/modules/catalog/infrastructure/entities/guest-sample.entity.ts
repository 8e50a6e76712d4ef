import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * One free sample spent by a guest: counted per guest cookie and per IP address, so clearing
 * cookies does not refill the allowance.
 */
@Entity({ schema: 'catalog', tableName: 'guest_samples' })
@Index({ name: 'guest_samples_guest_idx', properties: ['guestId'] })
@Index({ name: 'guest_samples_ip_idx', properties: ['ipAddress', 'createdAt'] })
export class GuestSample {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) guestId!: string;
  @Property({ type: 'text' }) ipAddress!: string;
  @Property({ type: 'uuid' }) songId!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

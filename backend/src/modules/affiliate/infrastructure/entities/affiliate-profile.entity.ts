import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/**
 * A user's settings as an affiliate: the personalised invitation slug, the payout threshold and the
 * payout email. A row exists once one of them was set; without it: no slug, 2500, no payout email.
 */
@Entity({ schema: 'affiliate', tableName: 'affiliate_profiles' })
export class AffiliateProfile {
  /** identity's account id (another context's key: no foreign key across schemas). */
  @PrimaryKey({ type: 'uuid' }) userId!: string;

  @Property({ type: 'text', nullable: true })
  @Unique({ name: 'affiliate_profiles_personalized_slug_unique' })
  personalizedSlug: (string & Opt) | null = null;

  /** Cents; payouts wait until the mature balance reaches it. */
  @Property({ type: 'integer', default: 2500 }) minimumPayoutThreshold: number & Opt = 2500;

  /** PayPal address payouts go to; set only by an account that proved its email. */
  @Property({ type: 'text', nullable: true }) paypalEmail: (string & Opt) | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date & Opt = new Date();
}

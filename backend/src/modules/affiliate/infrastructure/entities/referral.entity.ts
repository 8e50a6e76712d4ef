import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A signup that came through someone's code or link (spec `referrals`): at most one per new user. */
@Entity({ schema: 'affiliate', tableName: 'referrals' })
@Unique({ name: 'referrals_referred_user_unique', properties: ['referredUserId'] })
@Index({ name: 'referrals_referrer_idx', properties: ['referrerId', 'createdAt'] })
export class Referral {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  referrerId!: string;

  @Property({ type: 'uuid' })
  referredUserId!: string;

  @Property({ type: 'text' })
  referralCode!: string;

  @Property({ type: 'integer', default: 5 })
  creditsAwarded: number & Opt = 5;

  @Property({ type: 'integer', default: 15 })
  bonusCreditsAwarded: number & Opt = 15;

  @Property({ type: 'text', default: 'completed' })
  status: string & Opt = 'completed';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

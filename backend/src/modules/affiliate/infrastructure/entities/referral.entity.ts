import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A signup that came through someone's code or link, counted once its email was proved (spec `referrals`): at most one per new user and per person. */
@Entity({ schema: 'affiliate', tableName: 'referrals' })
@Unique({ name: 'referrals_referred_user_unique', properties: ['referredUserId'] })
@Index({ name: 'referrals_referrer_idx', properties: ['referrerId', 'createdAt'] })
/** Once per person: one referral per mailbox (domain/person.ts), whatever account it signed up with. */
@Unique({
  name: 'referrals_referred_person_unique',
  expression: 'create unique index "referrals_referred_person_unique" on "affiliate"."referrals" ("referred_person") where "referred_person" is not null',
})
export class Referral {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) referrerId!: string;
  @Property({ type: 'uuid' }) referredUserId!: string;

  /** The referred person's mailbox (null for referrals counted before the rule). */
  @Property({ type: 'text', nullable: true }) referredPerson: (string & Opt) | null = null;
  @Property({ type: 'text' }) referralCode!: string;
  @Property({ type: 'integer', default: 5 }) creditsAwarded: number & Opt = 5;
  @Property({ type: 'integer', default: 15 }) bonusCreditsAwarded: number & Opt = 15;
  @Property({ type: 'text', default: 'completed' }) status: string & Opt = 'completed';
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

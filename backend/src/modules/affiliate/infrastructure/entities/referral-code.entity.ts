import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/**
 * Every account's own referral code (unique: the database decides races between sign-ups) and the
 * user whose code or link brought it in, recorded at sign-up in the registration's transaction.
 * `referred_by` is the sign-up's claim; a referral counts (affiliate.referrals) only once the new
 * account proved its email, and the 3-layer chains (affiliate.referral_chains) are built from it.
 */
@Entity({ schema: 'affiliate', tableName: 'referral_codes' })
export class ReferralCodeRow {
  /** identity's account id (another context's key: no foreign key across schemas). */
  @PrimaryKey({ type: 'uuid' }) userId!: string;

  /** Upper case (codes are matched case-insensitively by upper-casing the input). */
  @Property({ type: 'text' })
  @Unique({ name: 'referral_codes_code_unique' })
  code!: string;

  /** The user whose referral code or personalised slug this account signed up with; null: nobody. */
  @Property({ type: 'uuid', nullable: true }) referredBy: (string & Opt) | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

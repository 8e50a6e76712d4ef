import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** Who earns from a user's purchases (spec `referral_chains`); the checks repeat the domain rule. */
@Entity({ schema: 'affiliate', tableName: 'referral_chains' })
@Unique({ name: 'referral_chains_user_unique', properties: ['userId'] })
@Index({ name: 'referral_chains_layer1_idx', properties: ['layer1ReferrerId'] })
@Check({
  name: 'referral_chains_distinct_check',
  expression:
    'layer1_referrer_id is distinct from user_id and layer2_referrer_id is distinct from user_id and layer3_referrer_id is distinct from user_id ' +
    'and (layer2_referrer_id is null or (layer1_referrer_id is not null and layer2_referrer_id <> layer1_referrer_id)) ' +
    'and (layer3_referrer_id is null or (layer2_referrer_id is not null and layer3_referrer_id <> layer1_referrer_id and layer3_referrer_id <> layer2_referrer_id))',
})
export class ReferralChainRow {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'uuid', nullable: true, fieldName: 'layer1_referrer_id' }) layer1ReferrerId: string | null = null;
  @Property({ type: 'uuid', nullable: true, fieldName: 'layer2_referrer_id' }) layer2ReferrerId: string | null = null;
  @Property({ type: 'uuid', nullable: true, fieldName: 'layer3_referrer_id' }) layer3ReferrerId: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

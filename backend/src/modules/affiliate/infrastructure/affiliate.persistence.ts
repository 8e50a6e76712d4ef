import type { MigrationObject } from '@mikro-orm/core';
import { AffiliateClawback } from './entities/affiliate-clawback.entity';
import { AffiliateCommission } from './entities/affiliate-commission.entity';
import { AffiliatePayout } from './entities/affiliate-payout.entity';
import { AffiliateProfile } from './entities/affiliate-profile.entity';
import { AffiliateRateRow } from './entities/affiliate-rate.entity';
import { PayoutRun } from './entities/payout-run.entity';
import { Referral } from './entities/referral.entity';
import { ReferralChainRow } from './entities/referral-chain.entity';
import { ReferralCodeRow } from './entities/referral-code.entity';
import { Migration20261122130000Affiliate } from './migrations/20261122130000-affiliate.migration';
import { Migration20261126162000AffiliateReferralPerson } from './migrations/20261126162000-affiliate-referral-person.migration';
import { Migration20261126164000AffiliateHeldCommissions } from './migrations/20261126164000-affiliate-held-commissions.migration';
import { Migration20261126230000AffiliateProfiles } from './migrations/20261126230000-affiliate-profiles.migration';
import { Migration20261127060000AffiliateReferralCodes } from './migrations/20261127060000-affiliate-referral-codes.migration';

/** The affiliate context's tables and migrations, registered once in persistence.registry.ts. */
export const AFFILIATE_ENTITIES = [Referral, ReferralChainRow, AffiliateRateRow, AffiliateCommission, AffiliateClawback, PayoutRun, AffiliatePayout, AffiliateProfile, ReferralCodeRow];

export const AFFILIATE_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122130000Affiliate', class: Migration20261122130000Affiliate },
  { name: 'Migration20261126162000AffiliateReferralPerson', class: Migration20261126162000AffiliateReferralPerson },
  { name: 'Migration20261126164000AffiliateHeldCommissions', class: Migration20261126164000AffiliateHeldCommissions },
  { name: 'Migration20261126230000AffiliateProfiles', class: Migration20261126230000AffiliateProfiles },
  { name: 'Migration20261127060000AffiliateReferralCodes', class: Migration20261127060000AffiliateReferralCodes },
];

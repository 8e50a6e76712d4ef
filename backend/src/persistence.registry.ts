// Every context's ORM entities and migrations, in one place so that the app, the CLI and the tests
// build the same schema. Migrations run in name order (a UTC timestamp prefix).
import type { MigrationObject } from '@mikro-orm/core';
import { InboxMessage } from './shared/messaging/entities/inbox-message.entity';
import { OutboxMessage } from './shared/messaging/entities/outbox-message.entity';
import { Migration20261121000000Foundation } from './shared/persistence/migrations/20261121000000-foundation.migration';
import { Migration20261122150300PlatformRateLimits } from './shared/persistence/migrations/20261122150300-platform-rate-limits.migration';
import { Migration20261126160000SessionEndedNotifications } from './shared/persistence/migrations/20261126160000-session-ended-notifications.migration';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS } from './modules/catalog/infrastructure/catalog.persistence';
import { User } from './modules/identity/infrastructure/entities/user.entity';
import { OneTimeToken } from './modules/identity/infrastructure/entities/one-time-token.entity';
import { AccountTrace } from './modules/identity/infrastructure/entities/account-trace.entity';
import { Migration20261126163000IdentityAccountTraces } from './modules/identity/infrastructure/migrations/20261126163000-identity-account-traces.migration';
import { Migration20261126230100IdentityDropAffiliateSettings } from './modules/identity/infrastructure/migrations/20261126230100-identity-drop-affiliate-settings.migration';
import { Migration20261127060100IdentityDropReferralCodes } from './modules/identity/infrastructure/migrations/20261127060100-identity-drop-referral-codes.migration';
import { RateLimitBucket } from './shared/http/rate-limit';
import { Migration20261122100200Identity } from './modules/identity/infrastructure/migrations/20261122100200-identity.migration';
import { Migration20261122121000EmailProof } from './modules/identity/infrastructure/migrations/20261122121000-email-proof.migration';
import { Migration20261122150200IdentityDropStripeCustomer } from './modules/identity/infrastructure/migrations/20261122150200-identity-drop-stripe-customer.migration';
import { CreditEntry } from './modules/checkout/infrastructure/entities/credit-entry.entity';
import { CreditBalance } from './modules/checkout/infrastructure/entities/credit-balance.entity';
import { Migration20261122100000CreditLedger } from './modules/checkout/infrastructure/migrations/20261122100000-credit-ledger.migration';
import { CHECKOUT_PAYMENT_ENTITIES, CHECKOUT_PAYMENT_MIGRATIONS } from './modules/checkout/infrastructure/checkout-payments.persistence';
import { Migration20261122110100OrdersStaleVoucherClaimsIndex } from './modules/checkout/infrastructure/migrations/20261122110100-orders-stale-voucher-claims-index.migration';
import { MailboxMessage } from './modules/notifications/infrastructure/entities/mailbox-message.entity';
import { SOCIAL_ENTITIES, SOCIAL_MIGRATIONS } from './modules/social/infrastructure/social.persistence';
import { ADMIN_ENTITIES, ADMIN_MIGRATIONS } from './modules/admin/infrastructure/admin.persistence';
import { COMMUNITY_ENTITIES, COMMUNITY_MIGRATIONS } from './modules/community/infrastructure/community.persistence';
import { Migration20261122100100Mailbox } from './modules/notifications/infrastructure/migrations/20261122100100-mailbox.migration';
import { AFFILIATE_ENTITIES, AFFILIATE_MIGRATIONS } from './modules/affiliate/infrastructure/affiliate.persistence';
import { INTEGRATIONS_ENTITIES, INTEGRATIONS_MIGRATIONS } from './modules/integrations/infrastructure/integrations.persistence';

export const ENTITIES = [OutboxMessage, InboxMessage, User, OneTimeToken, AccountTrace, RateLimitBucket, CreditEntry, CreditBalance, ...CHECKOUT_PAYMENT_ENTITIES, MailboxMessage, ...CATALOG_ENTITIES, ...AFFILIATE_ENTITIES, ...SOCIAL_ENTITIES, ...COMMUNITY_ENTITIES, ...ADMIN_ENTITIES, ...INTEGRATIONS_ENTITIES];

const migrations: MigrationObject[] = [
  { name: 'Migration20261121000000Foundation', class: Migration20261121000000Foundation },
  { name: 'Migration20261122150300PlatformRateLimits', class: Migration20261122150300PlatformRateLimits },
  { name: 'Migration20261126160000SessionEndedNotifications', class: Migration20261126160000SessionEndedNotifications },
  { name: 'Migration20261122100000CreditLedger', class: Migration20261122100000CreditLedger },
  ...CHECKOUT_PAYMENT_MIGRATIONS,
  { name: 'Migration20261122110100OrdersStaleVoucherClaimsIndex', class: Migration20261122110100OrdersStaleVoucherClaimsIndex },
  { name: 'Migration20261122100100Mailbox', class: Migration20261122100100Mailbox },
  { name: 'Migration20261122100200Identity', class: Migration20261122100200Identity },
  { name: 'Migration20261122121000EmailProof', class: Migration20261122121000EmailProof },
  { name: 'Migration20261122150200IdentityDropStripeCustomer', class: Migration20261122150200IdentityDropStripeCustomer },
  { name: 'Migration20261126163000IdentityAccountTraces', class: Migration20261126163000IdentityAccountTraces },
  { name: 'Migration20261126230100IdentityDropAffiliateSettings', class: Migration20261126230100IdentityDropAffiliateSettings },
  { name: 'Migration20261127060100IdentityDropReferralCodes', class: Migration20261127060100IdentityDropReferralCodes },
  ...CATALOG_MIGRATIONS,
  ...AFFILIATE_MIGRATIONS,
  ...SOCIAL_MIGRATIONS,
  ...COMMUNITY_MIGRATIONS,
  ...ADMIN_MIGRATIONS,
  ...INTEGRATIONS_MIGRATIONS,
];

export const MIGRATIONS: MigrationObject[] = [...migrations].sort((a, b) => a.name.localeCompare(b.name));

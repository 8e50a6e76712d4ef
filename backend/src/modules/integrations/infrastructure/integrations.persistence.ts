import type { MigrationObject } from '@mikro-orm/core';
import { ApiTokenRecord } from './entities/api-token.entity';
import { WebhookRecord } from './entities/webhook.entity';
import { WebhookDeliveryRecord } from './entities/webhook-delivery.entity';
import { IdempotencyKeyRecord } from './entities/idempotency-key.entity';
import { Migration20261126170000Integrations } from './migrations/20261126170000-integrations.migration';

/** The integrations context's tables and migrations, registered once in persistence.registry.ts. */
export const INTEGRATIONS_ENTITIES = [ApiTokenRecord, WebhookRecord, WebhookDeliveryRecord, IdempotencyKeyRecord];

export const INTEGRATIONS_MIGRATIONS: MigrationObject[] = [{ name: 'Migration20261126170000Integrations', class: Migration20261126170000Integrations }];

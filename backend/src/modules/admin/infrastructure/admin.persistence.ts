import type { MigrationObject } from '@mikro-orm/core';
import { AuditEntryRecord } from './entities/audit-entry.entity';
import { Migration20261122150100AdminAuditLog } from './migrations/20261122150100-admin-audit-log.migration';

export const ADMIN_ENTITIES = [AuditEntryRecord];

export const ADMIN_MIGRATIONS: MigrationObject[] = [{ name: 'Migration20261122150100AdminAuditLog', class: Migration20261122150100AdminAuditLog }];

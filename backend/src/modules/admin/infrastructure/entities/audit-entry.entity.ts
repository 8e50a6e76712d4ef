import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One admin action (docs/adr/0005-admin-audit-log.md). Rows are only ever added. */
@Entity({ schema: 'admin', tableName: 'audit_log' })
@Index({ name: 'audit_log_created_idx', properties: ['createdAt'] })
export class AuditEntryRecord {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) adminUserId!: string;
  @Property({ type: 'text', nullable: true }) adminEmail: string | null = null;
  @Property({ type: 'text' }) action!: string;
  @Property({ type: 'text' }) method!: string;
  @Property({ type: 'text' }) path!: string;
  @Property({ type: 'text', nullable: true }) targetId: string | null = null;
  @Property({ type: 'jsonb' }) details!: Record<string, unknown>;
  @Property({ type: 'smallint' }) outcomeStatus!: number;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}

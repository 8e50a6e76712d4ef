import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuditEntryInput } from '../domain/audit-entry';
import type { AuditLog, AuditRecord } from '../application/ports/audit-log.port';
import { AuditEntryRecord } from './entities/audit-entry.entity';
import type { KeysetPosition } from '../../../shared/ddd';
import { afterPosition, newestFirst } from '../../../shared/persistence/keyset';

@Injectable()
export class MikroAuditLog implements AuditLog {
  constructor(private readonly orm: MikroORM) {}

  async record(entry: AuditEntryInput & { adminEmail: string | null }): Promise<void> {
    const em = this.orm.em.fork();
    await em.persist(em.create(AuditEntryRecord, { ...entry })).flush();
  }

  async list(options: { limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ entries: AuditRecord[]; total: number }> {
    const em = this.orm.em.fork();
    const rows = await em.find(AuditEntryRecord, afterPosition<AuditEntryRecord>(options.after), { orderBy: newestFirst<AuditEntryRecord>(), limit: options.limit, offset: options.offset });
    const total = await em.count(AuditEntryRecord);
    return {
      total,
      entries: rows.map((r) => ({
        id: r.id,
        adminUserId: r.adminUserId,
        adminEmail: r.adminEmail,
        action: r.action,
        method: r.method,
        path: r.path,
        targetId: r.targetId,
        details: r.details,
        outcomeStatus: r.outcomeStatus,
        createdAt: r.createdAt,
      })),
    };
  }
}

import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { paging } from '../../../domain/paging';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log.port';
import { ListAuditLogQuery } from './list-audit-log.query';

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery> {
  constructor(@Inject(AUDIT_LOG) private readonly log: AuditLog) {}

  async execute({ page, pageSize }: ListAuditLogQuery): Promise<Schema<'AuditLogPage'>> {
    const p = paging(page, pageSize, 50);
    const { entries, total } = await this.log.list({ limit: p.limit, offset: p.offset });
    return { entries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })), total, page: p.page, pageSize: p.pageSize };
  }
}

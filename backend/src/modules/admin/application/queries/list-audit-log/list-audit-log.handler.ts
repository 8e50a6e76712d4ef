import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { listPaging, nextCursorOf } from '../../../domain/paging';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log.port';
import { ListAuditLogQuery } from './list-audit-log.query';

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery> {
  constructor(@Inject(AUDIT_LOG) private readonly log: AuditLog) {}

  async execute({ request }: ListAuditLogQuery): Promise<Schema<'AuditLogPage'>> {
    const p = listPaging(request, 50);
    const { entries, total } = await this.log.list({ limit: p.limit + 1, offset: p.offset, after: p.after });
    const shown = entries.slice(0, p.limit).map((e) => ({ ...e, createdAt: e.createdAt.toISOString() }));
    return { entries: shown, total, page: p.page, pageSize: p.pageSize, nextCursor: nextCursorOf(entries, p.limit, (e) => e) };
  }
}

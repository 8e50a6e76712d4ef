import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class ListAuditLogQuery extends Query<Schema<'AuditLogPage'>> {
  constructor(
    readonly page: unknown,
    readonly pageSize: unknown,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import type { PageRequest } from '../../../domain/paging';

export class ListAuditLogQuery extends Query<Schema<'AuditLogPage'>> {
  constructor(readonly request: PageRequest) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import type { PageRequest } from '../../../domain/paging';

export class ListAdminPaymentsQuery extends Query<Schema<'AdminPaymentPage'>> {
  constructor(readonly request: PageRequest) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class ListAdminPaymentsQuery extends Query<Schema<'AdminPaymentPage'>> {
  constructor(
    readonly page: unknown,
    readonly pageSize: unknown,
  ) {
    super();
  }
}

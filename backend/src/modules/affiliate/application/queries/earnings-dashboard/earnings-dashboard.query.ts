import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class EarningsDashboardQuery extends Query<Schema<'EarningsDashboard'>> {
  constructor(
    readonly userId: string,
    readonly origin: string,
  ) {
    super();
  }
}

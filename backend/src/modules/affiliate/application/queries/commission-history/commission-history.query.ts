import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class CommissionHistoryQuery extends Query<Schema<'CommissionHistory'>> {
  constructor(readonly userId: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class PayoutHistoryQuery extends Query<Schema<'PayoutHistory'>> {
  constructor(readonly userId: string) {
    super();
  }
}

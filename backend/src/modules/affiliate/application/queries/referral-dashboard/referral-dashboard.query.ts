import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class ReferralDashboardQuery extends Query<Schema<'ReferralDashboard'>> {
  constructor(readonly userId: string) {
    super();
  }
}

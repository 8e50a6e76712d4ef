import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

/** Commissions per page when the client names no limit (openapi.yaml: getCommissionHistory's limit default). */
export const COMMISSION_PAGE_DEFAULT_LIMIT = 100;

/** One page of the user's commissions (newest first), grouped by state. */
export class CommissionHistoryQuery extends Query<Schema<'CommissionHistory'>> {
  constructor(
    readonly userId: string,
    readonly page: { limit: number; cursor: string | null } = { limit: COMMISSION_PAGE_DEFAULT_LIMIT, cursor: null },
  ) {
    super();
  }
}

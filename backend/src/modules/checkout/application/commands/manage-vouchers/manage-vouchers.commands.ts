import { Command, Query } from '@nestjs/cqrs';
import type { VoucherRecord } from '../../ports/vouchers.port';

export interface VoucherDefinition {
  code: string;
  discountType: 'percentage' | 'fixed';
  /** A percentage, or cents for a fixed discount. */
  discountValue: number;
  maxUses?: number | null;
  expiresAt?: string | null;
  isActive?: boolean;
}

/** GET /api/admin/vouchers: every voucher, newest first. */
export class ListVouchersQuery extends Query<VoucherRecord[]> {}

/** POST /api/admin/vouchers. */
export class CreateVoucherCommand extends Command<VoucherRecord> {
  constructor(readonly definition: VoucherDefinition) {
    super();
  }
}

/** DELETE /api/admin/vouchers/{id}: a soft deactivation (payments keep pointing at it). */
export class DeactivateVoucherCommand extends Command<VoucherRecord> {
  constructor(readonly voucherId: string) {
    super();
  }
}

import type { VoucherState } from '../../domain/voucher-rules';

/** The vouchers and their use counters, in the open unit of work, if any. */
export const VOUCHERS = Symbol('Vouchers');

export interface VoucherRecord extends VoucherState {
  readonly id: string;
  code: string;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  createdAt: Date;
}

export type NewVoucher = Pick<VoucherRecord, 'code' | 'discountType' | 'discountValue' | 'maxUses' | 'expiresAt' | 'isActive'>;

export interface Vouchers {
  /** By code, whatever its letter case. */
  findByCode(code: string): Promise<VoucherRecord | null>;
  findById(id: string): Promise<VoucherRecord | null>;
  /** Newest first. */
  list(): Promise<VoucherRecord[]>;
  /** Stores a new voucher; null when its code (in any letter case) exists already. */
  add(voucher: NewVoucher): Promise<VoucherRecord | null>;
  /** Stores the voucher's active flag. */
  saveActive(voucher: VoucherRecord): Promise<void>;
  /**
   * Counts one use if the voucher is still active, unexpired and not used up, in one conditional
   * statement: concurrent claims queue on the row lock and re-check, so maxUses is never exceeded.
   */
  claimUse(voucherId: string): Promise<boolean>;
  /** Gives a claimed use back (the payment it was claimed for did not go through). */
  releaseUse(voucherId: string): Promise<void>;
}

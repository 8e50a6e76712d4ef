import type { EntityManager } from '@mikro-orm/postgresql';
import type { VoucherState } from '../../domain/voucher-rules';

/** The vouchers and their use counters, in the caller's transaction `em`. */
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
  findByCode(em: EntityManager, code: string): Promise<VoucherRecord | null>;
  findById(em: EntityManager, id: string): Promise<VoucherRecord | null>;
  /** Newest first. */
  list(em: EntityManager): Promise<VoucherRecord[]>;
  /** Stores a new voucher; null when its code (in any letter case) exists already. */
  add(em: EntityManager, voucher: NewVoucher): Promise<VoucherRecord | null>;
  /** Stores the voucher's active flag. */
  saveActive(em: EntityManager, voucher: VoucherRecord): Promise<void>;
  /**
   * Counts one use if the voucher is still active, unexpired and not used up, in one conditional
   * statement: concurrent claims queue on the row lock and re-check, so maxUses is never exceeded.
   */
  claimUse(em: EntityManager, voucherId: string): Promise<boolean>;
  /** Gives a claimed use back (the payment it was claimed for did not go through). */
  releaseUse(em: EntityManager, voucherId: string): Promise<void>;
}

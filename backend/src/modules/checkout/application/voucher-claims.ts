import type { EntityManager } from '@mikro-orm/postgresql';
import { Voucher } from '../domain/voucher';
import { VoucherError, voucherErrors, voucherProblem } from '../domain/voucher-rules';
import type { Vouchers } from './ports/vouchers.port';

/**
 * Claims one use of a voucher in the caller's transaction, or answers why it cannot. The domain
 * decides on the voucher as read; the repository's conditional UPDATE has the last word (a
 * concurrent claim may have taken the last use meanwhile), and then the voucher is read again to say why.
 */
export async function claimVoucherUse(em: EntityManager, vouchers: Vouchers, voucherId: string, now = new Date()): Promise<VoucherError | null> {
  const voucher = await vouchers.findById(em, voucherId);
  if (!voucher) return voucherErrors.usedUp();
  try {
    Voucher.of(voucher).claim(now);
  } catch (error) {
    if (error instanceof VoucherError) return error;
    throw error;
  }
  if (await vouchers.claimUse(em, voucherId)) return null;
  const current = await vouchers.findById(em, voucherId);
  return (current && voucherProblem(current, new Date())) ?? voucherErrors.usedUp();
}

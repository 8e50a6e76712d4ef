import { Voucher } from '../domain/voucher';
import { VoucherError, voucherErrors, voucherProblem } from '../domain/voucher-rules';
import type { Vouchers } from './ports/vouchers.port';

/**
 * Claims one use of a voucher in the caller's unit of work, or answers why it cannot. The domain
 * decides on the voucher as read; the repository's conditional UPDATE has the last word (a
 * concurrent claim may have taken the last use meanwhile), and then the voucher is read again to say why.
 */
export async function claimVoucherUse(vouchers: Vouchers, voucherId: string, now = new Date()): Promise<VoucherError | null> {
  const voucher = await vouchers.findById(voucherId);
  if (!voucher) return voucherErrors.usedUp();
  try {
    Voucher.of(voucher).claim(now);
  } catch (error) {
    if (error instanceof VoucherError) return error;
    throw error;
  }
  if (await vouchers.claimUse(voucherId)) return null;
  const current = await vouchers.findById(voucherId);
  return (current && voucherProblem(current, new Date())) ?? voucherErrors.usedUp();
}

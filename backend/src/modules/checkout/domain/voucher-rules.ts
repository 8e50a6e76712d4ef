import { DomainError } from '../../../shared/ddd';
import type { Discount } from './pricing';

export const VOUCHER_CODE_MIN = 3;
export const VOUCHER_CODE_MAX = 20;

/** What the rules need to know about a stored voucher. */
export interface VoucherState extends Discount {
  isActive: boolean;
  expiresAt: Date | null;
  maxUses: number | null;
  currentUses: number;
}

export class VoucherError extends DomainError {}

export const voucherErrors = {
  required: () => new VoucherError('invalid', 'voucher_required', 'Voucher code is required'),
  notValid: () => new VoucherError('not_found', 'voucher_not_valid', 'This voucher code is not valid.'),
  expired: () => new VoucherError('invalid', 'voucher_expired', 'This voucher code has expired.'),
  usedUp: () => new VoucherError('conflict', 'voucher_used_up', 'This voucher code has reached its usage limit.'),
  belowMinimum: () =>
    new VoucherError('invalid', 'price_below_minimum', 'A voucher may make the song free or bring it down to $1.00, not below: this one cannot be used.'),
};

/** Codes are trimmed; case never matters (stored as typed, compared in lower case). */
export function normalizeVoucherCode(raw: string | null | undefined): string {
  return (raw ?? '').trim();
}

/** Why this voucher cannot be used right now, or null when it can. Inactive reads as not valid. */
export function voucherProblem(voucher: VoucherState, now: Date): VoucherError | null {
  if (!voucher.isActive) return voucherErrors.notValid();
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= now.getTime()) return voucherErrors.expired();
  if (voucher.maxUses !== null && voucher.currentUses >= voucher.maxUses) return voucherErrors.usedUp();
  return null;
}

/** The admin form's rules (spec: code 3–20, type required, value an integer ≥ 1, percentages ≤ 100). */
export function voucherDefinitionProblems(input: { code: string; discountType: string; discountValue: number; maxUses?: number | null }): string[] {
  const problems: string[] = [];
  const code = normalizeVoucherCode(input.code);
  if (code.length < VOUCHER_CODE_MIN || code.length > VOUCHER_CODE_MAX) problems.push('Voucher code must be 3-20 characters');
  else if (!/^[A-Za-z0-9_-]+$/.test(code)) problems.push('Voucher code may only contain letters, numbers, hyphens and underscores');
  if (input.discountType !== 'percentage' && input.discountType !== 'fixed') problems.push('Discount type is required');
  if (!Number.isInteger(input.discountValue) || input.discountValue < 1) problems.push('Discount value must be greater than 0');
  else if (input.discountType === 'percentage' && input.discountValue > 100) problems.push('A percentage discount cannot be more than 100');
  if (input.maxUses !== undefined && input.maxUses !== null && (!Number.isInteger(input.maxUses) || input.maxUses < 1)) problems.push('Max uses must be at least 1');
  return problems;
}

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

/** Expiry dates an admin may set: real calendar days the database and every screen can hold. */
export const VOUCHER_EXPIRY_YEARS = { min: 2000, max: 9999 } as const;
export const VOUCHER_EXPIRY_PROBLEM = `Expiry must be a real date between the years ${VOUCHER_EXPIRY_YEARS.min} and ${VOUCHER_EXPIRY_YEARS.max}`;

/** The expiry as a date, or null when it is no real day in the accepted years (year 0, 99999, 30 February). */
export function voucherExpiry(raw: string): Date | null {
  const day = /^([+-]?\d{4,6})-(\d{2})-(\d{2})/.exec(raw);
  const at = new Date(raw);
  if (!day || Number.isNaN(at.getTime())) return null;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const calendar = new Date(Date.UTC(2000, month - 1, date)); // a leap year: 29 February is a day
  calendar.setUTCFullYear(year);
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== date) return null;
  if (year < VOUCHER_EXPIRY_YEARS.min || year > VOUCHER_EXPIRY_YEARS.max) return null;
  const utcYear = at.getUTCFullYear(); // an offset may move the instant across a year's end
  return utcYear >= VOUCHER_EXPIRY_YEARS.min && utcYear <= VOUCHER_EXPIRY_YEARS.max ? at : null;
}

/** The admin form's rules (spec: code 3–20, type required, value an integer ≥ 1, percentages ≤ 100; a real expiry day). */
export function voucherDefinitionProblems(input: { code: string; discountType: string; discountValue: number; maxUses?: number | null; expiresAt?: string | null }): string[] {
  const problems: string[] = [];
  const code = normalizeVoucherCode(input.code);
  if (code.length < VOUCHER_CODE_MIN || code.length > VOUCHER_CODE_MAX) problems.push('Voucher code must be 3-20 characters');
  else if (!/^[A-Za-z0-9_-]+$/.test(code)) problems.push('Voucher code may only contain letters, numbers, hyphens and underscores');
  if (input.discountType !== 'percentage' && input.discountType !== 'fixed') problems.push('Discount type is required');
  if (!Number.isInteger(input.discountValue) || input.discountValue < 1) problems.push('Discount value must be greater than 0');
  else if (input.discountType === 'percentage' && input.discountValue > 100) problems.push('A percentage discount cannot be more than 100');
  if (input.maxUses !== undefined && input.maxUses !== null && (!Number.isInteger(input.maxUses) || input.maxUses < 1)) problems.push('Max uses must be at least 1');
  if (typeof input.expiresAt === 'string' && !voucherExpiry(input.expiresAt)) problems.push(VOUCHER_EXPIRY_PROBLEM);
  return problems;
}

import { VoucherError } from './voucher-rules';
import { VoucherUses } from './voucher';

const NOW = new Date('2026-11-22T12:00:00Z');
const voucher = (over: Partial<Parameters<typeof VoucherUses.of>[0]> = {}) =>
  VoucherUses.of({ discountType: 'percentage', discountValue: 50, isActive: true, expiresAt: null, maxUses: 2, currentUses: 0, ...over });

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(VoucherError);
    return (error as VoucherError).code;
  }
  throw new Error('expected a refusal');
};

describe('a voucher claims a use', () => {
  it('counts each claim up to maxUses, then refuses', () => {
    const once = voucher().claim(NOW);
    const twice = once.claim(NOW);
    expect(twice.currentUses).toBe(2);
    expect(codeOf(() => twice.claim(NOW))).toBe('voucher_used_up');
  });

  it('has no limit when maxUses is null', () => {
    expect(voucher({ maxUses: null, currentUses: 10_000 }).claim(NOW).currentUses).toBe(10_001);
  });

  it('refuses when inactive or expired', () => {
    expect(codeOf(() => voucher({ isActive: false }).claim(NOW))).toBe('voucher_not_valid');
    expect(codeOf(() => voucher({ expiresAt: NOW }).claim(NOW))).toBe('voucher_expired');
    expect(voucher({ expiresAt: new Date(NOW.getTime() + 1) }).claim(NOW).currentUses).toBe(1);
  });

  it('gives a use back, never below zero', () => {
    expect(voucher({ currentUses: 2 }).release().currentUses).toBe(1);
    expect(voucher().release().currentUses).toBe(0);
  });
});

import { VoucherError } from './voucher-rules';
import { Voucher } from './voucher';

const NOW = new Date('2026-11-22T12:00:00Z');
const voucher = (over: Partial<Parameters<typeof Voucher.of>[0]> = {}) =>
  Voucher.of({ discountType: 'percentage', discountValue: 50, isActive: true, expiresAt: null, maxUses: 2, currentUses: 0, ...over });

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

describe('a voucher prices a song', () => {
  it('takes its discount off the list price', () => {
    expect(voucher({ discountValue: 50 }).priceOf(999, NOW)).toBe(500);
    expect(voucher({ discountType: 'fixed', discountValue: 300 }).priceOf(999, NOW)).toBe(699);
  });

  it('may make the song free, but never leaves 1–99 cents', () => {
    expect(voucher({ discountValue: 100 }).priceOf(999, NOW)).toBe(0);
    expect(voucher({ discountType: 'fixed', discountValue: 2000 }).priceOf(999, NOW)).toBe(0);
    expect(voucher({ discountType: 'fixed', discountValue: 899 }).priceOf(999, NOW)).toBe(100);
    expect(codeOf(() => voucher({ discountType: 'fixed', discountValue: 900 }).priceOf(999, NOW))).toBe('price_below_minimum');
  });

  it('refuses to price while it cannot be used', () => {
    expect(codeOf(() => voucher({ isActive: false }).priceOf(999, NOW))).toBe('voucher_not_valid');
    expect(codeOf(() => voucher({ expiresAt: NOW }).priceOf(999, NOW))).toBe('voucher_expired');
    expect(codeOf(() => voucher({ currentUses: 2 }).priceOf(999, NOW))).toBe('voucher_used_up');
  });
});

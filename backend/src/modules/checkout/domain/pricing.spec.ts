import { formatMoney, currencyForCountry, localAmount } from './currency';
import { centsToDecimal, decimalToCents, FULL_SONG_PRICE_CENTS } from './money';
import { describeDiscount, discountedPrice } from './pricing';
import { normalizeVoucherCode, voucherDefinitionProblems, voucherExpiry, voucherProblem, type VoucherState } from './voucher-rules';

describe('the price of a full song', () => {
  it('is 1000 US cents without a voucher', () => {
    expect(discountedPrice(FULL_SONG_PRICE_CENTS, null)).toBe(1000);
  });

  it('takes a percentage off: price × (1 − v/100)', () => {
    expect(discountedPrice(1000, { discountType: 'percentage', discountValue: 20 })).toBe(800);
    expect(discountedPrice(1000, { discountType: 'percentage', discountValue: 33 })).toBe(670);
    expect(discountedPrice(1000, { discountType: 'percentage', discountValue: 100 })).toBe(0);
  });

  it('takes a fixed amount of cents off: max(0, price − v)', () => {
    expect(discountedPrice(1000, { discountType: 'fixed', discountValue: 250 })).toBe(750);
    expect(discountedPrice(1000, { discountType: 'fixed', discountValue: 1000 })).toBe(0);
  });

  it('never goes below 0 when the discount is beyond the price', () => {
    expect(discountedPrice(1000, { discountType: 'fixed', discountValue: 5000 })).toBe(0);
    expect(discountedPrice(1000, { discountType: 'percentage', discountValue: 150 })).toBe(0);
  });

  it('describes the discount the way the "Voucher Applied!" toast does', () => {
    expect(describeDiscount({ discountType: 'percentage', discountValue: 25 })).toBe('25% off');
    expect(describeDiscount({ discountType: 'fixed', discountValue: 300 })).toBe('$3 off');
    expect(describeDiscount({ discountType: 'fixed', discountValue: 250 })).toBe('$2.50 off');
  });
});

describe('money as text', () => {
  it('turns cents into the decimal string PayPal expects and back', () => {
    expect(centsToDecimal(1000)).toBe('10.00');
    expect(centsToDecimal(805)).toBe('8.05');
    expect(decimalToCents('8.05')).toBe(805);
    expect(decimalToCents('10')).toBe(1000);
    expect(decimalToCents(7.5)).toBe(750);
    expect(decimalToCents('1e3')).toBeNull();
    expect(decimalToCents('-1.00')).toBeNull();
  });
});

describe('local currency display', () => {
  it('maps countries to the spec’s currencies and anything else to USD', () => {
    expect(currencyForCountry('jp')).toBe('JPY');
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry('KR')).toBe('KRW');
    expect(currencyForCountry('ZZ')).toBe('USD');
    expect(currencyForCountry(undefined)).toBe('USD');
  });

  it('formats symbol + amount + code, JPY and KRW in whole units', () => {
    expect(formatMoney(1000)).toBe('$10.00 USD');
    expect(formatMoney(1000, { code: 'JPY', symbol: '¥', rate: 155 })).toBe('¥1,550 JPY');
    expect(formatMoney(1000, { code: 'KRW', symbol: '₩', rate: 1430.4 })).toBe('₩14,304 KRW');
    expect(formatMoney(1000, { code: 'EUR', symbol: '€', rate: 0.87 })).toBe('€8.70 EUR');
    expect(localAmount(999, { code: 'JPY', symbol: '¥', rate: 155 })).toBe(1548);
  });
});

describe('voucher rules', () => {
  const usable: VoucherState = { discountType: 'percentage', discountValue: 10, isActive: true, expiresAt: null, maxUses: null, currentUses: 0 };
  const now = new Date('2026-06-01T12:00:00Z');

  it('accepts an active, unexpired voucher with uses left', () => {
    expect(voucherProblem(usable, now)).toBeNull();
    expect(voucherProblem({ ...usable, maxUses: 2, currentUses: 1, expiresAt: new Date('2026-06-02T00:00:00Z') }, now)).toBeNull();
  });

  it('refuses inactive, expired and used-up vouchers with the message the buyer sees', () => {
    expect(voucherProblem({ ...usable, isActive: false }, now)?.message).toBe('This voucher code is not valid.');
    expect(voucherProblem({ ...usable, expiresAt: new Date('2026-06-01T11:59:59Z') }, now)?.message).toBe('This voucher code has expired.');
    expect(voucherProblem({ ...usable, maxUses: 1, currentUses: 1 }, now)?.message).toBe('This voucher code has reached its usage limit.');
  });

  it('trims codes', () => {
    expect(normalizeVoucherCode('  Party50 ')).toBe('Party50');
    expect(normalizeVoucherCode(undefined)).toBe('');
  });

  it('checks an admin’s new voucher: code 3–20, a type, a positive whole value, percentages up to 100', () => {
    expect(voucherDefinitionProblems({ code: 'PARTY', discountType: 'percentage', discountValue: 50 })).toEqual([]);
    expect(voucherDefinitionProblems({ code: 'AB', discountType: 'percentage', discountValue: 50 })).toEqual(['Voucher code must be 3-20 characters']);
    expect(voucherDefinitionProblems({ code: 'A'.repeat(21), discountType: 'fixed', discountValue: 50 })).toEqual(['Voucher code must be 3-20 characters']);
    expect(voucherDefinitionProblems({ code: 'PARTY', discountType: 'bogus', discountValue: 0 })).toEqual(['Discount type is required', 'Discount value must be greater than 0']);
    expect(voucherDefinitionProblems({ code: 'PARTY', discountType: 'percentage', discountValue: 101 })).toEqual(['A percentage discount cannot be more than 100']);
    expect(voucherDefinitionProblems({ code: 'PARTY', discountType: 'fixed', discountValue: 5, maxUses: 0 })).toEqual(['Max uses must be at least 1']);
  });
});

describe('voucher expiry dates', () => {
  it('are real days in the years 2000–9999', () => {
    expect(voucherExpiry('2026-12-31T23:59:59Z')?.toISOString()).toBe('2026-12-31T23:59:59.000Z');
    expect(voucherExpiry('2028-02-29T23:59:59Z')).not.toBeNull();
    expect(voucherExpiry('9999-12-31T23:59:59Z')).not.toBeNull();
    for (const bad of ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '10000-01-01T00:00:00Z', '+099999-01-01T00:00:00Z', '2027-02-29T00:00:00Z', '2026-04-31T00:00:00Z', '2026-00-10T00:00:00Z', '9999-12-31T23:59:59-01:00', 'tomorrow', '']) {
      expect([bad, voucherExpiry(bad)]).toEqual([bad, null]);
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPrice, USD_PROFILE } from './format-price';

describe('formatPrice', () => {
  it('shows US cents as dollars with the code', () => {
    expect(formatPrice(1000)).toBe('$10.00 USD');
    expect(formatPrice(100, USD_PROFILE)).toBe('$1.00 USD');
    expect(formatPrice(123456)).toBe('$1,234.56 USD');
  });

  it('converts with the currency’s rate and keeps two decimals', () => {
    expect(formatPrice(1000, { code: 'EUR', symbol: '€', rate: 0.92 })).toBe('€9.20 EUR');
  });

  it('shows yen and won in whole units, rounded', () => {
    expect(formatPrice(1000, { code: 'JPY', symbol: '¥', rate: 155 })).toBe('¥1,550 JPY');
    expect(formatPrice(1000, { code: 'JPY', symbol: '¥', rate: 160.55 })).toBe('¥1,606 JPY');
    expect(formatPrice(1000, { code: 'KRW', symbol: '₩', rate: 1380.4 })).toBe('₩13,804 KRW');
  });
});

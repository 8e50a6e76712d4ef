/** How a price is shown to a visitor: the GET /api/pricing currency profile. */
export interface CurrencyProfile {
  /** ISO 4217 code, e.g. "USD". */
  code: string;
  /** Display symbol, e.g. "$". */
  symbol: string;
  /** Units of this currency per 1 USD (a dated approximation; charges are always USD). */
  rate: number;
}

export const USD_PROFILE: CurrencyProfile = { code: 'USD', symbol: '$', rate: 1 };

/** Currencies shown in whole units (no minor digits), per the spec. */
const WHOLE_UNIT_CURRENCIES = new Set(['JPY', 'KRW']);

/**
 * Formats integer USD cents in a currency profile as "symbol + amount + code":
 * formatPrice(1000) → "$10.00 USD", formatPrice(1000, { code: 'JPY', symbol: '¥', rate: 155 })
 * → "¥1,550 JPY". Only the UI divides by 100; money stays integer cents everywhere else.
 * Non-USD amounts are approximations: prefix them with "≈" where the charge is described.
 */
export function formatPrice(cents: number, profile: CurrencyProfile = USD_PROFILE): string {
  const wholeUnits = WHOLE_UNIT_CURRENCIES.has(profile.code);
  const digits = wholeUnits ? 0 : 2;
  const amount = (cents / 100) * profile.rate;
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(wholeUnits ? Math.round(amount) : amount);
  return `${profile.symbol}${number} ${profile.code}`;
}

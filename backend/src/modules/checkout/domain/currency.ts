/** The spec's country → display currency map; anything else shows USD. */
export const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD', CA: 'CAD', GB: 'GBP', AU: 'AUD', NZ: 'NZD',
  EU: 'EUR', DE: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', NL: 'EUR',
  JP: 'JPY', KR: 'KRW', IN: 'INR', SG: 'SGD', HK: 'HKD', CH: 'CHF',
  SE: 'SEK', NO: 'NOK', DK: 'DKK', BR: 'BRL', MX: 'MXN',
};

/** Currencies shown in whole units (no minor digits). */
const WHOLE_UNIT_CURRENCIES = new Set(['JPY', 'KRW']);

export interface CurrencyProfile {
  code: string;
  symbol: string;
  /** Units of this currency per 1 USD; an approximation, charges are always USD. */
  rate: number;
}

export function currencyForCountry(country: string | undefined | null): string {
  return COUNTRY_CURRENCY[(country ?? '').trim().toUpperCase()] ?? 'USD';
}

export function fractionDigits(code: string): number {
  return WHOLE_UNIT_CURRENCIES.has(code) ? 0 : 2;
}

/** USD cents converted into the profile's currency, rounded to what that currency shows. */
export function localAmount(usdCents: number, profile: CurrencyProfile): number {
  const digits = fractionDigits(profile.code);
  const factor = 10 ** digits;
  return Math.round((usdCents / 100) * profile.rate * factor) / factor;
}

/** "symbol + amount + code": formatMoney(1000, JPY@155) → "¥1,550 JPY", formatMoney(1000) → "$10.00 USD". */
export function formatMoney(usdCents: number, profile: CurrencyProfile = { code: 'USD', symbol: '$', rate: 1 }): string {
  const digits = fractionDigits(profile.code);
  const number = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(localAmount(usdCents, profile));
  return `${profile.symbol}${number} ${profile.code}`;
}

/** The full song's price: 1000 US cents ($10). Every charge is in USD with intent CAPTURE. */
export const FULL_SONG_PRICE_CENTS = 1000;
export const CHARGE_CURRENCY = 'USD';

/** 1234 → "12.34", the decimal string payment providers expect for USD. */
export function centsToDecimal(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`not a cent amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * "12.34", "12.3", "12" or 12.34 → 1234; null when it is not a non-negative amount with at most two
 * decimals (a client's amount is only ever compared, never trusted).
 */
export function decimalToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}


/** Display currency rates (units per 1 USD). */
export const CURRENCY_RATES = Symbol('CurrencyRates');

export interface CurrencyRateRecord {
  code: string;
  symbol: string;
  /** Units per 1 USD. */
  rate: number;
  /** YYYY-MM-DD. */
  asOf: string;
  updatedAt: Date;
}

export interface CurrencyRates {
  find(code: string): Promise<CurrencyRateRecord | null>;
}

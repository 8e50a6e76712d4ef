import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { currencyForCountry, formatMoney, localAmount, type CurrencyProfile } from '../../../domain/currency';
import { CHARGE_CURRENCY, FULL_SONG_PRICE_CENTS } from '../../../domain/money';
import { CURRENCY_RATES, type CurrencyRates } from '../../ports/currency-rates.port';

export interface Pricing {
  country: string;
  priceCents: number;
  chargeCurrency: 'USD';
  /** What is charged: "$10.00 USD". */
  charge: string;
  currency: CurrencyProfile & { asOf: string };
  /** The price in the display currency (whole units for JPY and KRW). */
  amount: number;
  /** "¥1,550 JPY": symbol + amount + code. */
  formatted: string;
  /** True when the display currency is not what is charged (show it with "≈"). */
  approximate: boolean;
}

const USD: CurrencyProfile = { code: 'USD', symbol: '$', rate: 1 };

/** Rates change at most daily (a migration or a script updates the table): a minute-old one is fine. */
export const RATE_CACHE_TTL_MS = 60_000;

interface CachedRate {
  profile: CurrencyProfile;
  asOf: string | null;
  expiresAt: number;
}

/** GET /api/pricing: the full song's price shown in the visitor's currency, charged in USD. */
export class GetPricingQuery extends Query<Pricing> {
  constructor(readonly country: string | undefined) {
    super();
  }
}

@QueryHandler(GetPricingQuery)
export class GetPricingHandler implements IQueryHandler<GetPricingQuery> {
  /** Rates by currency code, read from the database at most once a minute (every visitor asks for one). */
  private readonly rates = new Map<string, CachedRate>();

  constructor(
    @Inject(CURRENCY_RATES) private readonly currencyRates: CurrencyRates,
  ) {}

  /** Whole answers by country (at most 26² keys), as long as their rate is cached: formatting is not free either. */
  private readonly answers = new Map<string, { pricing: Pricing; expiresAt: number }>();

  async execute({ country }: GetPricingQuery): Promise<Pricing> {
    const countryCode = /^[A-Za-z]{2}$/.test(country ?? '') ? country!.toUpperCase() : 'US';
    const hit = this.answers.get(countryCode);
    if (hit && hit.expiresAt > Date.now()) return hit.pricing;
    const rate = await this.rateOf(currencyForCountry(countryCode));
    // Frozen: the same answer goes to every visitor of that country until the rate is read again.
    const pricing = Object.freeze(this.price(countryCode, rate));
    Object.freeze(pricing.currency);
    this.answers.set(countryCode, { pricing, expiresAt: rate.expiresAt });
    return pricing;
  }

  private price(countryCode: string, { profile, asOf }: CachedRate): Pricing {
    return {
      country: countryCode,
      priceCents: FULL_SONG_PRICE_CENTS,
      chargeCurrency: CHARGE_CURRENCY,
      charge: formatMoney(FULL_SONG_PRICE_CENTS),
      currency: { ...profile, asOf: asOf ?? new Date().toISOString().slice(0, 10) },
      amount: localAmount(FULL_SONG_PRICE_CENTS, profile),
      formatted: formatMoney(FULL_SONG_PRICE_CENTS, profile),
      approximate: profile.code !== CHARGE_CURRENCY,
    };
  }

  private async rateOf(code: string): Promise<CachedRate> {
    const now = Date.now();
    const hit = this.rates.get(code);
    if (hit && hit.expiresAt > now) return hit;
    const row = await this.currencyRates.find(code);
    // A currency without a rate row is shown in USD rather than with a made-up rate.
    const rate: CachedRate = row
      ? { profile: { code: row.code, symbol: row.symbol, rate: row.rate }, asOf: row.asOf, expiresAt: now + RATE_CACHE_TTL_MS }
      : { profile: USD, asOf: null, expiresAt: now + RATE_CACHE_TTL_MS };
    this.rates.set(code, rate); // bounded: one entry per currency code we map countries to
    return rate;
  }
}

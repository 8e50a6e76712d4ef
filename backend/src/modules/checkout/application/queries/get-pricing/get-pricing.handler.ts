import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { currencyForCountry, formatMoney, localAmount, type CurrencyProfile } from '../../../domain/currency';
import { CHARGE_CURRENCY, FULL_SONG_PRICE_CENTS } from '../../../domain/money';
import { CurrencyRate } from '../../../infrastructure/entities/currency-rate.entity';

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

/** GET /api/pricing: the full song's price shown in the visitor's currency, charged in USD. */
@Injectable()
export class GetPricingHandler {
  constructor(private readonly em: EntityManager) {}

  async execute(country: string | undefined): Promise<Pricing> {
    const countryCode = /^[A-Za-z]{2}$/.test(country ?? '') ? country!.toUpperCase() : 'US';
    const code = currencyForCountry(countryCode);
    const row = await this.em.fork().findOne(CurrencyRate, { code });
    // A currency without a rate row is shown in USD rather than with a made-up rate.
    const profile: CurrencyProfile = row ? { code: row.code, symbol: row.symbol, rate: Number(row.rate) } : USD;
    return {
      country: countryCode,
      priceCents: FULL_SONG_PRICE_CENTS,
      chargeCurrency: CHARGE_CURRENCY,
      charge: formatMoney(FULL_SONG_PRICE_CENTS),
      currency: { ...profile, asOf: row?.asOf ?? new Date().toISOString().slice(0, 10) },
      amount: localAmount(FULL_SONG_PRICE_CENTS, profile),
      formatted: formatMoney(FULL_SONG_PRICE_CENTS, profile),
      approximate: profile.code !== CHARGE_CURRENCY,
    };
  }
}

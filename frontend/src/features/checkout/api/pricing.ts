import type { Schema } from '@boogy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { FULL_SONG_PRICE_CENTS } from '@/config/product';
import { formatPrice } from '@/lib/format-price';
import { lookUpCountry } from '../lib/country';

export type Pricing = Schema<'Pricing'>;

export const countryQueryOptions = () => queryOptions({ queryKey: ['geolocation', 'country'], queryFn: () => lookUpCountry() });

export const pricingQueryOptions = (country: string) =>
  queryOptions({
    queryKey: ['/api/pricing', country],
    queryFn: async () => dataOf(await api.GET('/api/pricing', { params: { query: { country } } })),
  });

/** The full song's price in US cents: the server's answer, the configured fallback until it arrives. */
export const songPriceCents = (pricing: Pricing | undefined): number => pricing?.priceCents ?? FULL_SONG_PRICE_CENTS;

/** The song price in the visitor's currency (USD until the country is known). */
export function usePricing() {
  const country = useQuery(countryQueryOptions());
  return useQuery(pricingQueryOptions(country.data ?? 'US'));
}

/**
 * How to show an amount of US cents: "$10.00 USD", plus "≈ ¥1,550 JPY" when the visitor's currency
 * is another one (an approximation: the charge is always in USD).
 */
export function describePrice(cents: number, pricing: Pricing | undefined): { charge: string; approximation: string | null } {
  const charge = formatPrice(cents);
  if (!pricing?.approximate) return { charge, approximation: null };
  return { charge, approximation: `≈ ${formatPrice(cents, pricing.currency)}` };
}

/** The label of a price for buttons such as 'Get Full Song - {price}'. */
export function useSongPriceLabel(): string {
  const { data } = usePricing();
  if (!data) return formatPrice(FULL_SONG_PRICE_CENTS);
  return data.approximate ? `≈ ${data.formatted}` : data.formatted;
}

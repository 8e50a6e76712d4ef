import type { Schema } from '@boogy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/**
 * Every number a screen states about the product (price, preview length, sign-up and referral
 * credits, commission per layer, refund period, payout day and time) comes from GET /api/help/facts,
 * which reads each where the server keeps it: no screen keeps a copy that could drift.
 */
export type ProductFacts = Schema<'HelpFacts'>;

export const productFactsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/help/facts'] as const, queryFn: async () => dataOf(await api.GET('/api/help/facts')), staleTime: 5 * 60_000 });

/** The facts, or undefined while they load (screens then leave the number out rather than guess it). */
export function useProductFacts(): ProductFacts | undefined {
  return useQuery(productFactsQueryOptions()).data;
}

/** Cents → "$3.50" (USD, as every charge and commission is). */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What a layer-`layer` affiliate earns on one full song at the list price, e.g. "$3.50". */
export function songCommission(facts: ProductFacts, layer = 1): string | null {
  const cents = facts.affiliateLayers.find((l) => l.layer === layer)?.songCommissionCents;
  return cents === undefined ? null : dollars(cents);
}

/** "Monday at 10:00 UTC". */
export const payoutSchedule = (facts: ProductFacts) => `${facts.payoutWeekday} at ${facts.payoutTimeUtc} UTC`;

import type { Schema } from '@boogy/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { productFactsQueryOptions } from '@/lib/product-facts';

export type { ProductFacts as HelpFacts } from '@/lib/product-facts';
export type SupportContact = Schema<'SupportContactRequest'>;

export const helpFactsQueryOptions = productFactsQueryOptions;

export function useHelpFacts() {
  return useQuery(helpFactsQueryOptions());
}

export function useContactSupport() {
  return useMutation({ mutationFn: async (body: SupportContact) => dataOf(await api.POST('/api/support/contact', { body })) });
}

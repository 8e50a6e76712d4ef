import type { Schema } from '@boogy/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type HelpFacts = Schema<'HelpFacts'>;
export type SupportContact = Schema<'SupportContactRequest'>;

export const helpFactsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/help/facts'] as const, queryFn: async () => dataOf(await api.GET('/api/help/facts')), staleTime: 5 * 60_000 });

export function useHelpFacts() {
  return useQuery(helpFactsQueryOptions());
}

export function useContactSupport() {
  return useMutation({ mutationFn: async (body: SupportContact) => dataOf(await api.POST('/api/support/contact', { body })) });
}

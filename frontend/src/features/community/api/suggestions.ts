import type { Schema } from '@boogy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type Suggestion = Schema<'Suggestion'>;
export type SubmitSuggestion = Schema<'SubmitSuggestionRequest'>;

export const suggestionsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/suggestions'] as const, queryFn: async () => dataOf(await api.GET('/api/suggestions')) });

export function useSuggestions() {
  return useQuery(suggestionsQueryOptions());
}

export function useSubmitSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubmitSuggestion) => dataOf(await api.POST('/api/suggestions', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsQueryOptions().queryKey }),
  });
}

export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, email }: { id: string; email?: string | null }) =>
      dataOf(await api.POST('/api/suggestions/{id}/vote', { params: { path: { id } }, body: { email: email || null } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsQueryOptions().queryKey }),
  });
}

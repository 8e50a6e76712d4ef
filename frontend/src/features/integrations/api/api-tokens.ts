import type { Schema } from '@boogy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type ApiToken = Schema<'ApiToken'>;
export type CreatedApiToken = Schema<'CreatedApiToken'>;

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: ['/api/user/api-tokens'] as const, queryFn: async () => dataOf(await api.GET('/api/user/api-tokens')).items });

export function useApiTokens(enabled: boolean) {
  return useQuery({ ...apiTokensQueryOptions(), enabled });
}

/** POST /api/user/api-tokens: the answer holds the token, the only time it is ever shown. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => dataOf(await api.POST('/api/user/api-tokens', { body: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions().queryKey }),
  });
}

/** DELETE /api/user/api-tokens/{id}: the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/user/api-tokens/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions().queryKey }),
  });
}

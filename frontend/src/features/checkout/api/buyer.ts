import type { Schema } from '@boogy/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/** The signed-in buyer or null (same query key as the app's current-user query, so one cache entry). */
export const buyerQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: async (): Promise<Schema<'CurrentUser'> | null> => {
      try {
        return (await api.GET('/api/auth/user')).data ?? null;
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
  });

export function useBuyer() {
  return useQuery(buyerQueryOptions());
}

/** After a purchase or free download: the user (credits, maybe a new account) and their song lists. */
export async function refreshAfterPurchase(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    ['/api/auth/user', '/api/user/songs', '/api/user/purchased-songs', '/api/user/credits', '/api/songs'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}

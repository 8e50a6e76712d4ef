import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults from the spec: no retries, no refetch on focus or interval, and results never
 * go stale unless a query says otherwise (e.g. `staleTime: 5 * 60_000` for song details).
 * Mutations refresh data by invalidating the keys of the queryOptions factories they affect.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

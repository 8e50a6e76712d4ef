import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY, getCurrentUser } from '@/lib/current-user';

/** The signed-in buyer or null (the app's current-user query: one cache entry). */
export const buyerQueryOptions = () => queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser });

export function useBuyer() {
  return useQuery(buyerQueryOptions());
}

/** After a purchase or free download: the user (credits, maybe a new account) and their song lists. */
export async function refreshAfterPurchase(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [CURRENT_USER_KEY[0], '/api/user/songs', '/api/user/purchased-songs', '/api/user/credits', '/api/songs'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}

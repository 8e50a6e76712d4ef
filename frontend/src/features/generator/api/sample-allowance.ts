import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** GET /api/guest-samples: the free previews a guest has left (counted on the server). */
export const guestSamplesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/guest-samples'],
    queryFn: async () => dataOf(await api.GET('/api/guest-samples')),
    staleTime: 0,
  });

/** GET /api/user/credits: a signed-in user's sample credits. */
export const userCreditsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/credits'],
    queryFn: async () => dataOf(await api.GET('/api/user/credits')),
    staleTime: 0,
  });

export function useSamplesLeft(isSignedIn: boolean): number | undefined {
  const guest = useQuery({ ...guestSamplesQueryOptions(), enabled: !isSignedIn });
  const user = useQuery({ ...userCreditsQueryOptions(), enabled: isSignedIn });
  return isSignedIn ? user.data?.credits : guest.data?.remaining;
}


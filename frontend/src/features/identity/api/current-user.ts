import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENT_USER_KEY, getCurrentUser } from '@/lib/current-user';

export { CURRENT_USER_KEY, getCurrentUser, type CurrentUser } from '@/lib/current-user';

export const currentUserQueryOptions = () => queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

import type { Schema } from '@boogy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export type CurrentUser = Schema<'CurrentUser'>;

/** GET /api/auth/user: the signed-in user, or null when signed out (the API answers 401). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { data } = await api.GET('/api/auth/user');
    return data ?? null;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: getCurrentUser,
  });

/** The signed-in user: `data` is the user, null when signed out, undefined while loading. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

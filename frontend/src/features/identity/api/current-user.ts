import type { Schema } from '@boogy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export type CurrentUser = Schema<'CurrentUser'>;

/** The key every screen shares for GET /api/auth/user (the header's account menu uses it too). */
export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user: the signed-in user, or null when signed out (401). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { data } = await api.GET('/api/auth/user');
    return data ?? null;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

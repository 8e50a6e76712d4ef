import type { Schema } from '@boogy/contracts';
import { api } from '@/lib/api-client';

export type CurrentUser = Schema<'CurrentUser'>;

/** The one cache key of the signed-in user: every screen and mutation reads or invalidates this. */
export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/session: the signed-in user, or null when signed out (a 200, so no 401 is logged). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const { data } = await api.GET('/api/auth/session');
  return data?.user ?? null;
}

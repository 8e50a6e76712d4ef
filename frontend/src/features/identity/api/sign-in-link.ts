import type { Schema } from '@boogy/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { CURRENT_USER_KEY } from './current-user';

/** GET /api/auth/sign-in-link: whom an emailed link signs in, without using it up. */
export const signInLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/auth/sign-in-link', token],
    queryFn: async () => dataOf(await api.GET('/api/auth/sign-in-link', { params: { query: { token } } })),
    retry: false,
    staleTime: Infinity,
  });

/** POST /api/auth/sign-in-link: the page's button; the session changes, so cached per-user data goes. */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => dataOf(await api.POST('/api/auth/sign-in-link', { body: { token } })),
    onSuccess: (result: Schema<'SignedIn'>) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, result.user);
    },
  });
}

import type { Schema } from '@boogy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { CURRENT_USER_KEY } from './current-user';

export type SignedIn = Schema<'SignedIn'>;
export type LoginLinkSent = Schema<'LoginLinkSent'>;

/** After any sign-in the session changed: cached per-user data is stale. */
function useSignedInRefresh() {
  const queryClient = useQueryClient();
  return (result: SignedIn | LoginLinkSent) => {
    if (result.status !== 'signed_in') return;
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
    queryClient.setQueryData(CURRENT_USER_KEY, result.user);
  };
}

/** A mutation whose answer may sign someone in: on success, the session's cached data is refreshed. */
function useSignInMutation<TBody, TResult extends SignedIn | LoginLinkSent>(send: (body: TBody) => Promise<TResult>) {
  const refresh = useSignedInRefresh();
  return useMutation({ mutationFn: send, onSuccess: refresh });
}

/** POST /api/register */
export function useRegister() {
  return useSignInMutation(async (body: Schema<'RegisterRequest'>) => dataOf(await api.POST('/api/register', { body })));
}

/** POST /api/login */
export function useLogin() {
  return useSignInMutation(async (body: Schema<'LoginRequest'>) => dataOf(await api.POST('/api/login', { body })));
}

/** POST /api/simple-register: signs a new email in, or emails a sign-in link to a known one. */
export function useSimpleRegister() {
  return useSignInMutation(async (body: Schema<'SimpleRegisterRequest'>) => dataOf(await api.POST('/api/simple-register', { body })));
}

/** POST /api/simple-signin: emails a one-time sign-in link. */
export function useSimpleSignin() {
  return useMutation({
    mutationFn: async (body: Schema<'SimpleSigninRequest'>) => dataOf(await api.POST('/api/simple-signin', { body })),
  });
}

/** POST /api/forgot-password */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: Schema<'ForgotPasswordRequest'>) => dataOf(await api.POST('/api/forgot-password', { body })),
  });
}

/** POST /api/reset-password */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: Schema<'ResetPasswordRequest'>) => dataOf(await api.POST('/api/reset-password', { body })),
  });
}

import type { Schema } from '@boogy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { CURRENT_USER_KEY, type CurrentUser } from './current-user';

function usePatchCurrentUser() {
  const queryClient = useQueryClient();
  return (patch: Partial<CurrentUser>) =>
    queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (user) => (user ? { ...user, ...patch } : user));
}

/** POST /api/auth/request-email-change */
export function useRequestEmailChange() {
  const patch = usePatchCurrentUser();
  return useMutation({
    mutationFn: async (body: Schema<'RequestEmailChangeRequest'>) => dataOf(await api.POST('/api/auth/request-email-change', { body })),
    onSuccess: (result) => patch({ pendingEmail: result.pendingEmail }),
  });
}

/** POST /api/auth/cancel-email-change */
export function useCancelEmailChange() {
  const patch = usePatchCurrentUser();
  return useMutation({
    mutationFn: async () => dataOf(await api.POST('/api/auth/cancel-email-change')),
    onSuccess: () => patch({ pendingEmail: null }),
  });
}

/** PATCH /api/user/paypal (account screen) */
export function useUpdatePaypalEmail() {
  const patch = usePatchCurrentUser();
  return useMutation({
    mutationFn: async (paypalEmail: string) => dataOf(await api.PATCH('/api/user/paypal', { body: { paypalEmail } })),
    onSuccess: (result) => patch({ paypalEmail: result.paypalEmail }),
  });
}

export type CurrencyCode = Schema<'CurrencyCode'>;

/** POST /api/user/currency (account screen) */
export function useUpdateCurrency() {
  const patch = usePatchCurrentUser();
  return useMutation({
    mutationFn: async (preferredCurrency: CurrencyCode) => dataOf(await api.POST('/api/user/currency', { body: { preferredCurrency } })),
    onSuccess: (result) => patch({ preferredCurrency: result.preferredCurrency }),
  });
}

/** POST /api/auth/deactivate-account: the session ends with it. */
export function useDeactivateAccount() {
  return useMutation({
    mutationFn: async () => dataOf(await api.POST('/api/auth/deactivate-account')),
  });
}

import type { Schema } from '@boogy/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type AdminDashboard = Schema<'AdminDashboard'>;
export type AdminUser = Schema<'AdminUser'>;
export type Voucher = Schema<'Voucher'>;
export type CreateVoucher = Schema<'CreateVoucherRequest'>;
export type AdminPayment = Schema<'AdminPayment'>;
export type CurrencyRate = Schema<'CurrencyRate'>;
export type AdminSuggestion = Schema<'AdminSuggestion'>;
export type SuggestionStatus = Schema<'SuggestionStatus'>;
export type AuditEntry = Schema<'AuditEntry'>;
export type HeldCommission = Schema<'HeldCommission'>;

/** Every admin query key starts here, so a change can refresh the whole console. */
const ADMIN = ['admin'] as const;

export const adminQueries = {
  dashboard: () => queryOptions({ queryKey: [...ADMIN, 'dashboard'], queryFn: async () => dataOf(await api.GET('/api/admin/dashboard')) }),
  vouchers: () => queryOptions({ queryKey: [...ADMIN, 'vouchers'], queryFn: async () => dataOf(await api.GET('/api/admin/vouchers')).vouchers }),
  users: (search: string, page: number) =>
    queryOptions({
      queryKey: [...ADMIN, 'users', search, page],
      queryFn: async () => dataOf(await api.GET('/api/admin/users', { params: { query: { search: search || undefined, page, pageSize: 20 } } })),
      placeholderData: keepPreviousData,
    }),
  payments: (page: number) =>
    queryOptions({
      queryKey: [...ADMIN, 'payments', page],
      queryFn: async () => dataOf(await api.GET('/api/admin/payments', { params: { query: { page, pageSize: 20 } } })),
      placeholderData: keepPreviousData,
    }),
  held: () => queryOptions({ queryKey: [...ADMIN, 'held'], queryFn: async () => dataOf(await api.GET('/api/admin/held-commissions')).commissions }),
  rates: () => queryOptions({ queryKey: [...ADMIN, 'rates'], queryFn: async () => dataOf(await api.GET('/api/admin/currency-rates')).rates }),
  suggestions: () => queryOptions({ queryKey: [...ADMIN, 'suggestions'], queryFn: async () => dataOf(await api.GET('/api/admin/suggestions')) }),
  audit: (page: number) =>
    queryOptions({
      queryKey: [...ADMIN, 'audit', page],
      queryFn: async () => dataOf(await api.GET('/api/admin/audit-log', { params: { query: { page, pageSize: 50 } } })),
      placeholderData: keepPreviousData,
    }),
};

/** A mutation that refreshes every admin list once it succeeds (stats, lists and the audit log all move). */
function useAdminMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN }) });
}

export const useDashboard = () => useQuery(adminQueries.dashboard());
export const useVouchers = () => useQuery(adminQueries.vouchers());
export const useAdminUsers = (search: string, page: number) => useQuery(adminQueries.users(search, page));
export const usePayments = (page: number) => useQuery(adminQueries.payments(page));
export const useRates = () => useQuery(adminQueries.rates());
export const useHeldCommissions = () => useQuery(adminQueries.held());
export const useDecideHeld = () =>
  useAdminMutation(async ({ id, release }: { id: string; release: boolean }) =>
    dataOf(await (release ? api.POST('/api/admin/held-commissions/{id}/release', { params: { path: { id } } }) : api.POST('/api/admin/held-commissions/{id}/void', { params: { path: { id } } }))),
  );
export const useAdminSuggestions = () => useQuery(adminQueries.suggestions());
export const useAuditLog = (page: number) => useQuery(adminQueries.audit(page));

export const useCreateVoucher = () => useAdminMutation(async (body: CreateVoucher) => dataOf(await api.POST('/api/admin/vouchers', { body })));
export const useDeactivateVoucher = () => useAdminMutation(async (id: string) => dataOf(await api.DELETE('/api/admin/vouchers/{id}', { params: { path: { id } } })));
export const useDeleteUser = () => useAdminMutation(async (id: string) => dataOf(await api.DELETE('/api/admin/users/{id}', { params: { path: { id } } })));
export const useRefund = () =>
  useAdminMutation(async ({ id, reason }: { id: string; reason: string }) => dataOf(await api.POST('/api/admin/payments/{id}/refund', { params: { path: { id } }, body: reason ? { reason } : {} })));
export const useUpdateRate = () =>
  useAdminMutation(async ({ code, rate }: { code: string; rate: number }) => dataOf(await api.PUT('/api/admin/currency-rates/{code}', { params: { path: { code } }, body: { rate } })));
export const useModerate = () =>
  useAdminMutation(async ({ id, status, adminNotes }: { id: string; status: SuggestionStatus; adminNotes: string | null }) =>
    dataOf(await api.PATCH('/api/admin/suggestions/{id}', { params: { path: { id } }, body: { status, adminNotes } })),
  );

/** The admin page's own sign-in (email + password), and its forgot-password request. */
export async function adminLogin(email: string, password: string): Promise<void> {
  await api.POST('/api/login', { body: { email, password } });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api.POST('/api/forgot-password', { body: { email } });
}

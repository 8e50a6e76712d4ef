import { CURRENT_USER_KEY } from '@/lib/current-user';
import type { Schema } from '@boogy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export type EarningsDashboard = Schema<'EarningsDashboard'>;
export type CommissionView = Schema<'CommissionView'>;
export type HeldCommissionView = Schema<'HeldCommissionView'>;
export type PayoutView = Schema<'PayoutView'>;
export type ReferralDashboard = Schema<'ReferralDashboard'>;
export type AffiliateProgram = Schema<'AffiliateProgram'>;
export type InvitationResolution = Schema<'InvitationResolution'>;


export const earningsKeys = {
  dashboard: ['/api/user/earnings-dashboard'] as const,
  commissions: ['/api/user/commission-history'] as const,
  payouts: ['/api/user/payout-history'] as const,
  referrals: ['/api/referrals/dashboard'] as const,
  program: ['/api/referrals/program'] as const,
};

export const earningsDashboardQueryOptions = () =>
  queryOptions({ queryKey: earningsKeys.dashboard, queryFn: async () => dataOf(await api.GET('/api/user/earnings-dashboard')) });
export const commissionHistoryQueryOptions = () =>
  queryOptions({ queryKey: earningsKeys.commissions, queryFn: allCommissionPages });

/** Every page of the commission history, groups merged (the earnings page shows them all). */
async function allCommissionPages(): Promise<Schema<'CommissionHistory'>> {
  const all = dataOf(await api.GET('/api/user/commission-history'));
  for (let cursor = all.nextCursor; cursor; ) {
    const page = dataOf(await api.GET('/api/user/commission-history', { params: { query: { cursor } } }));
    all.pendingCommissions.push(...page.pendingCommissions);
    all.matureCommissions.push(...page.matureCommissions);
    all.voidedCommissions.push(...page.voidedCommissions);
    all.heldCommissions = [...(all.heldCommissions ?? []), ...(page.heldCommissions ?? [])];
    cursor = page.nextCursor;
  }
  return { ...all, nextCursor: null };
}
export const payoutHistoryQueryOptions = () =>
  queryOptions({ queryKey: earningsKeys.payouts, queryFn: async () => dataOf(await api.GET('/api/user/payout-history')) });
export const referralDashboardQueryOptions = () =>
  queryOptions({ queryKey: earningsKeys.referrals, queryFn: async () => dataOf(await api.GET('/api/referrals/dashboard')) });
export const programQueryOptions = () =>
  queryOptions({ queryKey: earningsKeys.program, queryFn: async () => dataOf(await api.GET('/api/referrals/program')), staleTime: 10 * 60_000 });

export const useEarningsDashboard = () => useQuery(earningsDashboardQueryOptions());
export const useCommissionHistory = () => useQuery(commissionHistoryQueryOptions());
export const usePayoutHistory = () => useQuery(payoutHistoryQueryOptions());
export const useReferralDashboard = () => useQuery(referralDashboardQueryOptions());
export const useAffiliateProgram = () => useQuery(programQueryOptions());

/** GET /api/referrals/check-slug/{slug}: only called once the slug passes the local rules. */
export const slugCheckQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['/api/referrals/check-slug', slug] as const,
    queryFn: async () => dataOf(await api.GET('/api/referrals/check-slug/{slug}', { params: { path: { slug } } })),
    staleTime: 5_000,
  });

/** GET /api/referrals/resolve-friend/{slug}: null when there is no such invitation (404). */
export const invitationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['/api/referrals/resolve-friend', slug] as const,
    queryFn: async (): Promise<InvitationResolution | null> => {
      try {
        return dataOf(await api.GET('/api/referrals/resolve-friend/{slug}', { params: { path: { slug } } }));
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    retry: false,
  });

function useRefreshEarnings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: earningsKeys.dashboard });
}

/** PUT /api/referrals/personalized-slug */
export function useUpdateSlug() {
  const refresh = useRefreshEarnings();
  return useMutation({ mutationFn: async (slug: string) => dataOf(await api.PUT('/api/referrals/personalized-slug', { body: { slug } })), onSuccess: refresh });
}

/** POST /api/referrals/generate-personalized-link */
export function useGeneratePersonalizedLink() {
  const refresh = useRefreshEarnings();
  return useMutation({ mutationFn: async () => dataOf(await api.POST('/api/referrals/generate-personalized-link')), onSuccess: refresh });
}

/** An account setting the earnings screen changes: the dashboard and the signed-in user both show it. */
function useRefreshEarningsAndAccount() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: earningsKeys.dashboard }), client.invalidateQueries({ queryKey: CURRENT_USER_KEY })]);
}

/** PUT /api/user/paypal-email (earnings screen) */
export function useUpdatePayoutEmail() {
  const refresh = useRefreshEarningsAndAccount();
  return useMutation({ mutationFn: async (paypalEmail: string) => dataOf(await api.PUT('/api/user/paypal-email', { body: { paypalEmail } })), onSuccess: refresh });
}

export type EarningsCurrency = Schema<'CurrencyCode'>;

/** PUT /api/user/currency (earnings screen) */
export function useUpdateEarningsCurrency() {
  const refresh = useRefreshEarningsAndAccount();
  return useMutation({ mutationFn: async (currency: EarningsCurrency) => dataOf(await api.PUT('/api/user/currency', { body: { currency } })), onSuccess: refresh });
}

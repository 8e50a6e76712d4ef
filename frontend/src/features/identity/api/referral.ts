import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** GET /api/referrals/validate/{code}: a failure counts as "not valid" (spec: failures are only logged). */
export const referralValidationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['/api/referrals/validate', code],
    queryFn: async () => {
      try {
        return dataOf(await api.GET('/api/referrals/validate/{code}', { params: { path: { code } } }));
      } catch (error) {
        console.warn('Referral code check failed', error);
        return { valid: false, referrerName: null };
      }
    },
  });

export function useReferralValidation(code: string | null) {
  return useQuery({ ...referralValidationQueryOptions(code ?? ''), enabled: Boolean(code) });
}

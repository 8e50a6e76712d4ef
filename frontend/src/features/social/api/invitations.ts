import { CURRENT_USER_KEY } from '@/lib/current-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type InviteMode = 'friend' | 'affiliate';

/** POST /api/referrals/send-invitation or send-affiliate-invitation. */
export function useSendInvitation() {
  return useMutation({
    mutationFn: async ({ recipientEmail, mode, paypalEmail }: { recipientEmail: string; mode: InviteMode; paypalEmail?: string | null }) =>
      mode === 'affiliate'
        ? dataOf(await api.POST('/api/referrals/send-affiliate-invitation', { body: { recipientEmail, ...(paypalEmail ? { paypalEmail } : {}) } }))
        : dataOf(await api.POST('/api/referrals/send-invitation', { body: { recipientEmail } })),
  });
}

/** PATCH /api/user/paypal: the payout email Affiliate Mode needs (the user query refreshes). */
export function useSavePayoutEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paypalEmail: string) => dataOf(await api.PATCH('/api/user/paypal', { body: { paypalEmail } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

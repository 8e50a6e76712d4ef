import { AffiliateBalance } from '../../../domain/balance';
import type { AffiliateAccount } from '../../ports/accounts.port';
import type { OwedClawback, PayableCommission } from '../../ports/affiliate.repository.port';

export interface PayoutPlan {
  affiliateUserId: string;
  receiver: string;
  currency: string;
  amountCents: number;
  clawbackCents: number;
  credits: number;
  commissionIds: string[];
  clawbackIds: string[];
}

/**
 * Groups what is payable by affiliate and keeps those whose net balance reaches their threshold
 * and who have a payout email. Pure: the run and the dry run share it.
 */
export function planPayouts(
  payable: { commissions: PayableCommission[]; clawbacks: OwedClawback[] },
  accounts: Map<string, AffiliateAccount>,
): { plans: PayoutPlan[]; skippedNoEmail: number } {
  const byAffiliate = new Map<string, { commissions: PayableCommission[]; clawbacks: OwedClawback[] }>();
  const slot = (id: string) => byAffiliate.get(id) ?? byAffiliate.set(id, { commissions: [], clawbacks: [] }).get(id)!;
  for (const c of payable.commissions) slot(c.affiliateUserId).commissions.push(c);
  for (const k of payable.clawbacks) slot(k.affiliateUserId).clawbacks.push(k);
  const plans: PayoutPlan[] = [];
  let skippedNoEmail = 0;
  for (const [affiliateUserId, { commissions, clawbacks }] of byAffiliate) {
    if (commissions.length === 0) continue;
    const account = accounts.get(affiliateUserId);
    if (!account?.isActive) continue;
    const mature = commissions.reduce((s, c) => s + c.cashCents, 0);
    const owed = clawbacks.reduce((s, k) => s + k.amountCents, 0);
    const balance = AffiliateBalance.of(mature, owed);
    if (!balance.reachesThreshold(account.minimumPayoutThreshold)) continue;
    if (!account.paypalEmail) {
      skippedNoEmail++;
      continue;
    }
    plans.push({
      affiliateUserId,
      receiver: account.paypalEmail,
      currency: commissions[0]!.currency,
      amountCents: balance.payableCents,
      clawbackCents: owed, // reaching the threshold means the mature money covers every clawback
      credits: commissions.reduce((s, c) => s + c.credits, 0),
      commissionIds: commissions.map((c) => c.id),
      clawbackIds: clawbacks.map((k) => k.id),
    });
  }
  return { plans, skippedNoEmail };
}

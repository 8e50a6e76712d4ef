import type { KeysetPosition } from '../../../shared/ddd';
import { Injectable } from '@nestjs/common';
import type { AffiliateReadModel, CommissionRow, EarningsFigures, PayoutRow, ReferralRow } from '../application/ports/affiliate.read-model.port';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

/** The earnings screens' figures, summed in SQL (integer cents; bigint sums read back as numbers). */
@Injectable()
export class SqlAffiliateReadModel implements AffiliateReadModel {
  constructor(private readonly ems: EntityManagers) {}

  async earnings(userId: string): Promise<EarningsFigures> {
    const em = this.ems.current();
    const [c] = await em.execute<Record<string, string | number | null>[]>(
      `select
         coalesce(sum(calculated_cash_amount) filter (where status = 'pending'), 0)::bigint as in_refund,
         coalesce(sum(calculated_cash_amount) filter (where status = 'mature'), 0)::bigint as mature_unpaid,
         count(*) filter (where status = 'mature')::int as mature_count,
         coalesce(sum(calculated_cash_amount) filter (where status not in ('voided', 'held')), 0)::bigint as lifetime,
         coalesce(sum(calculated_cash_amount) filter (where status = 'held'), 0)::bigint as held,
         coalesce(sum(credit_amount) filter (where status <> 'held' and (held_reasons is null or status <> 'voided')), 0)::bigint as credits
       from affiliate.affiliate_commissions where affiliate_user_id = ?`,
      [userId],
    );
    const [k] = await em.execute<Record<string, string | number | null>[]>(
      `select coalesce(sum(amount_cents), 0)::bigint as all_clawbacks,
              coalesce(sum(amount_cents) filter (where settled_in_payout_id is null), 0)::bigint as owed
         from affiliate.affiliate_clawbacks where affiliate_user_id = ?`,
      [userId],
    );
    const [p] = await em.execute<Record<string, string | number | null>[]>(
      `select coalesce(sum(total_cash_amount) filter (where status = 'completed'), 0)::bigint as paid from affiliate.affiliate_payouts where affiliate_user_id = ?`,
      [userId],
    );
    const [r] = await em.execute<Record<string, string | number | null>[]>(
      'select count(*)::int as n, coalesce(sum(credits_awarded), 0)::bigint as credits from affiliate.referrals where referrer_id = ?',
      [userId],
    );
    const n = (v: string | number | null | undefined) => Number(v ?? 0);
    return {
      inRefundPeriodCents: n(c?.in_refund),
      matureUnpaidCents: n(c?.mature_unpaid),
      owedClawbackCents: n(k?.owed),
      matureCount: n(c?.mature_count),
      lifetimeCents: Math.max(0, n(c?.lifetime) - n(k?.all_clawbacks)),
      heldCents: n(c?.held),
      paidCents: n(p?.paid),
      commissionCredits: n(c?.credits),
      referralCredits: n(r?.credits),
      referralCount: n(r?.n),
    };
  }

  async commissions(userId: string, page: { limit: number; after: KeysetPosition | null }): Promise<CommissionRow[]> {
    const em = this.ems.current();
    // Milliseconds, as the cursor carries them (a JavaScript Date): the order and the cut agree exactly.
    const at = "date_trunc('milliseconds', c.created_at)";
    const after = page.after ? ` and (${at}, c.id) < (?::timestamptz, ?::uuid)` : '';
    const rows = await em.execute<
      { id: string; layer: number; calculated_cash_amount: number; credit_amount: number; currency: string; status: string; base_purchase_amount: number; purchaser_user_id: string; matures_at: Date; created_at: Date; clawed: boolean }[]
    >(
      `select c.id, c.layer, c.calculated_cash_amount, c.credit_amount, c.currency, c.status, c.base_purchase_amount, c.purchaser_user_id,
              c.matures_at, c.created_at, exists (select 1 from affiliate.affiliate_clawbacks k where k.commission_id = c.id) as clawed
         from affiliate.affiliate_commissions c where c.affiliate_user_id = ?${after} order by ${at} desc, c.id desc limit ?`,
      [userId, ...(page.after ? [page.after.createdAt, page.after.id] : []), page.limit],
    );
    return rows.map((r) => ({
      id: r.id,
      layer: r.layer,
      amount: r.calculated_cash_amount,
      credits: r.credit_amount,
      currency: r.currency,
      status: r.status,
      basePurchaseAmount: r.base_purchase_amount,
      purchaserUserId: r.purchaser_user_id,
      maturesAt: new Date(r.matures_at),
      createdAt: new Date(r.created_at),
      clawedBack: r.clawed,
    }));
  }

  async payouts(userId: string): Promise<PayoutRow[]> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string; total_cash_amount: number; currency: string; created_at: Date; n: number; paypal_transaction_id: string | null; status: string; failure_reason: string | null }[]>(
      `select id, total_cash_amount, currency, created_at, jsonb_array_length(commission_ids) as n, paypal_transaction_id, status, failure_reason
         from affiliate.affiliate_payouts where affiliate_user_id = ? order by created_at desc limit 200`,
      [userId],
    );
    return rows.map((r) => ({
      id: r.id,
      totalCashAmount: r.total_cash_amount,
      currency: r.currency,
      createdAt: new Date(r.created_at),
      commissionCount: Number(r.n),
      paypalTransactionId: r.paypal_transaction_id,
      status: r.status,
      failureReason: r.failure_reason,
    }));
  }

  async referrals(userId: string, limit: number): Promise<ReferralRow[]> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string; referred_user_id: string; credits_awarded: number; status: string; created_at: Date }[]>(
      'select id, referred_user_id, credits_awarded, status, created_at from affiliate.referrals where referrer_id = ? order by created_at desc limit ?',
      [userId, limit],
    );
    return rows.map((r) => ({ id: r.id, referredUserId: r.referred_user_id, creditsAwarded: r.credits_awarded, status: r.status, createdAt: new Date(r.created_at) }));
  }

  async referralCount(userId: string): Promise<number> {
    const em = this.ems.current();
    const [row] = await em.execute<{ n: number }[]>('select count(*)::int as n from affiliate.referrals where referrer_id = ?', [userId]);
    return Number(row?.n ?? 0);
  }
}

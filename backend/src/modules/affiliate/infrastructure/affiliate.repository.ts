import { Injectable } from '@nestjs/common';
import { basisPointsOf, type Commission, type CommissionStatus, type CommissionTerms, type HoldReason, type LayerRate } from '../domain/commission';
import { ReferralChain, type Layer } from '../domain/referral-chain';
import type {
  AffiliateRepository,
  HeldCommissionRecord,
  OwedClawback,
  PayableCommission,
  PayoutRecord,
  PayoutRunRecord,
} from '../application/ports/affiliate.repository.port';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

interface ChainRow {
  user_id: string;
  layer1_referrer_id: string | null;
  layer2_referrer_id: string | null;
  layer3_referrer_id: string | null;
}

interface RunRow {
  id: string;
  run_key: string;
  sender_batch_id: string;
  provider_batch_id: string | null;
  status: PayoutRunRecord['status'];
  created_at: Date;
}

interface HeldRow {
  id: string;
  payment_id: string;
  affiliate_user_id: string;
  purchaser_user_id: string;
  layer: number;
  calculated_cash_amount: number;
  credit_amount: number;
  currency: string;
  held_reasons: HoldReason[] | null;
  status: CommissionStatus;
  matures_at: Date;
  created_at: Date;
}
const HELD_COLUMNS = 'id, payment_id, affiliate_user_id, purchaser_user_id, layer, calculated_cash_amount, credit_amount, currency, held_reasons, status, matures_at, created_at';
const toHeld = (r: HeldRow): HeldCommissionRecord => ({
  id: r.id,
  paymentId: r.payment_id,
  affiliateUserId: r.affiliate_user_id,
  purchaserUserId: r.purchaser_user_id,
  layer: r.layer,
  cashCents: r.calculated_cash_amount,
  credits: r.credit_amount,
  currency: r.currency,
  reasons: r.held_reasons ?? [],
  status: r.status,
  maturesAt: new Date(r.matures_at),
  createdAt: new Date(r.created_at),
});

const toRun = (r: RunRow): PayoutRunRecord => ({ id: r.id, runKey: r.run_key, senderBatchId: r.sender_batch_id, providerBatchId: r.provider_batch_id, status: r.status, createdAt: new Date(r.created_at) });
const centsFromBp = (bp: number) => (bp / 10_000).toFixed(4);

/** PostgreSQL implementation: plain SQL, so every statement's locking is visible where it is written. */
@Injectable()
export class SqlAffiliateRepository implements AffiliateRepository {
  constructor(private readonly ems: EntityManagers) {}

  async findChain(userId: string): Promise<ReferralChain | null> {
    const em = this.ems.current();
    const [row] = await em.execute<ChainRow[]>('select * from affiliate.referral_chains where user_id = ?', [userId]);
    return row ? ReferralChain.restore(row.user_id, [row.layer1_referrer_id, row.layer2_referrer_id, row.layer3_referrer_id]) : null;
  }

  async saveChain(chain: ReferralChain): Promise<ReferralChain> {
    const em = this.ems.current();
    await em.execute(
      `insert into affiliate.referral_chains (id, user_id, layer1_referrer_id, layer2_referrer_id, layer3_referrer_id)
       values (gen_random_uuid(), ?, ?, ?, ?) on conflict (user_id) do nothing`,
      [chain.userId, chain.layer(1), chain.layer(2), chain.layer(3)],
    );
    return (await this.findChain(chain.userId)) ?? chain;
  }

  async recordReferral(r: { referrerId: string; referredUserId: string; referredPerson: string; referralCode: string; creditsAwarded: number }): Promise<boolean> {
    const em = this.ems.current();
    // Either unique key (the account, or the person's mailbox) makes a second referral a no-op.
    const rows = await em.execute<{ id: string }[]>(
      `insert into affiliate.referrals (id, referrer_id, referred_user_id, referred_person, referral_code, credits_awarded)
       values (gen_random_uuid(), ?, ?, ?, ?, ?) on conflict do nothing returning id`,
      [r.referrerId, r.referredUserId, r.referredPerson, r.referralCode, r.creditsAwarded],
    );
    return rows.length > 0;
  }

  async ratesInForce(at: Date): Promise<LayerRate[]> {
    const em = this.ems.current();
    const rows = await em.execute<{ layer: number; cash_commission_rate: string; credit_reward: number }[]>(
      `select distinct on (layer) layer, cash_commission_rate::text as cash_commission_rate, credit_reward
         from affiliate.affiliate_rates where is_active and effective_from <= ?
        order by layer, effective_from desc, created_at desc`,
      [at],
    );
    return rows.map((r) => ({ layer: r.layer as Layer, rateBasisPoints: basisPointsOf(r.cash_commission_rate), creditReward: r.credit_reward }));
  }

  async addCommission(c: { paymentId: string; purchaserUserId: string; currency: string; terms: CommissionTerms; heldFor?: readonly HoldReason[] }): Promise<boolean> {
    const em = this.ems.current();
    const t = c.terms;
    const held = c.heldFor && c.heldFor.length > 0 ? [...c.heldFor] : null;
    const rows = await em.execute<{ id: string }[]>(
      `insert into affiliate.affiliate_commissions
         (id, payment_id, affiliate_user_id, purchaser_user_id, layer, commission_rate_used, base_purchase_amount,
          calculated_cash_amount, credit_amount, currency, matures_at, status, held_reasons)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)
       on conflict (payment_id, layer) do nothing returning id`,
      [c.paymentId, t.affiliateUserId, c.purchaserUserId, t.layer, centsFromBp(t.rateBasisPoints), t.baseCents, t.cashCents, t.credits, c.currency, t.maturesAt, held ? 'held' : 'pending', held ? JSON.stringify(held) : null],
    );
    return rows.length > 0;
  }

  async heldCommissions(limit: number): Promise<HeldCommissionRecord[]> {
    const em = this.ems.current();
    const rows = await em.execute<HeldRow[]>(`select ${HELD_COLUMNS} from affiliate.affiliate_commissions where status = 'held' order by created_at, id limit ?`, [limit]);
    return rows.map(toHeld);
  }

  async lockCommission(id: string): Promise<HeldCommissionRecord | null> {
    const em = this.ems.current();
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await em.execute<HeldRow[]>(`select ${HELD_COLUMNS} from affiliate.affiliate_commissions where id = ? for update`, [id]);
    return row ? toHeld(row) : null;
  }

  async lockCommissionsOfPayment(paymentId: string): Promise<HeldCommissionRecord[]> {
    const em = this.ems.current();
    const rows = await em.execute<HeldRow[]>(`select ${HELD_COLUMNS} from affiliate.affiliate_commissions where payment_id = ? order by layer for update`, [paymentId]);
    return rows.map(toHeld);
  }

  async saveStatus(commission: Commission): Promise<void> {
    const em = this.ems.current();
    const { id, status, voidedAt } = commission.toState();
    await em.execute(
      `update affiliate.affiliate_commissions set status = ?, is_pending_refund_period = ?, is_voided = ?, voided_at = ? where id = ?`,
      [status, status === 'pending', status === 'voided', voidedAt, id],
    );
  }

  async addClawback(c: { commissionId: string; affiliateUserId: string; amountCents: number }): Promise<boolean> {
    const em = this.ems.current();
    if (c.amountCents <= 0) return false;
    const rows = await em.execute<{ id: string }[]>(
      `insert into affiliate.affiliate_clawbacks (id, commission_id, affiliate_user_id, amount_cents)
       values (gen_random_uuid(), ?, ?, ?) on conflict (commission_id) do nothing returning id`,
      [c.commissionId, c.affiliateUserId, c.amountCents],
    );
    return rows.length > 0;
  }

  async matureDue(now: Date): Promise<number> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string }[]>(
      `update affiliate.affiliate_commissions set status = 'mature', is_pending_refund_period = false
        where status = 'pending' and matures_at <= ? returning id`,
      [now],
    );
    return rows.length;
  }

  async claimRun(runKey: string, senderBatchId: string): Promise<{ run: PayoutRunRecord; created: boolean }> {
    const em = this.ems.current();
    const inserted = await em.execute<RunRow[]>(
      `insert into affiliate.payout_runs (id, run_key, sender_batch_id) values (gen_random_uuid(), ?, ?)
       on conflict (run_key) do nothing returning *`,
      [runKey, senderBatchId],
    );
    if (inserted[0]) return { run: toRun(inserted[0]), created: true };
    const [existing] = await em.execute<RunRow[]>('select * from affiliate.payout_runs where run_key = ? for update', [runKey]);
    return { run: toRun(existing!), created: false };
  }

  async findRun(runKey: string): Promise<PayoutRunRecord | null> {
    const em = this.ems.current();
    const [row] = await em.execute<RunRow[]>('select * from affiliate.payout_runs where run_key = ?', [runKey]);
    return row ? toRun(row) : null;
  }

  async openRuns(): Promise<PayoutRunRecord[]> {
    const em = this.ems.current();
    return (await em.execute<RunRow[]>(`select * from affiliate.payout_runs where status <> 'closed' order by created_at`)).map(toRun);
  }

  async payable(lock: boolean, maturingBy?: Date): Promise<{ commissions: PayableCommission[]; clawbacks: OwedClawback[] }> {
    const em = this.ems.current();
    const forUpdate = lock ? ' for update' : '';
    const maturing = maturingBy ? ` or (status = 'pending' and matures_at <= ?)` : '';
    const commissions = await em.execute<{ id: string; affiliate_user_id: string; calculated_cash_amount: number; credit_amount: number; currency: string }[]>(
      `select id, affiliate_user_id, calculated_cash_amount, credit_amount, currency from affiliate.affiliate_commissions
        where (status = 'mature'${maturing}) and paid_in_payout_id is null order by created_at${forUpdate}`,
      maturingBy ? [maturingBy] : [],
    );
    const clawbacks = await em.execute<{ id: string; affiliate_user_id: string; amount_cents: number }[]>(
      `select id, affiliate_user_id, amount_cents from affiliate.affiliate_clawbacks where settled_in_payout_id is null order by created_at${forUpdate}`,
    );
    return {
      commissions: commissions.map((c) => ({ id: c.id, affiliateUserId: c.affiliate_user_id, cashCents: c.calculated_cash_amount, credits: c.credit_amount, currency: c.currency })),
      clawbacks: clawbacks.map((c) => ({ id: c.id, affiliateUserId: c.affiliate_user_id, amountCents: c.amount_cents })),
    };
  }

  async createPayout(
    p: { runId: string; affiliateUserId: string; receiver: string; totalCashAmount: number; clawbackAmount: number; totalCredits: number; currency: string; commissionIds: string[]; clawbackIds: string[] },
  ): Promise<string> {
    const em = this.ems.current();
    const [row] = await em.execute<{ id: string }[]>(
      `insert into affiliate.affiliate_payouts
         (id, run_id, affiliate_user_id, receiver, total_cash_amount, clawback_amount, total_credits_awarded, commission_ids, currency)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?::jsonb, ?) returning id`,
      [p.runId, p.affiliateUserId, p.receiver, p.totalCashAmount, p.clawbackAmount, p.totalCredits, JSON.stringify(p.commissionIds), p.currency],
    );
    const payoutId = row!.id;
    // Conditional on the rows still being free: a concurrent change would make the counts differ.
    const taken = await em.execute<{ id: string }[]>(
      `update affiliate.affiliate_commissions set status = 'in_payout', paid_in_payout_id = ?
        where id = any(?::uuid[]) and status = 'mature' and paid_in_payout_id is null returning id`,
      [payoutId, `{${p.commissionIds.join(',')}}`],
    );
    if (taken.length !== p.commissionIds.length) throw new Error(`payout ${payoutId}: ${p.commissionIds.length - taken.length} commission(s) changed under the run`);
    if (p.clawbackIds.length > 0) {
      await em.execute('update affiliate.affiliate_clawbacks set settled_in_payout_id = ? where id = any(?::uuid[]) and settled_in_payout_id is null', [
        payoutId,
        `{${p.clawbackIds.join(',')}}`,
      ]);
    }
    return payoutId;
  }

  async payoutsOfRun(runId: string): Promise<PayoutRecord[]> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string; run_id: string; affiliate_user_id: string; receiver: string; total_cash_amount: number; currency: string; status: PayoutRecord['status'] }[]>(
      'select id, run_id, affiliate_user_id, receiver, total_cash_amount, currency, status from affiliate.affiliate_payouts where run_id = ? order by id',
      [runId],
    );
    return rows.map((r) => ({ id: r.id, runId: r.run_id, affiliateUserId: r.affiliate_user_id, receiver: r.receiver, totalCashAmount: r.total_cash_amount, currency: r.currency, status: r.status }));
  }

  async markRunSent(runId: string, providerBatchId: string): Promise<void> {
    const em = this.ems.current();
    await em.execute(`update affiliate.payout_runs set status = 'sent', provider_batch_id = ?, updated_at = now() where id = ? and status = 'prepared'`, [providerBatchId, runId]);
    await em.execute(`update affiliate.affiliate_payouts set status = 'processing' where run_id = ? and status = 'pending'`, [runId]);
  }

  async closeRun(runId: string): Promise<void> {
    const em = this.ems.current();
    await em.execute(`update affiliate.payout_runs set status = 'closed', updated_at = now() where id = ?`, [runId]);
  }

  async discardRun(runId: string): Promise<void> {
    const em = this.ems.current();
    await em.execute(`delete from affiliate.payout_runs where id = ? and status = 'prepared'`, [runId]);
  }

  async completePayout(payoutId: string, transactionId: string | null, itemId: string, at: Date): Promise<boolean> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string }[]>(
      `update affiliate.affiliate_payouts set status = 'completed', paypal_transaction_id = ?, paypal_item_id = ?, payment_date = ?
        where id = ? and status in ('pending', 'processing', 'unclaimed') returning id`,
      [transactionId, itemId, at, payoutId],
    );
    if (rows.length === 0) return false;
    await em.execute(`update affiliate.affiliate_commissions set status = 'paid' where paid_in_payout_id = ? and status = 'in_payout'`, [payoutId]);
    return true;
  }

  async releasePayout(payoutId: string, status: 'failed' | 'returned', reason: string | null, itemId: string | null): Promise<boolean> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string }[]>(
      `update affiliate.affiliate_payouts set status = ?, failure_reason = ?, paypal_item_id = coalesce(?, paypal_item_id)
        where id = ? and status in ('pending', 'processing', 'unclaimed') returning id`,
      [status, reason?.slice(0, 500) ?? null, itemId, payoutId],
    );
    if (rows.length === 0) return false;
    await em.execute(`update affiliate.affiliate_commissions set status = 'mature', paid_in_payout_id = null where paid_in_payout_id = ? and status = 'in_payout'`, [payoutId]);
    await em.execute('update affiliate.affiliate_clawbacks set settled_in_payout_id = null where settled_in_payout_id = ?', [payoutId]);
    return true;
  }

  async setPayoutStatus(payoutId: string, status: 'processing' | 'unclaimed', itemId: string | null, transactionId: string | null): Promise<void> {
    const em = this.ems.current();
    await em.execute(
      `update affiliate.affiliate_payouts set status = ?, paypal_item_id = coalesce(?, paypal_item_id), paypal_transaction_id = coalesce(?, paypal_transaction_id)
        where id = ? and status in ('pending', 'processing', 'unclaimed')`,
      [status, itemId, transactionId, payoutId],
    );
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrencyRateRecord, CurrencyRates } from '../application/ports/currency-rates.port';
import { CurrencyRate } from './entities/currency-rate.entity';
import { Payment } from './entities/payment.entity';
import type { KeysetPosition } from '../../../shared/ddd';
import { afterPosition, newestFirst } from '../../../shared/persistence/keyset';

/*
 * The checkout's books as the admin screens read them (through checkout/public): plain read
 * models over its tables, and the one admin write of a display rate.
 */

/** Money that came in and stayed: payments with an amount, not refunded. */
const INCOME = 'amount > 0 and is_refunded = false';

export async function totalIncomeCents(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ income: string | null }[]>(`select coalesce(sum(amount), 0) as income from checkout.payments where ${INCOME}`);
  return Number(row?.income ?? 0);
}

/** Income per UTC month, the last `months` months up to `now`'s month, oldest first, empty months included. */
export async function monthlyIncome(em: EntityManager, months: number, now = new Date()): Promise<{ month: string; count: number; income: number }[]> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const rows = await em.execute<{ month: string; count: string; income: string }[]>(
    `select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, count(*) as count, sum(amount) as income
       from checkout.payments where ${INCOME} and created_at >= ? group by 1`,
    [start],
  );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const row = byMonth.get(month);
    return { month, count: Number(row?.count ?? 0), income: Number(row?.income ?? 0) };
  });
}

/** Cents each user paid and kept paid. */
export async function spendingByUser(em: EntityManager, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await em.execute<{ user_id: string; spent: string }[]>(`select user_id, sum(amount) as spent from checkout.payments where ${INCOME} and user_id in (?) group by user_id`, [userIds]);
  return new Map(rows.map((r) => [r.user_id, Number(r.spent)]));
}

export interface PaymentRow {
  id: string;
  userId: string;
  songId: string | null;
  packId: string | null;
  amount: number;
  currency: string;
  status: string;
  provider: string;
  voucherId: string | null;
  isRefunded: boolean;
  refundedAt: Date | null;
  refundReason: string | null;
  createdAt: Date;
}

export async function listPayments(em: EntityManager, options: { limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ payments: PaymentRow[]; total: number }> {
  const rows = await em.find(Payment, afterPosition<Payment>(options.after), { orderBy: newestFirst<Payment>(), limit: options.limit, offset: options.offset });
  const total = await em.count(Payment);
  return {
    total,
    payments: rows.map((p) => ({
      id: p.id,
      userId: p.userId,
      songId: p.songId,
      packId: p.packId,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      provider: p.provider,
      voucherId: p.voucherId,
      isRefunded: p.isRefunded,
      refundedAt: p.refundedAt,
      refundReason: p.refundReason,
      createdAt: p.createdAt,
    })),
  };
}

export type CurrencyRateRow = CurrencyRateRecord;

export const rateRow = (r: CurrencyRate): CurrencyRateRow => ({ code: r.code, symbol: r.symbol, rate: Number(r.rate), asOf: String(r.asOf).slice(0, 10), updatedAt: r.updatedAt });

export async function listCurrencyRates(em: EntityManager): Promise<CurrencyRateRow[]> {
  return (await em.find(CurrencyRate, {}, { orderBy: { code: 'asc' } })).map(rateRow);
}

/** Sets a display rate (units per 1 USD), dated today; null when the currency has no row. */
export async function setCurrencyRate(em: EntityManager, code: string, rate: number, today = new Date()): Promise<CurrencyRateRow | null> {
  const row = await em.findOne(CurrencyRate, { code: code.toUpperCase() });
  if (!row) return null;
  row.rate = rate.toFixed(6);
  row.asOf = today.toISOString().slice(0, 10);
  await em.flush();
  return rateRow(row);
}

/** The rates the price display reads. */
@Injectable()
export class CurrencyRateRepository implements CurrencyRates {
  async find(em: EntityManager, code: string): Promise<CurrencyRateRecord | null> {
    const row = await em.findOne(CurrencyRate, { code });
    return row ? { code: row.code, symbol: row.symbol, rate: Number(row.rate), asOf: row.asOf, updatedAt: row.updatedAt } : null;
  }
}

/** Who made this payment, while it is live (captured or free): null once refunded, or for no such payment. */
export async function livePaymentPayer(em: EntityManager, paymentId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return null;
  const [row] = await em.execute<{ user_id: string }[]>(`select user_id from checkout.payments where id = ? and status in ('captured', 'free')`, [paymentId]);
  return row?.user_id ?? null;
}

/**
 * Whether this payment was refunded. A payment that stands is share-locked until the caller's
 * transaction ends: its refund waits for what the caller records on the strength of it (a share, a
 * commission), and the refund's event then finds that to take back. An unknown id is not refunded.
 */
export async function paymentWasRefunded(em: EntityManager, paymentId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return false;
  const [row] = await em.execute<{ status: string }[]>(`select status from checkout.payments where id = ? for share`, [paymentId]);
  return row?.status === 'refunded';
}

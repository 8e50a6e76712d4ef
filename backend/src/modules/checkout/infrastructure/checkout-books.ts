import { Injectable } from '@nestjs/common';
import type { CurrencyRateRecord, CurrencyRates } from '../application/ports/currency-rates.port';
import type { CheckoutBooks, CurrencyRateRow, MonthIncome, PaymentRow } from '../application/ports/checkout-books.port';
import { CurrencyRate } from './entities/currency-rate.entity';
import { Payment } from './entities/payment.entity';
import type { KeysetPosition } from '../../../shared/ddd';
import { afterPosition, newestFirst } from '../../../shared/persistence/keyset';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

/** Money that came in and stayed: payments with an amount, not refunded. */
const INCOME = 'amount > 0 and is_refunded = false';

const rateRow = (r: CurrencyRate): CurrencyRateRow => ({ code: r.code, symbol: r.symbol, rate: Number(r.rate), asOf: String(r.asOf).slice(0, 10), updatedAt: r.updatedAt });

/**
 * The checkout's books as the admin screens and other contexts read them (through checkout's
 * queries): plain read models over its tables, and the one admin write of a display rate.
 */
@Injectable()
export class CheckoutBooksReadModel implements CheckoutBooks {
  constructor(private readonly ems: EntityManagers) {}

  async totalIncomeCents(): Promise<number> {
    const [row] = await this.ems.current().execute<{ income: string | null }[]>(`select coalesce(sum(amount), 0) as income from checkout.payments where ${INCOME}`);
    return Number(row?.income ?? 0);
  }

  async monthlyIncome(months: number, now: Date): Promise<MonthIncome[]> {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
    const rows = await this.ems.current().execute<{ month: string; count: string; income: string }[]>(
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

  async spendingByUser(userIds: string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.ems
      .current()
      .execute<{ user_id: string; spent: string }[]>(`select user_id, sum(amount) as spent from checkout.payments where ${INCOME} and user_id in (?) group by user_id`, [userIds]);
    return new Map(rows.map((r) => [r.user_id, Number(r.spent)]));
  }

  async listPayments(options: { limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ payments: PaymentRow[]; total: number }> {
    const em = this.ems.current();
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

  async listCurrencyRates(): Promise<CurrencyRateRow[]> {
    return (await this.ems.current().find(CurrencyRate, {}, { orderBy: { code: 'asc' } })).map(rateRow);
  }

  async setCurrencyRate(code: string, rate: number, today: Date): Promise<CurrencyRateRow | null> {
    const em = this.ems.current();
    const row = await em.findOne(CurrencyRate, { code: code.toUpperCase() });
    if (!row) return null;
    row.rate = rate.toFixed(6);
    row.asOf = today.toISOString().slice(0, 10);
    await em.flush();
    return rateRow(row);
  }

  async livePaymentPayer(paymentId: string): Promise<string | null> {
    if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return null;
    const [row] = await this.ems.current().execute<{ user_id: string }[]>(`select user_id from checkout.payments where id = ? and status in ('captured', 'free')`, [paymentId]);
    return row?.user_id ?? null;
  }

  async paymentWasRefunded(paymentId: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return false;
    const [row] = await this.ems.current().execute<{ status: string }[]>(`select status from checkout.payments where id = ? for share`, [paymentId]);
    return row?.status === 'refunded';
  }
}

/** The rates the price display reads. */
@Injectable()
export class CurrencyRateRepository implements CurrencyRates {
  constructor(private readonly ems: EntityManagers) {}

  async find(code: string): Promise<CurrencyRateRecord | null> {
    const row = await this.ems.current().findOne(CurrencyRate, { code });
    return row ? { code: row.code, symbol: row.symbol, rate: Number(row.rate), asOf: row.asOf, updatedAt: row.updatedAt } : null;
  }
}

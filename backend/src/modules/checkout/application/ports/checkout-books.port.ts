import type { KeysetPosition } from '../../../../shared/ddd';
import type { CurrencyRateRecord } from './currency-rates.port';

/** The checkout's books as the admin screens and other contexts read them (read models over its tables). */
export const CHECKOUT_BOOKS = Symbol('CheckoutBooks');

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

export type CurrencyRateRow = CurrencyRateRecord;

export interface MonthIncome {
  month: string;
  count: number;
  income: number;
}

export interface CheckoutBooks {
  /** Money that came in and stayed: payments with an amount, not refunded. */
  totalIncomeCents(): Promise<number>;
  /** Income per UTC month, the last `months` months up to `now`'s month, oldest first, empty months included. */
  monthlyIncome(months: number, now: Date): Promise<MonthIncome[]>;
  /** Cents each user paid and kept paid. */
  spendingByUser(userIds: string[]): Promise<Map<string, number>>;
  listPayments(options: { limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ payments: PaymentRow[]; total: number }>;
  listCurrencyRates(): Promise<CurrencyRateRow[]>;
  /** Sets a display rate (units per 1 USD), dated `today`; null when the currency has no row. */
  setCurrencyRate(code: string, rate: number, today: Date): Promise<CurrencyRateRow | null>;
  /** Who made this payment, while it is live (captured or free): null once refunded, or for no such payment. */
  livePaymentPayer(paymentId: string): Promise<string | null>;
  /**
   * Whether this payment was refunded. A payment that stands is share-locked until the caller's
   * unit of work ends: its refund waits for what the caller records on the strength of it.
   */
  paymentWasRefunded(paymentId: string): Promise<boolean>;
}

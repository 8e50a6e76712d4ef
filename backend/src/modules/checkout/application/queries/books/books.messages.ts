import { Command, Query } from '@nestjs/cqrs';
import type { KeysetPosition } from '../../../../../shared/ddd';
import type { CurrencyRateRow, MonthIncome, PaymentRow } from '../../ports/checkout-books.port';

/** Admin dashboard: money that came in and stayed, in US cents. */
export class TotalIncomeQuery extends Query<number> {}

/** Admin dashboard: income per UTC month, the last `months` months, oldest first, empty months included. */
export class MonthlyIncomeQuery extends Query<MonthIncome[]> {
  constructor(
    readonly months: number,
    readonly now = new Date(),
  ) {
    super();
  }
}

/** Admin user list: cents each user paid and kept paid. */
export class SpendingByUserQuery extends Query<Map<string, number>> {
  constructor(readonly userIds: string[]) {
    super();
  }
}

/** Admin payments list, newest first. */
export class ListPaymentsQuery extends Query<{ payments: PaymentRow[]; total: number }> {
  constructor(readonly options: { limit: number; offset: number; after?: KeysetPosition | null }) {
    super();
  }
}

/** Admin: the display currency rates. */
export class ListCurrencyRatesQuery extends Query<CurrencyRateRow[]> {}

/** Admin: a display rate (units per 1 USD), dated today; null when the currency has no row. */
export class SetCurrencyRateCommand extends Command<CurrencyRateRow | null> {
  constructor(
    readonly code: string,
    readonly rate: number,
  ) {
    super();
  }
}

/** Who made this payment while it is live (captured or free): null once refunded, or for no such payment (the catalog keeps a song with whoever paid). */
export class LivePaymentPayerQuery extends Query<string | null> {
  constructor(readonly paymentId: string) {
    super();
  }
}

/**
 * Whether this payment was refunded (social and affiliate give nothing for a refunded one). A
 * payment that stands is share-locked until the caller's unit of work ends: its refund waits for
 * what the caller records on the strength of it, and the refund's event then finds that to take back.
 */
export class PaymentWasRefundedQuery extends Query<boolean> {
  constructor(readonly paymentId: string) {
    super();
  }
}

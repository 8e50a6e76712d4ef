// Checkout's public facade, the only import other contexts may use: its commands, queries and
// plain constants and types. Other contexts run the messages on the CommandBus/QueryBus, which
// carry their unit of work with them.

/** The sample-credit ledger: each joins the caller's unit of work. */
export { GetCreditBalanceQuery, GrantCreditsCommand, SpendCreditCommand } from '../application/commands/credits/credits.messages';
export { NoCreditsError } from '../domain/credit-balance';
export type { GrantCredits, LedgerResult } from '../application/credit-ledger';
/** The product's prices, for screens that state them (Help FAQ). */
export { FULL_SONG_PRICE_CENTS, CHARGE_CURRENCY } from '../domain/money';
export { SAMPLE_PACKS, type SamplePack } from '../domain/sample-packs';
/** Admin screens: income, payments and display currency rates. Refunds stay on POST /api/admin/payments/{id}/refund. */
export {
  TotalIncomeQuery,
  MonthlyIncomeQuery,
  SpendingByUserQuery,
  ListPaymentsQuery,
  ListCurrencyRatesQuery,
  SetCurrencyRateCommand,
  /** Who made a live (captured or free) payment: the catalog keeps a song with whoever paid for it; social and affiliate give nothing for a refunded one. */
  LivePaymentPayerQuery,
  PaymentWasRefundedQuery,
} from '../application/queries/books/books.messages';
export type { PaymentRow, CurrencyRateRow, MonthIncome } from '../application/ports/checkout-books.port';
/** What the checkout asks of the catalog and of identity (they handle these; see each file). */
export * from './asks-catalog';
export * from './asks-identity';

// Checkout's public facade: the only import other contexts may use.
export { grantCredits, spendCredit, creditBalance, NoCreditsError } from '../application/credit-ledger';
export type { GrantCredits, SpendCredit, LedgerResult } from '../application/credit-ledger';
/** The product's prices, for screens that state them (Help FAQ). */
export { FULL_SONG_PRICE_CENTS, CHARGE_CURRENCY } from '../domain/money';
export { SAMPLE_PACKS, type SamplePack } from '../domain/sample-packs';
/** Admin screens: income, payments and display currency rates. Refunds stay on POST /api/admin/payments/{id}/refund. */
export {
  totalIncomeCents,
  monthlyIncome,
  spendingByUser,
  listPayments,
  listCurrencyRates,
  type PaymentRow,
  type CurrencyRateRow,
  setCurrencyRate,
} from '../infrastructure/checkout-books';
/** Who made a live (captured or free) payment: the catalog keeps a song with whoever paid for it; social and affiliate give nothing for a refunded one. */
export { livePaymentPayer, paymentWasRefunded } from '../infrastructure/checkout-books';

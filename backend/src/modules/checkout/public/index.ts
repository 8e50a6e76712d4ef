// Checkout's public facade: the only import other contexts may use.
export { grantCredits, spendCredit, creditBalance, NoCreditsError } from '../application/credit-ledger';
export type { GrantCredits, SpendCredit, LedgerResult } from '../application/credit-ledger';
